import { join } from 'node:path';
import { Annotations, type App, type Environment, RemovalPolicy, Tags, Token } from 'aws-cdk-lib';
import {
  type DeployedEndpoint,
  deployedEndpoints,
  jobKey,
  repoRoot,
  type ScheduledJob,
  scheduledJobs,
} from '../routes';
import { ApiRoutesStack } from './api-routes-stack';
import { planApiStacks, type RouteSpec } from './api-split';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { bundledFunctionCode, type FunctionCodeProvider, functionRuntime } from './function-runtime';
import { JobsStack } from './jobs-stack';
import { INBOUND_MAIL_PREFIX, MailStack } from './mail-stack';
import { OpsStack } from './ops-stack';
import { WafStack, wafRegion } from './waf-stack';
import { type SiteDomainSettings, WebStack } from './web-stack';

export interface BuildAppOptions {
  tenant: string;
  stage: string;
  env?: Environment;
  /** Defaults to `<tenant>.helpdesk.example`. */
  mailDomain?: string;
  /** The support address mail is received at (`-c supportAddress=`, issue 19); absent: no receiving. */
  supportAddress?: string;
  /**
   * The site's public origin when it has a custom domain (`https://helpdesk.acme.edu`). Without one
   * the site is `https://<id>.cloudfront.net`, unknown to the data stack, so the attachments CORS
   * rule allows `https://*.cloudfront.net` (presigned URLs, not CORS, are what authorize access).
   */
  siteOrigin?: string;
  /**
   * With `siteOrigin`: the ARN of a us-east-1 ACM certificate for its host (`-c siteCertificateArn=`),
   * and/or the Route 53 zone holding it (`-c hostedZoneId= -c hostedZoneName=`), which gets the alias
   * records and, without a certificate, validates a new one. Without either, the distribution has
   * no alias and the domain is wired by hand, as before.
   */
  siteCertificateArn?: string;
  siteHostedZone?: { hostedZoneId: string; zoneName: string };
  /** Defaults to the endpoints whose handler files exist. */
  endpoints?: readonly (RouteSpec | DeployedEndpoint)[];
  /** Defaults to `scheduledJobs` from infra/routes.ts. */
  jobs?: readonly ScheduledJob[];
  /** Defaults to the prebuilt bundles in dist/functions. */
  functionCode?: FunctionCodeProvider;
  /** Defaults to dist/web. */
  webBuildDir?: string;
  /** Where the alarms are mailed (`-c opsEmail=`). */
  opsEmail?: string;
  /**
   * A WAF web ACL with a per-address rate rule on /api/ in front of CloudFront (default on;
   * `-c waf=false` leaves it out). It lives in us-east-1, so it needs the tenant's region known.
   */
  waf?: boolean;
}

export interface HelpdeskStacks {
  data: DataStack;
  mail: MailStack;
  api: ApiStack;
  web: WebStack;
  apiRoutes: ApiRoutesStack[];
  jobs: JobsStack;
  ops: OpsStack;
  /** In us-east-1; absent with `waf: false` or when the region is unknown. */
  waf?: WafStack;
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
  const mail = new MailStack(app, `${prefix}Mail`, {
    env,
    mailDomain,
    supportAddress: options.supportAddress,
    removalPolicy,
  });
  const waf = wafStack(app, prefix, options);
  const api = new ApiStack(app, `${prefix}Api`, { env, apiName: `${prefix}Api`, removalPolicy });
  const web = new WebStack(app, `${prefix}Web`, {
    env,
    buildDir: options.webBuildDir ?? join(repoRoot, 'dist', 'web'),
    apiDomainName: api.apiDomainName,
    attachmentsDomainName: data.attachmentsBucket.bucketRegionalDomainName,
    originVerifySecret: data.originVerifySecret,
    removalPolicy,
    webAclArn: waf?.webAcl.attrArn,
    // The web ACL lives in us-east-1; CDK carries its ARN over (SSM parameters) when regions differ.
    crossRegionReferences: waf !== undefined && env?.region !== wafRegion,
    domain: siteDomain(options),
  });

  const runtime = functionRuntime({ tenant, stage, appUrl: options.siteOrigin ?? web.siteUrl, data, mail });
  const apiRoutes = planApiStacks(endpoints).map(
    (plan) =>
      new ApiRoutesStack(app, `${prefix}${plan.name}`, {
        env,
        httpApi: api.httpApi,
        routes: plan.routes,
        functionCode,
        runtime,
        removalPolicy,
      }),
  );

  const jobsStack = new JobsStack(app, `${prefix}Jobs`, {
    env,
    jobs,
    table: data.table,
    functionCode,
    runtime,
    removalPolicy,
    inboundMail: mail.inboundBucket
      ? { supportAddress: mail.supportAddress, bucket: mail.inboundBucket, prefix: INBOUND_MAIL_PREFIX }
      : undefined,
  });

  const singleRunKeys = new Set(jobs.filter((job) => job.singleRun).map((job) => jobKey(job.name)));
  const watched = [...apiRoutes, jobsStack].flatMap((stack) =>
    [...stack.functions].map(([key, apiFunction]) => ({
      key,
      function: apiFunction.function,
      throttlesExpected: singleRunKeys.has(key),
    })),
  );
  const ops = new OpsStack(app, `${prefix}Ops`, {
    env,
    tenant,
    stage,
    opsEmail: options.opsEmail,
    httpApi: api.httpApi,
    table: data.table,
    indexNames: data.indexNames,
    functions: watched,
    jobs: jobs.flatMap((job) => {
      const jobFunction = jobsStack.functions.get(jobKey(job.name));
      return jobFunction ? [{ ...job, key: jobKey(job.name), function: jobFunction.function }] : [];
    }),
  });
  return { data, mail, api, web, apiRoutes, jobs: jobsStack, ops, waf };
}

/** The site's custom domain when a certificate or a hosted zone comes with `siteOrigin`. */
function siteDomain(options: BuildAppOptions): SiteDomainSettings | undefined {
  const { siteOrigin, siteCertificateArn, siteHostedZone } = options;
  if (!siteOrigin || (!siteCertificateArn && !siteHostedZone)) return undefined;
  return { domainName: new URL(siteOrigin).hostname, certificateArn: siteCertificateArn, hostedZone: siteHostedZone };
}

/** The us-east-1 stack holding the CloudFront web ACL, unless turned off or the region is unknown. */
function wafStack(app: App, prefix: string, options: BuildAppOptions): WafStack | undefined {
  if (options.waf === false) return undefined;
  const region = options.env?.region;
  if (!region || Token.isUnresolved(region)) {
    Annotations.of(app).addWarningV2(
      'helpdesk:Waf.regionUnknown',
      'No WAF web ACL: the tenant region is unknown (environment-agnostic synth). Set CDK_DEFAULT_REGION (the CDK CLI does with credentials), or pass `-c waf=false`.',
    );
    return undefined;
  }
  return new WafStack(app, `${prefix}Waf`, { env: { account: options.env?.account, region: wafRegion } });
}
