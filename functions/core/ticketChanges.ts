import type { TransactItem } from '../db/query';
import type { TicketRecord } from '../db/ticketRecord';
import { applyTicketChanges, StaleTicketError } from '../db/ticketWrites';
import type { UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { conflict, STALE_VERSION_MESSAGE } from '../lib/errors';
import { readableTicket } from './access';
import { changeMails } from './notifications';
import { slaSetting, withStatusClock } from './slaClock';
import { callerRecord, newThreadEntry } from './ticketKernel';

/**
 * One change to one ticket: the new state, its activity entries and any other items written in
 * the same transaction, conditioned on the version the change was made from.
 */

export interface Mutation {
  ticket: TicketRecord;
  activity: string[];
  extraItems?: TransactItem[];
}

export async function changeTicket(
  caller: Caller,
  ticketId: string,
  mutate: (ticket: TicketRecord, actor: UserRecord, at: string) => Mutation | Promise<Mutation>,
  expectedVersion?: number,
): Promise<TicketRecord> {
  const before = await readableTicket(caller, ticketId);
  // A client that read an older version is told at once rather than after its change lands.
  if (expectedVersion !== undefined && expectedVersion !== before.version) throw conflict(STALE_VERSION_MESSAGE);
  const actor = await callerRecord(caller);
  const at = new Date().toISOString();
  const mutation = await mutate(before, actor, at);
  const { extraItems } = mutation;
  // A status change may pause or resume the SLA clock (issue 18); the calendar is read only then.
  const clocked =
    mutation.ticket.ticketStatus === before.ticketStatus
      ? { ticket: mutation.ticket, activity: [] }
      : withStatusClock(before, mutation.ticket, await slaSetting(), at);
  const after: TicketRecord = { ...clocked.ticket, updatedAt: at, version: before.version + 1 };
  const activity = [...mutation.activity, ...clocked.activity];
  const entries = activity.map((message) =>
    newThreadEntry(ticketId, actor, { message, isTicketActivityThread: true }, at),
  );
  try {
    const mails = await changeMails(before, after, actor.email, at);
    await applyTicketChanges(
      [{ ticket: after, entries, extraItems: [...(extraItems ?? []), ...mails] }],
      new Map([[ticketId, before]]),
    );
  } catch (error) {
    if (error instanceof StaleTicketError) throw conflict(STALE_VERSION_MESSAGE);
    throw error;
  }
  return after;
}
