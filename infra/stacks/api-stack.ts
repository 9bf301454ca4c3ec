import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';

export interface ApiStackProps extends StackProps {
  apiName: string;
}

/** The HTTP API alone; routes and their functions live in the area stacks (ApiRoutesStack). */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // No CORS: browsers reach the API through CloudFront on the site's own origin.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', { apiName: props.apiName, createDefaultStage: true });
    this.apiDomainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
