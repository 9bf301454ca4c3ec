import type { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { FunctionCodeProvider, FunctionRuntime } from '../stacks/function-runtime';
import { ApiFunction } from './api-function';

export interface FunctionGroupProps {
  functionCode: FunctionCodeProvider;
  runtime: FunctionRuntime;
  removalPolicy: RemovalPolicy;
}

/**
 * The functions of one stack (an API slice or the jobs): all need the same access, so they share
 * one role per stack: the same privilege as a role each, without 99 roles per tenant against the
 * account's IAM role quota. Not a scope of its own: the role and the functions keep their ids
 * directly in the stack, so the templates (and the deployed resources) stay as they were.
 */
export class FunctionGroup {
  readonly role: iam.Role;
  readonly functions = new Map<string, ApiFunction>();

  constructor(
    private readonly scope: Construct,
    private readonly props: FunctionGroupProps,
  ) {
    this.role = new iam.Role(scope, 'FunctionRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    props.runtime.grantAccess(this.role);
  }

  /** The function of one bundle (`<area>.<handler>` or `job.<name>`). */
  add(key: string, options: { timeout: Duration; description: string }): ApiFunction {
    const apiFunction = new ApiFunction(this.scope, key, {
      code: this.props.functionCode(key),
      environment: this.props.runtime.environment,
      role: this.role,
      removalPolicy: this.props.removalPolicy,
      ...options,
    });
    this.functions.set(key, apiFunction);
    return apiFunction;
  }
}
