/*
 * Tickets (PK / SK):
 *   TICKET#<id> / TICKET                     the full ticket, with a version for conditional updates
 *   TICKET#<id> / THREAD#<iso time>#<seq>    thread entries (replies, internal notes, activity)
 *   TICKET#<id> / FILE#<key>                 attachment key entries
 *   ROWS#<yyyy-mm-dd> / <createdAt>#<id>     compact list row, partitioned by creation day (wide views)
 *   MINE#<userId> / <createdAt>#<id>         the same row for each person the ticket is theirs:
 *                                            requester, creator, assignee (narrow views)
 *   FILEKEY#<key> / FILEKEY                  who uploaded a key and which ticket holds it (TTL until attached)
 *   USER#<id> / SETTING#<type>#<name>        saved list filters
 */
export const ticketKey = (id: string) => ({ PK: `TICKET#${id}`, SK: 'TICKET' });
export const ticketPartition = (id: string) => `TICKET#${id}`;
/**
 * FORM#<id> / FORM: a help topic's form fields as tickets were raised with them, one item per
 * distinct form (its id is a hash of the fields), so each ticket names its form instead of
 * carrying it and stays under 1 KB (one write unit, issue 22's create budget).
 */
export const ticketFormKey = (formId: string) => ({ PK: `FORM#${formId}`, SK: 'FORM' });
export const formIdOfKey = (partition: string) => partition.slice('FORM#'.length);
export const threadKey = (ticketId: string, createdAt: string, sequence: number) => ({
  PK: `TICKET#${ticketId}`,
  SK: `THREAD#${createdAt}#${String(sequence).padStart(3, '0')}`,
});
export const THREAD_PREFIX = 'THREAD#';
export const ticketFileKey = (ticketId: string, key: string) => ({ PK: `TICKET#${ticketId}`, SK: `FILE#${key}` });
export const FILE_PREFIX = 'FILE#';

const rowSortKey = (createdAt: string, id: string) => `${createdAt}#${id.padStart(10, '0')}`;
export const dayPartition = (createdAt: string) => `ROWS#${createdAt.slice(0, 10)}`;
export const dayRowKey = (createdAt: string, id: string) => ({
  PK: dayPartition(createdAt),
  SK: rowSortKey(createdAt, id),
});
export const minePartition = (userId: string) => `MINE#${userId}`;
export const mineRowKey = (userId: string, createdAt: string, id: string) => ({
  PK: minePartition(userId),
  SK: rowSortKey(createdAt, id),
});
/**
 * QUEUE#<departmentId> / <createdAt>#<id>: the same row while the ticket is unassigned and neither
 * Resolved nor Closed (the Department Queue, issue 21 item 18): a sparse list per department, kept
 * with the ticket's changes, so the queue never reads whole days.
 */
export const queuePartition = (departmentId: string) => `QUEUE#${departmentId}`;
export const queueRowKey = (departmentId: string, createdAt: string, id: string) => ({
  PK: queuePartition(departmentId),
  SK: rowSortKey(createdAt, id),
});
/** The creation time and ticket id a row's sort key carries. */
export function parseRowSortKey(sortKey: string): { createdAt: string; id: string } {
  const cut = sortKey.lastIndexOf('#');
  return { createdAt: sortKey.slice(0, cut), id: sortKey.slice(cut + 1).replace(/^0+(?=.)/, '') };
}
/** Sort-key bounds for a created-date range on row partitions (both ends inclusive); none: every row. */
export const rowRange = (range?: { start: string; end: string }) =>
  range ? { from: `${range.start}#`, to: `${range.end}#~` } : { from: '0', to: '~' };

/*
 * Search indexes (shared/domain/search.ts says what matches):
 *   FIND#<first 4 characters of term> / <term>#<userId>   a requester's mobile, e-mail or employee id,
 *                                            once per requester and value (put when a ticket first uses it)
 *   WORD#<word> / U#<userId>                 a word of a requester's name, once per requester
 *   WORD#<word> / T#<createdAt>#<id>         a word of a ticket's subject, one per ticket
 * Requester items lead to the requester's MINE partition, whose rows carry the ticket's own values.
 */
export const findPartition = (term: string) => `FIND#${term.slice(0, 4)}`;
export const findKey = (term: string, userId: string) => ({ PK: findPartition(term), SK: `${term}#${userId}` });
export const wordPartition = (word: string) => `WORD#${word}`;
export const wordUserKey = (word: string, userId: string) => ({ PK: wordPartition(word), SK: `U#${userId}` });
export const wordTicketKey = (word: string, createdAt: string, id: string) => ({
  PK: wordPartition(word),
  SK: `T#${rowSortKey(createdAt, id)}`,
});
/** A word partition's sort keys: subject words of tickets created in the range, then every requester. */
export const wordRange = (startIso: string) => ({ from: `T#${startIso}#`, to: 'U#~' });

/*
 * Sort indexes: a sort on a column without filters reads its first pages in order from these
 * instead of every row of the range (the subject, and the ticket number with an empty value: its
 * key is `#<id>`):
 *   SORTED#<column>#<yyyy-mm> / <sort value as code units>#<id>   one per ticket, by creation month,
 *                                            `c` its creation time (a month cut by the range is filtered)
 *   TENANT / SORTINDEXES                     the columns whose index holds every ticket of the table
 * The value is written as four hex digits per UTF-16 code unit, so DynamoDB's byte order is exactly
 * JavaScript's string order (the in-memory sort's), a shorter value sorts before a longer one it
 * starts, and ties fall to the ticket number, zero-padded, as the in-memory sort breaks them.
 */
const codeUnitsHex = (value: string) =>
  Array.from({ length: value.length }, (_, index) => value.charCodeAt(index).toString(16).padStart(4, '0')).join('');
export const sortedPartition = (column: string, month: string) => `SORTED#${column}#${month}`;
export const sortedKey = (column: string, value: string, createdAt: string, id: string) => ({
  PK: sortedPartition(column, createdAt.slice(0, 7)),
  SK: `${codeUnitsHex(value)}#${id.padStart(12, '0')}`,
});
/** The ticket number a sort index item's sort key ends with. */
export const idOfSortedKey = (sortKey: string) => sortKey.slice(sortKey.lastIndexOf('#') + 1).replace(/^0+(?=.)/, '');
export const sortIndexesKey = () => ({ PK: 'TENANT', SK: 'SORTINDEXES' });
/** A past creation day's sort digest of one column (db/sortDigests.ts). */
export const sortDigestKey = (day: string, column: string) => ({ PK: `DIGEST#${day}`, SK: column });
export const dayOfDigestKey = (partition: string) => partition.slice('DIGEST#'.length);

export const fileKeyRecordKey = (key: string) => ({ PK: `FILEKEY#${key}`, SK: 'FILEKEY' });
export const settingKey = (userId: string, type: string, name: string) => ({
  PK: `USER#${userId}`,
  SK: `SETTING#${type}#${name}`,
});
export const settingPrefix = (type: string) => `SETTING#${type}#`;

/*
 * Transfers and escalations (PK / SK):
 *   TRANSFER#<id> / TRANSFER                  a transfer: source (for transfer back) and target
 *   TRANSFERS / <createdAt>#<id>              the Transfer Request list (compact copy, by time)
 *   ESCALATED#<email> / <at>#<ticketId>#<level>  escalation records addressed to one person
 *   ESCALATION#<ticketId>#<level> / ESCALATION   one per ticket and level: the sweep's idempotence guard
 */
export const transferKey = (id: string) => ({ PK: `TRANSFER#${id}`, SK: 'TRANSFER' });
export const TRANSFER_LIST_PARTITION = 'TRANSFERS';
export const transferListKey = (createdAt: string, id: string) => ({
  PK: TRANSFER_LIST_PARTITION,
  SK: `${createdAt}#${id.padStart(10, '0')}`,
});
export const escalatedPartition = (email: string) => `ESCALATED#${email.toLowerCase()}`;
export const escalatedKey = (email: string, at: string, ticketId: string, level: string) => ({
  PK: escalatedPartition(email),
  SK: `${at}#${ticketId.padStart(10, '0')}#${level}`,
});
export const escalationGuardKey = (ticketId: string, level: string) => ({
  PK: `ESCALATION#${ticketId}#${level}`,
  SK: 'ESCALATION',
});

/** FEEDBACK#<link id> / FEEDBACK: the single-use satisfaction link sent when a ticket closes. */
export const feedbackKey = (linkId: string) => ({ PK: `FEEDBACK#${linkId}`, SK: 'FEEDBACK' });

/*
 * Agent presence on a ticket (issue 17, functions/db/presence.ts):
 *   PRESENCE#<ticketId> / USER#<userId>      who has the ticket open and whether they are typing
 *                                            a reply (TTL: a few poll intervals past the last poll)
 */
export const presencePartition = (ticketId: string) => `PRESENCE#${ticketId}`;
export const presenceKey = (ticketId: string, userId: string) => ({
  PK: presencePartition(ticketId),
  SK: `USER#${userId}`,
});
