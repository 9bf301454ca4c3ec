import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queuedMailStreamFilter } from '../../functions/db/streamTriggers';
import { startTableTriggers } from '../../infra/local/mail-trigger';
import { loadStackEnv } from './api';
import { stackEnv } from './stack-env';

/**
 * Issue #14: mail goes out within seconds of the event. Under `npm start` a reader of DynamoDB
 * Local's table stream runs the mail job when a mail is queued, as the event source mapping does
 * in AWS. Here the reader runs in the test process with a job runner that only records its calls,
 * so the stack's own jobs stay under the tests' control.
 */

const runs: string[] = [];
let triggers: Awaited<ReturnType<typeof startTableTriggers>> | undefined;

beforeAll(async () => {
  loadStackEnv();
  triggers = await startTableTriggers({
    dynamodbEndpoint: stackEnv().DYNAMODB_ENDPOINT,
    tableName: stackEnv().TABLE_NAME,
    triggers: [{ job: 'mailOutbox', pattern: queuedMailStreamFilter }],
    runJob: async (name) => {
      runs.push(name);
    },
    pollMs: 100,
  });
});

afterAll(async () => {
  await triggers?.stop();
});

describe('the local table trigger', () => {
  it('runs the mail job when a mail is queued', async () => {
    const { queueMail, deletePendingMail } = await import('../../functions/db/outbox');
    const mail = {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      to: ['user@demo.local'],
      subject: `Triggered ${randomUUID()}`,
      text: 'T',
      html: 'H',
      status: 'pending' as const,
      attempts: 0,
      lastError: null,
    };
    expect(runs).toEqual([]);
    await queueMail(mail);
    await vi.waitFor(() => expect(runs).toContain('mailOutbox'), { timeout: 20_000, interval: 100 });
    await deletePendingMail(mail);
  });
});
