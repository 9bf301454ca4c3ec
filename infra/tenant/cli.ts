import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localStackEnvironment } from '../local/environment';
import type { CloudFormationApi } from './aws';

/**
 * `npm run tenant -- bootstrap --admin-email <e-mail> --admin-name "<full name>" [--force]`
 * creates a tenant's first central admin and prints its single-use set-password link.
 * `npm run tenant -- backfill-search` puts the search index items of tickets created before the
 * indexes existed (idempotent: a second run puts nothing).
 *
 * Locally it targets the running stack of `PORT` (as `npm start` does; `HELPDESK_DATA_DIR` only
 * names the folder in hints). With `--tenant <name> --stage <stage>` it targets the deployed
 * tenant in AWS, found from its stack outputs with the caller's credentials (`--region` optional,
 * `--site-url` when the site has a custom domain). Both paths run the same core functions.
 */

const USAGE = `Usage:
  npm run tenant -- bootstrap --admin-email <e-mail> --admin-name "<full name>" [--force]
      the local stack of PORT (default 3000)
  npm run tenant -- bootstrap --tenant <tenant> --stage <stage> --admin-email <e-mail> --admin-name "<full name>"
      [--region <region>] [--site-url <https://custom.domain>] [--force]
      a deployed tenant, with your AWS credentials
  npm run tenant -- backfill-search [--tenant <tenant> --stage <stage> [--region <region>]]
      puts the search index items tickets created before the indexes lack; a second run puts nothing`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Injected by tests; by default the AWS SDK's CloudFormation client. */
  cloudFormation?: (region?: string) => Promise<CloudFormationApi>;
  env?: NodeJS.ProcessEnv;
}

class CliError extends Error {}

/** Points this process at the running local stack, after checking it answers. */
async function targetLocalStack(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new CliError(`PORT "${env.PORT}" is not a port number.`);
  const target = localStackEnvironment(port);
  const client = new DynamoDBClient({
    region: target.AWS_REGION,
    endpoint: target.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: target.TABLE_NAME }));
  } catch (error) {
    const dataDir = env.HELPDESK_DATA_DIR ? ` HELPDESK_DATA_DIR=${env.HELPDESK_DATA_DIR}` : '';
    const detail =
      (error as { name?: string }).name === 'ResourceNotFoundException' ? 'has no table yet' : 'is not answering';
    throw new CliError(
      `No local stack found on port ${port} (DynamoDB Local at ${target.DYNAMODB_ENDPOINT} ${detail}). ` +
        `Start it first: PORT=${port}${dataDir} HELPDESK_DEMO=false npm start`,
    );
  } finally {
    client.destroy();
  }
  return target;
}

async function targetAws(
  io: CliIo,
  values: { tenant?: string; stage?: string; region?: string; 'site-url'?: string },
): Promise<Record<string, string>> {
  const { awsCloudFormation, findDeployedTenant, TenantLookupError } = await import('./aws');
  if (!values.tenant || !values.stage) throw new CliError('--tenant and --stage go together.');
  try {
    const api = await (io.cloudFormation ?? awsCloudFormation)(values.region);
    const tenant = await findDeployedTenant(api, values.tenant, values.stage);
    return {
      TABLE_NAME: tenant.tableName,
      APP_URL: (values['site-url'] ?? tenant.siteUrl).replace(/\/+$/, ''),
      TENANT: values.tenant,
      STAGE: values.stage,
      AWS_REGION: tenant.region,
    };
  } catch (error) {
    if (error instanceof TenantLookupError) throw new CliError(error.message);
    throw error;
  }
}

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      force: { type: 'boolean', default: false },
      tenant: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
      'site-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** Runs the command; answers the exit code. */
export async function runTenantCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const command = positionals[0];
  if ((command !== 'bootstrap' && command !== 'backfill-search') || positionals.length > 1) {
    io.err(`Unknown command: ${positionals.join(' ') || '(none)'}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'bootstrap' && (!values['admin-email'] || !values['admin-name'])) {
    io.err(`bootstrap needs --admin-email and --admin-name.\n\n${USAGE}`);
    return 2;
  }

  const env = io.env ?? process.env;
  try {
    const onAws = values.tenant !== undefined || values.stage !== undefined;
    const target = onAws ? await targetAws(io, values) : await targetLocalStack(env);
    if (onAws) delete env.DYNAMODB_ENDPOINT;
    Object.assign(env, target);
    return command === 'bootstrap'
      ? await bootstrap(io, target, values['admin-email'] as string, values['admin-name'] as string, values.force)
      : await backfillSearch(io, target);
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function bootstrap(
  io: CliIo,
  target: Record<string, string>,
  adminEmail: string,
  adminName: string,
  force: boolean | undefined,
): Promise<number> {
  // Loaded once the environment names the tenant (functions/lib/env reads it when first used).
  const { bootstrapFirstAdmin, BootstrapRefusedError } = await import('../../functions/core/tenantBootstrap');
  try {
    const result = await bootstrapFirstAdmin({ adminEmail, adminName, force });
    io.err(
      `${result.created ? 'Created' : 'Made central admin:'} user ${result.userId} (${adminEmail.trim().toLowerCase()}) ` +
        `in table ${target.TABLE_NAME}; the link is also queued as a mail (valid 72 hours, single use).`,
    );
    io.out(`Set-password link: ${result.link}`);
    return 0;
  } catch (error) {
    if (error instanceof BootstrapRefusedError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** Progress every 10,000 ticket numbers, then the totals on stdout. */
async function backfillSearch(io: CliIo, target: Record<string, string>): Promise<number> {
  const { backfillSearchIndexes } = await import('../../functions/core/searchBackfill');
  const result = await backfillSearchIndexes((state) => {
    if (state.throughNumber % 10_000 === 0) {
      io.err(`  tickets 1–${state.throughNumber}: ${state.tickets} found, ${state.written} index items put`);
    }
  });
  io.out(
    `Search backfill of table ${target.TABLE_NAME}: ${result.tickets} tickets (numbers 1–${result.highestNumber}), ` +
      `${result.written} index items put.`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await runTenantCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
}
