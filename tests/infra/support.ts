import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { repoRoot } from '../../infra/routes';
import type { RouteSpec } from '../../infra/stacks/api-split';
import { type BuildAppOptions, buildApp } from '../../infra/stacks/app';
import type { ApiArea } from '../../shared/contract/areas';
import { type EndpointKind, endpointKey, endpoints, type HttpMethod } from '../../shared/contract/index';

/** Stands in for the prebuilt bundles, so tests never need dist/. */
export const inlineCode = (): lambda.Code => lambda.Code.fromInline('exports.handler = async () => ({});');

/** The contract's endpoints as if every handler existed. */
export const contractRoutes = (): RouteSpec[] =>
  endpoints.map((endpoint) => ({ key: endpointKey(endpoint), endpoint }));

/** `count` made-up endpoints spread over `areas`, every fifth a CSV download. */
export function syntheticRoutes(count: number, areas: readonly ApiArea[]): RouteSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const area = areas[index % areas.length];
    const handler = `synthetic${index}`;
    const method: HttpMethod = index % 3 === 0 ? 'GET' : 'POST';
    const kind: EndpointKind = index % 5 === 0 ? 'csv' : 'json';
    return { key: `${area}.${handler}`, endpoint: { area, handler, method, kind, path: `/api/${area}/${handler}` } };
  });
}

export const contractAreas = (): ApiArea[] => [...new Set(endpoints.map((endpoint) => endpoint.area))];

/** The same CDK context the CLI reads from cdk.json (feature flags included). */
const cdkContext = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

export const emptyDir = (): string => mkdtempSync(join(tmpdir(), 'helpdesk-infra-'));

/**
 * The tenant's app with inline code and no web build. CloudFormation validation is off here (it
 * costs seconds per synth); app.test.ts runs it once over the whole contract.
 */
export function testApp(
  options: Partial<BuildAppOptions> = {},
  appOptions: { validate?: boolean; outdir?: string } = {},
) {
  const app = new App({
    context: cdkContext(),
    builtinCloudFormationValidation: appOptions.validate ?? false,
    outdir: appOptions.outdir,
  });
  const stacks = buildApp(app, {
    tenant: 'acme',
    stage: 'test',
    endpoints: [],
    jobs: [],
    functionCode: inlineCode,
    webBuildDir: emptyDir(),
    ...options,
  });
  return { app, stacks };
}

export const resourceCount = (stack: Stack): number =>
  Object.keys(Template.fromStack(stack).toJSON().Resources ?? {}).length;
