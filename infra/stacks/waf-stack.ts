import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Requests one client address may send to `/api/` in five minutes before WAF blocks it for a
 * while (WAF counts over a sliding 5-minute window). A school behind one NAT address shares it,
 * so it is generous: 3,000 is 10 a second for five minutes, far above a building's staff at work
 * and far below a script guessing passwords (which sign-in throttling also stops, per account).
 */
export const apiRateLimitPer5Minutes = 3000;
/** WAF for CloudFront exists only in us-east-1, whatever the tenant's region. */
export const wafRegion = 'us-east-1';

/** The web ACL in front of the tenant's CloudFront distribution: a per-address rate rule on /api/. */
export class WafStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const metricName = (name: string) => `${id}-${name}`.replace(/[^\w-]/g, '').slice(0, 128);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: metricName('WebAcl'),
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'ApiRatePerAddress',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: apiRateLimitPer5Minutes,
              evaluationWindowSec: 300,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: metricName('ApiRatePerAddress'),
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
