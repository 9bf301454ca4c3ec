import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ApiFunctionProps {
  /** A prebuilt bundle folder holding `index.mjs` (or inline code in tests). */
  code: lambda.Code;
  environment: Record<string, string>;
  /** Defaults to 29 s, just under the HTTP API's 30 s integration limit. */
  timeout?: Duration;
  /** Shared execution role; without one the function gets its own. */
  role?: iam.IRole;
  description?: string;
  /** For the log group; the function itself holds no data. */
  removalPolicy?: RemovalPolicy;
}

/**
 * Every function runs on Node 24 (DESIGN "Runtime"; AWS deprecated nodejs20.x on 2026-04-30).
 * The bundles are built for it (`esbuildTarget` in infra/build-functions.ts).
 */
export const lambdaRuntime = lambda.Runtime.NODEJS_24_X;

/** A Lambda function with the project's defaults: Node 24 on arm64, 512 MB, one month of logs. */
export class ApiFunction extends Construct {
  readonly function: lambda.Function;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    // An explicit log group, so retention is set without the log-retention custom resource.
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.DESTROY,
    });
    this.function = new lambda.Function(this, 'Function', {
      runtime: lambdaRuntime,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: props.code,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(29),
      role: props.role,
      description: props.description,
      logGroup: this.logGroup,
      environment: props.environment,
    });
  }
}
