import { CfnOutput, Fn, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export interface ApiStackProps extends StackProps {
  apiName: string;
  /** For the access log group. */
  removalPolicy: RemovalPolicy;
}

/**
 * Default throttling of the whole stage (every route): a tenant's staff at their busiest stay far
 * below it, a runaway client or script does not, and the tenant's other users keep their share of
 * the account's Lambda concurrency. The WAF rate rule (web-stack) limits each address further.
 */
export const apiThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/** One JSON line per request: who, what and how it went; never headers, bodies or tokens. */
export const apiAccessLogFields = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTimeEpoch',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
  userAgent: '$context.identity.userAgent',
} as const;

/** The HTTP API alone; routes and their functions live in the area stacks (ApiRoutesStack). */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** `<id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // No CORS: browsers reach the API through CloudFront on the site's own origin.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', { apiName: props.apiName, createDefaultStage: false });
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    });
    // The `$default` stage HttpApi would create (same scope and id), with throttling and access logs.
    this.stage = new apigwv2.HttpStage(this.httpApi, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: apiThrottle,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(apiAccessLogFields)),
      },
    });
    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
