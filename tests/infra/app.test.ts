import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { esbuildTarget } from '../../infra/build-functions';
import { ApiFunction, lambdaRuntime } from '../../infra/constructs/api-function';
import { buildApp } from '../../infra/stacks/app';
import { bundledFunctionCode } from '../../infra/stacks/function-runtime';
import { contractRoutes, emptyDir, inlineCode, syntheticRoutes, testApp } from './support';

describe('buildApp', () => {
  it('names every stack Helpdesk-<tenant>-<stage>-*', () => {
    const { app } = testApp({
      tenant: 'acme',
      stage: 'prod',
      endpoints: syntheticRoutes(6, ['user', 'ticket', 'team']),
    });
    const names = app.synth().stacks.map((stack) => stack.stackName);
    expect(names.sort()).toEqual(
      ['Data', 'Mail', 'Api', 'Web', 'ApiAccounts', 'ApiTickets', 'ApiInsights', 'Jobs', 'Ops']
        .map((suffix) => `Helpdesk-acme-prod-${suffix}`)
        .sort(),
    );
  });

  it('synthesizes environment-agnostic, without account or region', () => {
    const { app } = testApp();
    for (const stack of app.synth().stacks) {
      expect(stack.environment.account).toBe('unknown-account');
      expect(stack.environment.region).toBe('unknown-region');
    }
  });

  it('passes CloudFormation validation with the whole contract and a job', () => {
    const outdir = emptyDir();
    const { app } = testApp(
      { endpoints: contractRoutes(), jobs: [{ name: 'overdueSweep', everyMinutes: 15 }] },
      { validate: true, outdir },
    );
    app.synth();
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
    const violations = report.pluginReports.flatMap((plugin: { violations: unknown[] }) => plugin.violations);
    expect(violations).toEqual([]);
    // Validating ~10 templates (the Ops dashboard is large) is slow on a loaded machine.
  }, 300_000);

  it('runs every function of ours on nodejs24.x (arm64) and bundles for that runtime', () => {
    const { app, stacks } = testApp({
      endpoints: contractRoutes(),
      jobs: [
        { name: 'overdueSweep', everyMinutes: 15 },
        { name: 'mailOutbox', everyMinutes: 1 },
      ],
    });
    const ours = app.node.findAll().filter((construct) => construct instanceof ApiFunction);
    expect(ours.length).toBe(contractRoutes().length + 2);
    for (const stack of [...stacks.apiRoutes, stacks.jobs]) {
      Template.fromStack(stack).allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
      });
    }
    expect(lambdaRuntime.name).toBe('nodejs24.x');
    expect(esbuildTarget).toBe('node24');
  });

  it('rejects a tenant or stage that cannot be part of a stack name', () => {
    expect(() => buildApp(new App(), { tenant: 'acme corp', stage: 'dev', functionCode: inlineCode })).toThrow(
      /tenant/,
    );
  });

  it('tells the developer to build the bundles when one is missing', () => {
    expect(() => bundledFunctionCode(emptyDir())('user.login')).toThrow(/npm run build:functions/);
  });
});
