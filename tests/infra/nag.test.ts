import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { applyNagChecks } from '../../infra/nag';
import { scheduledJobs } from '../../infra/routes';
import type { BuildAppOptions, HelpdeskStacks } from '../../infra/stacks/app';
import { contractRoutes, emptyDir, testApp } from './support';

const webBuild = () => {
  const dir = join(emptyDir(), 'web');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  return dir;
};

/** A few endpoints from every API group (the rules see the same resources for each). */
const someRoutesOfEveryArea = () => {
  const routes = contractRoutes();
  const areas = [...new Set(routes.map((route) => route.endpoint.area))];
  return areas.flatMap((area) => routes.filter((route) => route.endpoint.area === area).slice(0, 2));
};

const everyStack = (stacks: HelpdeskStacks): Stack[] => [
  stacks.data,
  stacks.mail,
  stacks.api,
  stacks.web,
  stacks.jobs,
  stacks.ops,
  ...(stacks.waf ? [stacks.waf] : []),
  ...stacks.apiRoutes,
];

function nagged(options: Partial<BuildAppOptions>) {
  const { app, stacks } = testApp({
    endpoints: someRoutesOfEveryArea(),
    // The real jobs: the mail job's stream trigger adds its own grants.
    jobs: scheduledJobs,
    webBuildDir: webBuild(),
    opsEmail: 'ops@acme.edu',
    ...options,
  });
  applyNagChecks(app, stacks);
  app.synth();
  return everyStack(stacks);
}

const unsuppressedErrors = (stacks: Stack[]) =>
  stacks.flatMap((stack) =>
    Annotations.fromStack(stack)
      .findError('*', Match.stringLikeRegexp('AwsSolutions-'))
      .map((finding) => `${finding.id}: ${String(finding.entry.data).slice(0, 120)}`),
  );

describe('cdk-nag AwsSolutions', () => {
  it.each([
    [
      'prod in eu-west-1 (WAF in us-east-1), receiving mail',
      {
        stage: 'prod',
        env: { account: '111111111111', region: 'eu-west-1' },
        supportAddress: 'help@helpdesk.acme.edu',
      },
    ],
    ['dev in us-east-1', { stage: 'dev', env: { account: '111111111111', region: 'us-east-1' } }],
    ['dev, region unknown, no WAF', { stage: 'dev' }],
  ] as const)('finds no unsuppressed error in any stack: %s', (_, options) => {
    const stacks = nagged(options);
    expect(stacks.length).toBeGreaterThanOrEqual(9);
    expect(unsuppressedErrors(stacks)).toEqual([]);
  });

  it('gives every suppression a one-line reason', () => {
    const stacks = nagged({ stage: 'prod', env: { account: '111111111111', region: 'eu-west-1' } });
    let suppressions = 0;
    for (const stack of stacks) {
      for (const resource of Object.values(Template.fromStack(stack).toJSON().Resources ?? {}) as {
        Metadata?: { cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] } };
      }[]) {
        for (const rule of resource.Metadata?.cdk_nag?.rules_to_suppress ?? []) {
          suppressions += 1;
          expect(rule.id).toMatch(/^AwsSolutions-/);
          expect(rule.reason.length, rule.id).toBeGreaterThan(20);
          expect(rule.reason, rule.id).not.toMatch(/\n/);
        }
      }
    }
    expect(suppressions).toBeGreaterThan(0);
  });

  it('fails on a finding nobody suppressed', () => {
    const { app, stacks } = testApp({ webBuildDir: webBuild() });
    // A second, unreviewed bucket without TLS enforcement.
    new s3.Bucket(stacks.data, 'Unreviewed');
    applyNagChecks(app, stacks);
    app.synth();
    expect(unsuppressedErrors([stacks.data]).join('\n')).toMatch(/AwsSolutions-S10/);
  });
});
