import { outboxKey } from '@functions/db/keys';
import { queuedMailStreamFilter } from '@functions/db/streamTriggers';
import { matchesFilterPattern } from '@infra/local/mail-trigger';
import { describe, expect, it } from 'vitest';

/** The local stream reader applies the mail job's event filter as Lambda does. */

const record = (eventName: string, key: { PK: string; SK: string }) => ({
  eventName,
  dynamodb: { Keys: { PK: { S: key.PK }, SK: { S: key.SK } } },
});

describe('the mail job trigger filter', () => {
  const at = '2026-11-24T05:00:00.000Z';
  it('matches a mail newly put in the pending partition', () => {
    expect(matchesFilterPattern(queuedMailStreamFilter, record('INSERT', outboxKey('pending', at, 'a')))).toBe(true);
  });

  it('ignores claims, sent and failed mails, and other items', () => {
    expect(matchesFilterPattern(queuedMailStreamFilter, record('MODIFY', outboxKey('pending', at, 'a')))).toBe(false);
    expect(matchesFilterPattern(queuedMailStreamFilter, record('REMOVE', outboxKey('pending', at, 'a')))).toBe(false);
    expect(matchesFilterPattern(queuedMailStreamFilter, record('INSERT', outboxKey('sent', at, 'a')))).toBe(false);
    expect(matchesFilterPattern(queuedMailStreamFilter, record('INSERT', outboxKey('failed', at, 'a')))).toBe(false);
    expect(matchesFilterPattern(queuedMailStreamFilter, record('INSERT', { PK: 'TICKET#1', SK: 'TICKET' }))).toBe(
      false,
    );
    expect(matchesFilterPattern(queuedMailStreamFilter, { eventName: 'INSERT' })).toBe(false);
  });
});
