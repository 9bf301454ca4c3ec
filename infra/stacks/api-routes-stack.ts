import { Duration, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { functionTimeoutMs } from '../../shared/contract/edge';
import type { ApiFunction } from '../constructs/api-function';
import { FunctionGroup } from '../constructs/function-group';
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
  readonly functions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const group = new FunctionGroup(this, props);
    this.functions = group.functions;

    for (const { key, endpoint } of props.routes) {
      const apiFunction = group.add(key, {
        // CSV exports read more rows. The HTTP API still stops waiting at 30 s, so the extra time
        // only lets a slow export finish its work; the answer must be ready within 30 s.
        timeout: Duration.millis(functionTimeoutMs(endpoint.kind)),
        description: `${endpoint.method} ${endpoint.path}`,
      });
      new apigwv2.HttpRoute(this, `${key}.Route`, {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(endpoint.path, apigwv2.HttpMethod[endpoint.method]),
        integration: new HttpLambdaIntegration(`${key}.Integration`, apiFunction.function),
      });
    }
  }
}
