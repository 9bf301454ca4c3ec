import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../functions/db/table';
import { getTenantSettings } from '../../functions/db/tenantSettings';
import { oidcCallback } from '../../shared/contract/singleSignOn';
import { eventFunctions, jobTimeoutMinutes, repoRoot, scheduledJobs } from '../routes';
import { originOf, securityHeaders } from '../web-headers';
import { createApiServer } from './api-server';
import { type QuarterProgress, type QuarterRun, type QuarterSummary, writeDemoQuarter } from './demoQuarter';
import { beginQuarterJournal, QUARTER_JOURNAL, quarterState } from './demoQuarterJournal';
import { assertPortFree, type RunningService, startDynamoDb, startS3, startSes } from './emulators';
import { BUCKET_NAME, LOCAL_OIDC_CLIENT_ID, localStackEnvironment, localStackPorts, TABLE_NAME } from './environment';
import { ensureBundles, type FunctionSourceKind, functionSet } from './functions';
import { lambdaContext } from './lambda-event';
import { closeHttpServer, listenLocally } from './listen';
import { localHooks, sweepSome } from './local-hooks';
import { startTableTriggers as startStreamTriggers } from './mail-trigger';
import { localOidcIssuer, startLocalOidcProvider } from './oidc-provider';
import { DEMO_PASSWORD, demoOidcAccounts, seedDemoSignOn, seedDemoTenant, startEmptyTenant } from './seed';
import { startSmtpListener } from './smtp-listener';

/**
 * The whole product on loopback: emulators, the API server with the built web app on one origin,
 * and the scheduled jobs on a timer. Used by `npm start`, the integration and e2e tests, and the bench.
 */

export interface LocalStackOptions {
  port: number;
  /** Where DynamoDB Local, s3rver and the local secrets keep their files; null keeps data in memory. */
  dataDir: string | null;
  tenant?: string;
  /** Seed the demo tenant on first run (default). False starts an empty tenant: see `npm run tenant`. */
  demo?: boolean;
  /**
   * With the demo tenant, also its lived-in quarter of tickets (demoQuarter.ts), on a fresh data
   * folder (or what an interrupted start left unwritten). `background` (`npm start`): the server
   * starts first and the quarter is written behind it, the scheduled jobs and mail triggers waiting
   * for its end (so the overdue sweep never sees a half-written ticket at today's time, and the
   * feedback links are still in the outbox); `true`: written before this resolves (its test). The
   * test tiers and the bench leave it out (they count their own fixtures).
   */
  demoQuarter?: boolean | 'background';
  /** The demo quarter's seed, last moment and size (tests shrink it); default: the fixed seed, now, 600. */
  demoQuarterPlan?: { seed?: number; end?: number; tickets?: number };
  /** Told after each ticket of a background quarter is written. */
  demoQuarterProgress?: (progress: QuarterProgress) => void;
  /** Keep DynamoDB's data in memory even with a data folder (the bench: bulk loads are 4x faster). */
  inMemoryTable?: boolean;
  /** Run the scheduled jobs on their timers (off in tests, which run them on demand). */
  runSchedules?: boolean;
  log?: (line: string) => void;
  /**
   * `bundles`: the built dist/functions, what deploys (built first when stale); the integration,
   * security and browser tiers use them. `sources` (default): the TypeScript sources, for `npm start`.
   */
  functions?: FunctionSourceKind;
}

export interface LocalStack {
  url: string;
  ports: ReturnType<typeof localStackPorts>;
  /** The local OpenID Connect provider's issuer URL. */
  oidcIssuer: string;
  inboxUrl: string;
  dataDir: string;
  /**
   * Runs the jobs with a table trigger within a second of a matching write, as their event source
   * mappings do in AWS (started by runSchedules; the bench starts them once its data is loaded).
   */
  startTableTriggers(): Promise<void>;
  stop(): Promise<void>;
  /** What this start wrote of the demo quarter, when it waited for it (absent when it wrote none). */
  demoQuarter?: QuarterSummary;
  /** The data folder's demo quarter: none, being written behind the running server, or written. */
  demoQuarterState: 'none' | 'writing' | 'written' | 'unfinished';
  /** The background quarter: its size, and when it ends (the scheduled jobs start then). */
  demoQuarterWriting?: { total: number; done: Promise<QuarterSummary> };
}

export { BUCKET_NAME, localStackEnvironment, localStackPorts, TABLE_NAME } from './environment';

interface LocalSecrets {
  jwtSecret: string;
  smtpKey: string;
  /** The value the local edge sends as CloudFront's origin secret header (shared/contract/edge.ts). */
  originVerify: string;
  /** The local OpenID Connect provider's client secret and cookie key (issue 20). */
  oidcClientSecret: string;
  oidcCookieKey: string;
  /** Signs ticket reply addresses (functions/lib/replyAddress.ts). */
  mailReplyKey: string;
}

/** Local secrets are generated once per data folder so sessions survive a restart. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'local-secrets.json');
  const stored: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets: LocalSecrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    smtpKey: stored.smtpKey ?? randomBytes(32).toString('base64'),
    originVerify: stored.originVerify ?? randomBytes(32).toString('base64url'),
    oidcClientSecret: stored.oidcClientSecret ?? randomBytes(32).toString('base64url'),
    oidcCookieKey: stored.oidcCookieKey ?? randomBytes(32).toString('base64url'),
    mailReplyKey: stored.mailReplyKey ?? randomBytes(32).toString('base64url'),
  };
  if (Object.keys(stored).length < Object.keys(secrets).length) {
    writeFileSync(file, JSON.stringify({ ...stored, ...secrets }), { mode: 0o600 });
  }
  return secrets;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const tenant = options.tenant ?? 'demo';
  const port = options.port;
  const ports = localStackPorts(port);
  const dataDir = options.dataDir ? resolve(options.dataDir) : mkdtempSync(join(tmpdir(), 'helpdesk-'));
  mkdirSync(dataDir, { recursive: true });
  const log = options.log ?? (() => undefined);

  await assertPortFree(ports.web, 'web and API');
  await assertPortFree(ports.dynamodb, 'DynamoDB Local');
  await assertPortFree(ports.s3, 's3rver');
  await assertPortFree(ports.ses, 'aws-ses-v2-local');
  await assertPortFree(ports.oidc, 'the local OpenID Connect provider');
  await assertPortFree(ports.smtp, 'the inbound SMTP listener');

  const secrets = localSecrets(dataDir);
  Object.assign(process.env, {
    ...localStackEnvironment(port, tenant),
    JWT_SECRET: secrets.jwtSecret,
    SMTP_KEY: secrets.smtpKey,
    ORIGIN_VERIFY_SECRET: secrets.originVerify,
    MAIL_REPLY_KEY: secrets.mailReplyKey,
  });
  // Operators' JSON logs and EMF metrics are for CloudWatch; locally they would bury the console.
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

  const running: RunningService[] = [];
  const stopAll = async () => {
    for (const service of running.reverse()) await service.stop().catch(() => undefined);
    running.length = 0;
  };

  let demoQuarter: QuarterSummary | undefined;
  let quarterRun: QuarterRun | undefined;
  let stopped = false;
  const quarterJournal = join(dataDir, QUARTER_JOURNAL);
  let triggersStarted = false;
  let startTableTriggers = async (): Promise<void> => {
    throw new Error('The local stack has not started.');
  };
  const functions = functionSet(options.functions ?? 'sources');
  if (functions.kind === 'bundles') await ensureBundles(log);

  try {
    log(`Starting DynamoDB Local on ${ports.dynamodb}…`);
    running.push(
      await startDynamoDb(ports.dynamodb, options.dataDir && !options.inMemoryTable ? join(dataDir, 'dynamodb') : null),
    );
    running.push(await startS3(ports.s3, join(dataDir, 's3'), BUCKET_NAME));
    running.push(await startSes(ports.ses));

    const admin = new DynamoDBClient({
      region: 'us-east-1',
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    if (await ensureTable(admin, TABLE_NAME)) log('Created the table.');
    admin.destroy();
    const oidcIssuer = localOidcIssuer(ports.oidc);
    if (options.demo === false) {
      if (await startEmptyTenant(tenant)) log('Started an empty tenant (no demo data).');
    } else {
      const quarter = options.demoQuarter ?? false;
      // A fresh table: its quarter's journal first, so that a start cut short finishes it.
      if (quarter !== false && !(await getTenantSettings())) {
        beginQuarterJournal(quarterJournal, options.demoQuarterPlan ?? {});
      }
      if (await seedDemoTenant(tenant, { quarter: quarter !== false })) log('Seeded the demo tenant.');
      if (quarter === true && quarterState(quarterJournal) === 'unfinished') {
        demoQuarter = await writeDemoQuarter({ journal: quarterJournal, log }).done;
        log(
          `Wrote the demo quarter: ${demoQuarter.tickets} tickets (${demoQuarter.events} steps, ${demoQuarter.requests} DynamoDB requests) in ${(demoQuarter.milliseconds / 1000).toFixed(1)} s.`,
        );
      }
      const demoSignOn = { issuer: oidcIssuer, clientId: LOCAL_OIDC_CLIENT_ID, clientSecret: secrets.oidcClientSecret };
      if (await seedDemoSignOn(demoSignOn)) log("Configured the demo tenant's single sign-on (Demo SSO).");
    }
    log(`Starting the local OpenID Connect provider on ${ports.oidc}…`);
    running.push(
      await startLocalOidcProvider({
        port: ports.oidc,
        clientId: LOCAL_OIDC_CLIENT_ID,
        clientSecret: secrets.oidcClientSecret,
        redirectUri: `${process.env.APP_URL}${oidcCallback.path}`,
        accounts: demoOidcAccounts(),
        password: DEMO_PASSWORD,
        cookieKey: secrets.oidcCookieKey,
      }),
    );

    const runJob = async (name: string, input?: Record<string, unknown>) => {
      if (name === 'overdueSweep' && input) return sweepSome(input);
      const job = scheduledJobs.find((entry) => entry.name === name);
      if (!job) throw new Error(`No scheduled job named ${name}`);
      const handler = await functions.job(job);
      return handler(
        { source: 'local.scheduler', 'detail-type': 'Scheduled Event' } as never,
        lambdaContext(job.name, jobTimeoutMinutes(job) * 60_000),
      );
    };
    startTableTriggers = async () => {
      if (triggersStarted) return;
      triggersStarted = true;
      const triggers = scheduledJobs.flatMap((job) =>
        job.tableTrigger ? [{ job: job.name, pattern: job.tableTrigger }] : [],
      );
      if (triggers.length === 0) return;
      running.push(
        await startStreamTriggers({
          dynamodbEndpoint: String(process.env.DYNAMODB_ENDPOINT),
          tableName: TABLE_NAME,
          triggers,
          runJob: (name) => runJob(name),
          log,
        }),
      );
    };
    const server: Server = createApiServer({
      webRoot: join(repoRoot, 'dist', 'web'),
      functions,
      // The attachments origin is the S3 endpoint the browser is given (presigned URLs).
      securityHeaders: securityHeaders(originOf(process.env.S3_ENDPOINT ?? `http://127.0.0.1:${ports.s3}`)),
      originSecret: secrets.originVerify,
      runJob,
      localHooks,
    });
    await listenLocally(server, ports.web);
    running.push({
      stop: () => closeHttpServer(server),
    });

    const inboundMail = eventFunctions.find((entry) => entry.name === 'inboundMail')!;
    running.push(
      await startSmtpListener({
        port: ports.smtp,
        supportAddress: String(process.env.SUPPORT_ADDRESS),
        s3Endpoint: String(process.env.S3_ENDPOINT),
        bucket: BUCKET_NAME,
        prefix: String(process.env.INBOUND_MAIL_PREFIX),
        invoke: async (event) => (await functions.job(inboundMail))(event as never, lambdaContext(inboundMail.name)),
        log,
      }),
    );

    const startSchedules = async () => {
      if (!options.runSchedules || stopped) return;
      for (const job of scheduledJobs) {
        const timer = setInterval(async () => {
          try {
            await runJob(job.name);
          } catch (error) {
            console.error(`Scheduled job ${job.name} failed:`, error);
          }
        }, job.everyMinutes * 60_000);
        running.push({ stop: async () => clearInterval(timer) });
      }
      // Jobs with a table trigger (the mail and export jobs) also run within a second of a
      // matching write, as the event source mapping runs them in AWS; the timers stay as backstop.
      await startTableTriggers();
    };
    if (options.demoQuarter === 'background' && quarterState(quarterJournal) === 'unfinished') {
      quarterRun = writeDemoQuarter({
        journal: quarterJournal,
        log,
        progress: options.demoQuarterProgress,
        tolerant: true,
      });
      const run = quarterRun;
      running.push({ stop: () => run.stop() });
      run.done.then(startSchedules, (error) => {
        console.error('Writing the demo quarter failed:', error);
        return startSchedules();
      });
    } else {
      await startSchedules();
    }
  } catch (error) {
    stopped = true;
    await stopAll();
    throw error;
  }

  return {
    url: `http://localhost:${port}`,
    ports,
    oidcIssuer: localOidcIssuer(ports.oidc),
    inboxUrl: `http://localhost:${ports.ses}`,
    dataDir,
    startTableTriggers: () => startTableTriggers(),
    stop: async () => {
      stopped = true;
      await stopAll();
    },
    demoQuarter,
    demoQuarterState: quarterRun
      ? 'writing'
      : { none: 'none' as const, unfinished: 'unfinished' as const, finished: 'written' as const }[
          quarterState(quarterJournal)
        ],
    demoQuarterWriting: quarterRun ? { total: quarterRun.total, done: quarterRun.done } : undefined,
  };
}
