import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../shared/contract/common';
import {
  deleteUserSettings,
  FILTERS_CLEARED_MESSAGE,
  getUserSettings,
  saveUserSettings,
} from '../../shared/contract/reference';
import { getAllTicketsForCentralPool, getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { login } from '../../shared/contract/users';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester } from '../integration/api';
import { send, tokenOf } from './support';

/**
 * Issue #15 items 2 and 3: every class of bad input answers a clear 4xx, never a 500; saved filter
 * settings are capped, read with paging and cleared in one call.
 */
describe('bad input never gives 500', () => {
  it('refuses ids and keys past the contract maximum with a clear 400', async () => {
    const token = await tokenOf('user');
    const longId = await call(getTicketByTicketId, { id: 'x'.repeat(3_000) }, token);
    expect(longId.status).toBe(400);
    expect(longId.body.message).toMatch(/id: must be at most 64 bytes/);
    // Multi-byte text counts in UTF-8 bytes: 40 characters of 3 bytes each are 120 bytes.
    const multiByte = await call(getTicketByTicketId, { id: '€'.repeat(40) }, token);
    expect(multiByte.status).toBe(400);
  });

  it('refuses free-form maps nested too deep, with empty keys or too large, and stores nothing', async () => {
    const token = await tokenOf('user');
    let deep: unknown = 'bottom';
    for (let level = 0; level < 50; level += 1) deep = { nested: deep };
    for (const dynamicFormJson of [{ issue_summary: deep }, { '': 'x' }, { a: 'x'.repeat(INPUT_LIMITS.formBytes) }]) {
      const answer = await call(saveTicket, requesterTicket(undefined, { dynamicFormJson }), token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Invalid request\. dynamicFormJson/);
    }
  });

  it('sorts by an allow-list: prototype names as orderBy sort by the default column', async () => {
    const token = await tokenOf('central');
    for (const orderBy of ['__proto__', 'hasOwnProperty', 'constructor', 'toString']) {
      const answer = await call(getAllTicketsForCentralPool, { orderBy }, token);
      expect(answer.status, orderBy).toBe(200);
    }
  });

  it('answers a megabyte e-mail at sign-in, malformed JSON and wrong types with 400', async () => {
    const huge = await call(login, { email: `${'a'.repeat(1_048_576)}@demo.local`, password: 'x' });
    expect(huge.status).toBe(400);
    const token = await tokenOf('user');
    const malformed = await send(getTicketByTicketId, { token, body: '{"id": ' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text).message).toBe('The request body is not valid JSON.');
    for (const body of ['[]', '"text"', '42', 'null', '{"id": {"$gt": ""}}', '{"id": [1, 2]}']) {
      expect((await send(getTicketByTicketId, { token, body })).status, body).toBe(400);
    }
  });
});

describe('saved filter settings', () => {
  it('caps a setting at 16 KB and a list at 50, reads them a page at a time and clears them in one call', async () => {
    const owner = await createRequester('91501');
    const tooLarge = await call(
      saveUserSettings,
      [{ settingType: 'myTickets', settingName: 'big', settingValue: 'x'.repeat(INPUT_LIMITS.settingBytes + 1) }],
      owner.token,
    );
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toMatch(/settingValue: must be at most 16384 bytes/);

    for (let batch = 0; batch < 3; batch += 1) {
      const settings = Array.from({ length: batch < 2 ? 20 : 10 }, (_, index) => ({
        settingType: 'myTickets' as const,
        settingName: `filter-${String(batch * 20 + index).padStart(2, '0')}`,
        settingValue: { ticketStatus: ['2', '3'], note: 'é'.repeat(5_000) },
      }));
      expect((await call(saveUserSettings, settings, owner.token)).status).toBe(200);
    }
    const fiftyFirst = await call(
      saveUserSettings,
      [{ settingType: 'myTickets', settingName: 'one-too-many', settingValue: 1 }],
      owner.token,
    );
    expect(fiftyFirst.status).toBe(400);
    expect(fiftyFirst.body.message).toMatch(/at most 50 saved filters/);
    // Replacing a saved name is not a new one.
    const replaced = await call(
      saveUserSettings,
      [{ settingType: 'myTickets', settingName: 'filter-00', settingValue: 'changed' }],
      owner.token,
    );
    expect(replaced.status).toBe(200);

    const whole = await call(getUserSettings, { settingType: 'myTickets' }, owner.token);
    expect(whole.body.data).toHaveLength(50);
    expect(whole.body.totalItems).toBe(50);
    const second = await call(getUserSettings, { settingType: 'myTickets', page: 1, size: 20 }, owner.token);
    expect(second.body.data.map((setting: { settingName: string }) => setting.settingName)).toEqual(
      Array.from({ length: 20 }, (_, index) => `filter-${String(20 + index).padStart(2, '0')}`),
    );

    const cleared = await call(deleteUserSettings, { settingType: 'myTickets' }, owner.token);
    expect(cleared.body).toEqual({ success: true, message: FILTERS_CLEARED_MESSAGE });
    const after = await call(getUserSettings, { settingType: 'myTickets' }, owner.token);
    expect(after.body.data).toEqual([]);
  });
});
