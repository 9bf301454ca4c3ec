import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';

/** One local stack (emulators + API server, data in memory) for the whole integration run. */

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    smtpPort: number;
    stackEnv: Record<string, string>;
  }
}

let stack: LocalStack | undefined;

export async function setup(project: TestProject) {
  const port = Number(process.env.INTEGRATION_PORT ?? 3500);
  // The bundles in dist/functions, what deploys (built first when stale).
  stack = await startLocalStack({ port, dataDir: null, tenant: 'demo', functions: 'bundles' });
  project.provide('apiUrl', stack.url);
  project.provide('smtpPort', stack.ports.smtp);
  const names = [
    'TABLE_NAME',
    'BUCKET_NAME',
    'TENANT',
    'STAGE',
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'DYNAMODB_ENDPOINT',
    'S3_ENDPOINT',
    'SES_ENDPOINT',
    'MAIL_FROM',
    'APP_URL',
    'JWT_SECRET',
    'SMTP_KEY',
    'ORIGIN_VERIFY_SECRET',
    'SUPPORT_ADDRESS',
    'MAIL_REPLY_KEY',
    'INBOUND_MAIL_PREFIX',
  ];
  project.provide('stackEnv', Object.fromEntries(names.map((name) => [name, process.env[name] ?? ''])));
}

export async function teardown() {
  await stack?.stop();
}
