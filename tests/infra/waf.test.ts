import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiRateLimitPer5Minutes } from '../../infra/stacks/waf-stack';
import { testApp } from './support';

const webAclId = (template: Template): unknown =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig.WebACLId;

describe('WAF in front of CloudFront', () => {
  it('limits each client address on /api/ with a rate-based rule, in us-east-1', () => {
    const { stacks } = testApp({ env: { account: '111111111111', region: 'eu-west-1' } });
    expect(stacks.waf?.region).toBe('us-east-1');
    expect(stacks.waf?.stackName).toBe('Helpdesk-acme-test-Waf');
    const waf = Template.fromStack(stacks.waf!);
    waf.resourceCountIs('AWS::WAFv2::WebACL', 1);
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: 'IP',
              Limit: apiRateLimitPer5Minutes,
              EvaluationWindowSec: 300,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                }),
              },
            },
          },
        }),
      ],
    });
    // The tenant's distribution (another region) is associated through CDK's cross-region reference.
    expect(JSON.stringify(webAclId(Template.fromStack(stacks.web)))).toMatch(/WebAcl/);
  });

  it('also works when only the region is known (the CDK CLI without credentials)', () => {
    const { stacks } = testApp({ env: { region: 'eu-west-1' } });
    expect(stacks.waf?.region).toBe('us-east-1');
    expect(JSON.stringify(webAclId(Template.fromStack(stacks.web)))).toMatch(/WebAcl/);
  });

  it('associates directly when the tenant is in us-east-1', () => {
    const { stacks } = testApp({ env: { account: '111111111111', region: 'us-east-1' } });
    expect(JSON.stringify(webAclId(Template.fromStack(stacks.web)))).toContain('Fn::ImportValue');
  });

  it('is left out with waf: false (`-c waf=false`)', () => {
    const { stacks } = testApp({ env: { account: '111111111111', region: 'eu-west-1' }, waf: false });
    expect(stacks.waf).toBeUndefined();
    expect(webAclId(Template.fromStack(stacks.web))).toBeUndefined();
  });

  it('is left out with a warning when the region is unknown (offline synth)', () => {
    const { app, stacks } = testApp();
    expect(stacks.waf).toBeUndefined();
    expect(webAclId(Template.fromStack(stacks.web))).toBeUndefined();
    const warnings = app.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning');
    expect(JSON.stringify(warnings)).toContain('waf=false');
  });
});
