import { Duration, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { functionTimeoutMs } from '../../shared/contract/edge';
import { ApiFunction } from '../constructs/api-function';
import type { RouteSpec } from './api-split';
import type { FunctionCodeProvider, FunctionRuntime } from './function-runtime';

export interface ApiRoutesStackProps extends StackProps {
  httpApi: apigwv2.IHttpApi;
  routes: readonly RouteSpec[];
  functionCode: FunctionCodeProvider;
  runtime: FunctionRuntime;
  removalPolicy: RemovalPolicy;
}

/** One function and one route per endpoint, for a slice of the API (see api-split.ts). */
export class ApiRoutesStack extends Stack {
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    // All functions need the same access, so they share one role per stack: the same privilege
    // as a role each, without 99 roles per tenant against the account's IAM role quota.
    const role = new iam.Role(this, 'FunctionRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    props.runtime.grantAccess(role);

    for (const { key, endpoint } of props.routes) {
      const apiFunction = new ApiFunction(this, key, {
        code: props.functionCode(key),
        environment: props.runtime.environment,
        // CSV exports read more rows. The HTTP API still stops waiting at 30 s, so the extra time
        // only lets a slow export finish its work; the answer must be ready within 30 s.
        timeout: Duration.millis(functionTimeoutMs(endpoint.kind)),
        role,
        description: `${endpoint.method} ${endpoint.path}`,
        removalPolicy: props.removalPolicy,
      });
      this.functions.set(key, apiFunction);
      new apigwv2.HttpRoute(this, `${key}.Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(endpoint.path, apigwv2.HttpMethod[endpoint.method]),
        integration: new HttpLambdaIntegration(`${key}.Integration`, apiFunction.function),
      });
    }
  }
}
