import { join } from 'node:path';
import { Annotations, type App, type Environment, RemovalPolicy, Tags } from 'aws-cdk-lib';
import { type DeployedEndpoint, deployedEndpoints, repoRoot, scheduledJobs } from '../routes';
import { ApiRoutesStack } from './api-routes-stack';
import { otherAreasGroup, planApiStacks, type RouteSpec, unassignedAreas } from './api-split';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { bundledFunctionCode, type FunctionCodeProvider, functionRuntime } from './function-runtime';
import { JobsStack, type ScheduledJob } from './jobs-stack';
import { MailStack } from './mail-stack';
import { WebStack } from './web-stack';

export interface BuildAppOptions {
  tenant: string;
  stage: string;
  env?: Environment;
  /** Defaults to `<tenant>.helpdesk.example`. */
  mailDomain?: string;
  /**
   * The site's public origin when it has a custom domain (`https://helpdesk.acme.edu`). Without one
   * the site is `https://<id>.cloudfront.net`, unknown to the data stack, so the attachments CORS
   * rule allows `https://*.cloudfront.net` (presigned URLs, not CORS, are what authorize access).
   */
  siteOrigin?: string;
  /** Defaults to the endpoints whose handler files exist. */
  endpoints?: readonly (RouteSpec | DeployedEndpoint)[];
  /** Defaults to `scheduledJobs` from infra/routes.ts. */
  jobs?: readonly ScheduledJob[];
  /** Defaults to the prebuilt bundles in dist/functions. */
  functionCode?: FunctionCodeProvider;
  /** Defaults to dist/web. */
  webBuildDir?: string;
}

export interface HelpdeskStacks {
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
  apiRoutes: ApiRoutesStack[];
  jobs: JobsStack;
}

const namePart = /^[A-Za-z][A-Za-z0-9-]*$/;

export const stackPrefix = (tenant: string, stage: string): string => `Helpdesk-${tenant}-${stage}-`;

/**
 * The tenant's stack set. Dependencies run one way: Data, Mail and Api first; Web reads the API
 * host and the attachments host; the route and job stacks read all of them. The stateful Data
 * stack depends on nothing, so every other stack can be replaced freely.
 */
export function buildApp(app: App, options: BuildAppOptions): HelpdeskStacks {
  const { tenant, stage, env } = options;
  for (const [name, value] of Object.entries({ tenant, stage })) {
    if (!namePart.test(value)) throw new Error(`${name} "${value}" must start with a letter and use A-Z, a-z, 0-9, -`);
  }
  const prefix = stackPrefix(tenant, stage);
  const removalPolicy = stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
  const functionCode = options.functionCode ?? bundledFunctionCode();
  const endpoints = options.endpoints ?? deployedEndpoints();
  const jobs = options.jobs ?? scheduledJobs;
  const mailDomain = options.mailDomain ?? `${tenant.toLowerCase()}.helpdesk.example`;

  Tags.of(app).add('app', 'helpdesk');
  Tags.of(app).add('tenant', tenant);
  Tags.of(app).add('stage', stage);

  const data = new DataStack(app, `${prefix}Data`, {
    env,
    removalPolicy,
    siteOrigins: [options.siteOrigin ?? 'https://*.cloudfront.net'],
  });
  const mail = new MailStack(app, `${prefix}Mail`, { env, mailDomain });
  const api = new ApiStack(app, `${prefix}Api`, { env, apiName: `${prefix}Api` });
  const web = new WebStack(app, `${prefix}Web`, {
    env,
    buildDir: options.webBuildDir ?? join(repoRoot, 'dist', 'web'),
    apiDomainName: api.apiDomainName,
    attachmentsDomainName: data.attachmentsBucket.bucketRegionalDomainName,
    originVerifySecret: data.originVerifySecret,
    removalPolicy,
  });

  const runtime = functionRuntime({ tenant, stage, appUrl: options.siteOrigin ?? web.siteUrl, data, mail });
  const stray = unassignedAreas(endpoints);
  const apiRoutes = planApiStacks(endpoints).map((plan) => {
    const stack = new ApiRoutesStack(app, `${prefix}${plan.name}`, {
      env,
      httpApi: api.httpApi,
      routes: plan.routes,
      functionCode,
      runtime,
      removalPolicy,
    });
    if (plan.name.startsWith(`Api${otherAreasGroup}`)) {
      Annotations.of(stack).addWarningV2(
        'helpdesk:ApiSplit.unassignedArea',
        `Areas ${stray.join(', ')} have no group in infra/stacks/api-split.ts; add them to one.`,
      );
    }
    return stack;
  });

  const jobsStack = new JobsStack(app, `${prefix}Jobs`, {
    env,
    jobs,
    table: data.table,
    functionCode,
    runtime,
    removalPolicy,
  });
  return { data, mail, api, web, apiRoutes, jobs: jobsStack };
}
