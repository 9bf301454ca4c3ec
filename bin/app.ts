import { App } from 'aws-cdk-lib';
import { applyNagChecks } from '../infra/nag';
import { buildApp } from '../infra/stacks/app';

// `npx cdk synth -c tenant=acme -c stage=prod [-c mailDomain=acme.edu] [-c supportAddress=help@helpdesk.acme.edu] [-c siteOrigin=https://helpdesk.acme.edu]
//  [-c siteCertificateArn=arn:aws:acm:us-east-1:...] [-c hostedZoneId=Z... -c hostedZoneName=acme.edu]
//  [-c opsEmail=ops@acme.edu] [-c waf=false]` (README "Deploy a tenant")
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function hostedZone(): { hostedZoneId: string; zoneName: string } | undefined {
  const hostedZoneId = context('hostedZoneId');
  const zoneName = context('hostedZoneName');
  if (!hostedZoneId && !zoneName) return undefined;
  if (!hostedZoneId || !zoneName) throw new Error('Pass both -c hostedZoneId= and -c hostedZoneName=.');
  return { hostedZoneId, zoneName };
}

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

const stacks = buildApp(app, {
  tenant: context('tenant') ?? 'demo',
  stage: context('stage') ?? 'dev',
  mailDomain: context('mailDomain'),
  supportAddress: context('supportAddress'),
  siteOrigin: context('siteOrigin'),
  siteCertificateArn: context('siteCertificateArn'),
  siteHostedZone: hostedZone(),
  opsEmail: context('opsEmail'),
  waf: ![false, 'false'].includes(app.node.tryGetContext('waf')),
  // Environment-agnostic when no credentials are around, so synth works offline.
  env: account || region ? { account, region } : undefined,
});
// cdk-nag's AwsSolutions checks on every synth: an unsuppressed finding fails it.
applyNagChecks(app, stacks);
app.synth();
