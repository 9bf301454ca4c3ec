import { App } from 'aws-cdk-lib';
import { buildApp } from '../infra/stacks/app';

// `npx cdk synth -c tenant=acme -c stage=prod [-c mailDomain=acme.edu] [-c siteOrigin=https://helpdesk.acme.edu]`
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

buildApp(app, {
  tenant: context('tenant') ?? 'demo',
  stage: context('stage') ?? 'dev',
  mailDomain: context('mailDomain'),
  siteOrigin: context('siteOrigin'),
  // Environment-agnostic when no credentials are around, so synth works offline.
  env: account || region ? { account, region } : undefined,
});
app.synth();
