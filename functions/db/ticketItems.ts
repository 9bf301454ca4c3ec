import { createHash } from 'node:crypto';
import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import { isClosedStatus } from '../../shared/domain/statuses';
import { tableName } from './client';
import { formIdOfKey, openDueIndex, threadKey, ticketFormKey, ticketKey } from './keys';
import { batchGetAll, stripKeys, type TransactItem } from './query';
import {
  firstResponseAwaited,
  nullableTicketFields,
  pausedSince,
  type ThreadEntryRecord,
  type TicketRecord,
} from './ticketRecord';

/**
 * How a ticket and its thread entries are stored: the ticket item (nulls left out, the form
 * named, the open-due index) and back, and a thread entry's put. The writes and reads of
 * tickets build on these; nothing outside functions/db sees an item.
 */

/** An item with its table keys, as written (index items, forms). */
export type IndexItem = { PK: string; SK: string } & Record<string, unknown>;

/** A form's id: a hash of its fields, so the same form is one item however many tickets use it. */
export const formIdOf = (fields: DynamicFormFieldDefinition[]) =>
  createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 16);
export const formItem = (formId: string, fields: DynamicFormFieldDefinition[]): IndexItem => ({
  ...ticketFormKey(formId),
  entity: 'form',
  fields,
});

/**
 * When the overdue sweep next has work on an open ticket: its current due date (not while paused:
 * its clock stands still), or its first-response target while a first response is awaited and
 * not yet reported missed, whichever comes first; null once Resolved or Closed.
 */
function sweepDate(ticket: TicketRecord): string | null {
  if (isClosedStatus(ticket.ticketStatus)) return null;
  const due = pausedSince(ticket) ? null : (ticket.slaDueDate ?? ticket.level1DueDate);
  const firstResponse = firstResponseAwaited(ticket) ? (ticket.firstResponseDueDate as string) : null;
  return [due, firstResponse].filter((date): date is string => Boolean(date)).sort()[0] ?? null;
}

/** The stored ticket item; an open one sits in the open-due index under its sweep date. */
export function ticketItem(ticket: TicketRecord) {
  const at = sweepDate(ticket);
  const { formFields, ...fields } = ticket;
  const stored: Record<string, unknown> = { ...fields, ...(ticket.formId ? {} : { formFields }) };
  // Nullable fields are stored only when set: a null attribute still costs its name's bytes, and
  // every byte past 1 KB doubles a ticket write (with its open-due index copy). Read back as null.
  for (const name of nullableTicketFields) if (stored[name] === null) delete stored[name];
  return {
    ...ticketKey(ticket.id),
    entity: 'ticket',
    ...(at ? openDueIndex(at, ticket.id) : {}),
    ...stored,
  };
}

/** Forms never change (a changed form is another id): each is read once per process. */
const knownForms = new Map<string, DynamicFormFieldDefinition[]>();

/** Tickets from their stored items: nulls back in, and the named forms' fields read (once each). */
export async function ticketsFromItems(items: Record<string, unknown>[]): Promise<TicketRecord[]> {
  const tickets = items.map((item) => {
    const ticket = stripKeys<Record<string, unknown>>(item);
    for (const name of nullableTicketFields) ticket[name] ??= null;
    return ticket as unknown as TicketRecord;
  });
  const unknownForms = [
    ...new Set(tickets.flatMap((ticket) => (ticket.formId && !knownForms.has(ticket.formId) ? [ticket.formId] : []))),
  ];
  if (unknownForms.length > 0) {
    for (const form of await batchGetAll(unknownForms.map(ticketFormKey))) {
      knownForms.set(formIdOfKey(String(form.PK)), form.fields as DynamicFormFieldDefinition[]);
    }
  }
  for (const ticket of tickets) if (ticket.formId) ticket.formFields = knownForms.get(ticket.formId) ?? [];
  return tickets;
}

/** The put of one thread entry, numbered within its transaction (0: the ticket's first entry). */
export const threadEntryItem = (entry: ThreadEntryRecord, sequence: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...threadKey(entry.ticketId, entry.createdAt, sequence), entity: 'thread', ...entry },
  },
});
