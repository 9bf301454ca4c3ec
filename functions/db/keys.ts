/**
 * Every key of the single table. Nothing outside functions/db builds a key.
 *
 * Item types (PK / SK):
 *   USER#<id> / PROFILE                      GSI1: EMAIL#<email> / USER   GSI2: USERS / <fullName lower>#<id>
 *                                            GSI3: USEREMAILS / <email>
 *   UNIQUE#EMAIL#<email> / UNIQUE            guards e-mail uniqueness in the user transaction
 *   TENANT / SETTINGS                        flags, header texts, SMTP (password encrypted)
 *   TENANT / CALENDAR                        the business calendar (issue 18), with a version
 *   REF / DEPT#<id>, REF / HELPTOPIC#<id>, REF / SOURCE#<id>, REF / CANNED#<id>   the catalogue
 *   REF / OPTIONS, REF / STAMP               SLA plans and office types; the catalogue's write stamp
 *                                            (the whole REF partition is read with one query)
 *   COUNTER / <name>                         atomic counters (ticket numbers, user ids)
 */

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
export const userEmailIndex = (email: string) => ({ GSI1PK: `EMAIL#${email.toLowerCase()}`, GSI1SK: 'USER' });
export const userListIndex = (fullName: string, id: string) => ({
  GSI2PK: 'USERS',
  GSI2SK: `${fullName.toLowerCase()}#${id}`,
});
/** GSI3: every user by e-mail, for prefix search (recipients, on-behalf-of). */
export const userEmailListIndex = (email: string) => ({ GSI3PK: 'USEREMAILS', GSI3SK: email.toLowerCase() });
export const uniqueEmailKey = (email: string) => ({ PK: `UNIQUE#EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' });

export const tenantSettingsKey = () => ({ PK: 'TENANT', SK: 'SETTINGS' });
export const businessCalendarKey = () => ({ PK: 'TENANT', SK: 'CALENDAR' });

export const REFERENCE_PARTITION = 'REF';
export const departmentKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `DEPT#${id}` });
export const helpTopicKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `HELPTOPIC#${id}` });
export const ticketSourceKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `SOURCE#${id}` });
export const cannedResponseKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `CANNED#${id}` });
export const catalogueOptionsKey = () => ({ PK: REFERENCE_PARTITION, SK: 'OPTIONS' });
export const catalogueStampKey = () => ({ PK: REFERENCE_PARTITION, SK: 'STAMP' });
export const referencePrefix = {
  department: 'DEPT#',
  helpTopic: 'HELPTOPIC#',
  ticketSource: 'SOURCE#',
  cannedResponse: 'CANNED#',
} as const;

export const counterKey = (name: string) => ({ PK: 'COUNTER', SK: name });

export const GSI1 = 'GSI1';
export const GSI2 = 'GSI2';
export const GSI3 = 'GSI3';
export const TTL_ATTRIBUTE = 'expiresAt';

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

/*
 * Escalation matrices and mail (PK / SK):
 *   MATRIX#<kind> / ROW#<id>                   one row of the school, college or administrative matrix
 *   OUTBOX#pending / <createdAt>#<id>          a mail waiting to be sent (the job's work, oldest first)
 *   OUTBOX#failed / <createdAt>#<id>           a mail that failed its last try, kept for admins
 *   OUTBOX#sent / <createdAt>#<id>             a sent mail, until its TTL
 *                                            A mail moves between them (delete + put); no index write.
 * Tickets that are neither Resolved nor Closed also carry GSI1: OPENDUE / <sweep date>#<id>, a sparse
 * index the overdue sweep reads instead of scanning: the current due date, or the first-response
 * target while that is awaited and earlier (tickets.ts sweepDate).
 *   ESCALATION#<ticketId>#firstResponse / ESCALATION   the missed first-response report's guard
 */
export const matrixPartition = (kind: string) => `MATRIX#${kind}`;
export const matrixRowKey = (kind: string, id: string) => ({
  PK: matrixPartition(kind),
  SK: `ROW#${id.padStart(10, '0')}`,
});
export const OPEN_DUE_PARTITION = 'OPENDUE';
export const openDueIndex = (dueDate: string, id: string) => ({
  GSI1PK: OPEN_DUE_PARTITION,
  GSI1SK: `${dueDate}#${id}`,
});
/** The outbox partition a mail sits in; a mail being sent (`sending`) stays in `pending`. */
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export const outboxPartition = (status: OutboxStatus) => `OUTBOX#${status}`;
export const outboxKey = (status: OutboxStatus, createdAt: string, id: string) => ({
  PK: outboxPartition(status),
  SK: `${createdAt}#${id}`,
});

/** FEEDBACK#<link id> / FEEDBACK: the single-use satisfaction link sent when a ticket closes. */
export const feedbackKey = (linkId: string) => ({ PK: `FEEDBACK#${linkId}`, SK: 'FEEDBACK' });

/*
 * Counters kept current as tickets change (PK / SK):
 *   STATS#<assigneeId> / D#<yyyy-mm-dd>#<departmentId>#<helpTopicId>   figure sums of the tickets
 *   STATS#<assigneeId> / M#<yyyy-mm>#<departmentId>#<helpTopicId>      created that UTC day / month
 *   ROWS#<yyyy-mm-dd> / COUNT                  how many tickets were created that UTC day
 *   ASSIGNED / <yyyy-mm-dd>                    of the tickets created that UTC day, how many each
 *                                            assignee holds per department: one attribute
 *                                            `<assigneeId>#<departmentId>` each (team totals)
 *   RESULTS#<hash> / CHUNK#<n>                 a short-lived list result (ordered ids, total), TTL
 */
export const statsPartition = (assigneeId: string) => `STATS#${assigneeId}`;
export const statsDayKey = (assigneeId: string, day: string, departmentId: string, helpTopicId: string) => ({
  PK: statsPartition(assigneeId),
  SK: `D#${day}#${departmentId}#${helpTopicId}`,
});
export const statsMonthKey = (assigneeId: string, month: string, departmentId: string, helpTopicId: string) => ({
  PK: statsPartition(assigneeId),
  SK: `M#${month}#${departmentId}#${helpTopicId}`,
});
/** Sort-key bounds of a stats partition for days or months from `first` to `last` (inclusive). */
export const statsRange = (kind: 'D' | 'M', first: string, last: string) => ({
  from: `${kind}#${first}`,
  to: `${kind}#${last}#~`,
});
export function parseStatsSortKey(sortKey: string) {
  const [kind, period, departmentId, helpTopicId] = sortKey.split('#');
  return { kind, period, departmentId, helpTopicId };
}
export const dayCountKey = (day: string) => ({ PK: `ROWS#${day}`, SK: 'COUNT' });
export const dayOfCountKey = (partition: string) => partition.slice('ROWS#'.length);
/** The sum of every creation-day count, kept with them (the All Tickets navigation count). */
export const ticketTotalKey = () => ({ PK: 'COUNTER', SK: 'TICKETS_CREATED' });
export const ASSIGNED_COUNTS_PARTITION = 'ASSIGNED';
export const assignedCountKey = (day: string) => ({ PK: ASSIGNED_COUNTS_PARTITION, SK: day });
export const assignedCountName = (assigneeId: string, departmentId: string) => `${assigneeId}#${departmentId}`;
export function parseAssignedCountName(name: string) {
  const [assigneeId, departmentId] = name.split('#');
  return { assigneeId, departmentId };
}
/** A used download token (single use), kept until the token expires. */
export const downloadTokenKey = (tokenId: string) => ({ PK: `DOWNLOAD#${tokenId}`, SK: 'USED' });
export const resultChunkKey = (hash: string, chunk: number) => ({ PK: `RESULTS#${hash}`, SK: `CHUNK#${chunk}` });

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

/*
 * Set-password links (functions/db/passwordTokens.ts):
 *   PWTOKEN#<sha-256 of the token> / PWTOKEN   one link: user, purpose, expiry (TTL), usedAt once used
 *   PWLINK#<userId> / LATEST                   the user's newest link (older unused ones are void)
 *   PWRESET#<sha-256 of the e-mail> / RECENT   times of the last reset requests (TTL an hour)
 */
export const passwordTokenKey = (tokenHash: string) => ({ PK: `PWTOKEN#${tokenHash}`, SK: 'PWTOKEN' });
export const latestPasswordLinkKey = (userId: string) => ({ PK: `PWLINK#${userId}`, SK: 'LATEST' });
export const passwordResetRequestsKey = (emailHash: string) => ({ PK: `PWRESET#${emailHash}`, SK: 'RECENT' });

/*
 * Background jobs (functions/db/backgroundJobs.ts), one kind each (EXPORT: All Tickets exports,
 * IMPORT: user CSV imports):
 *   <KIND>JOB#<jobId> / <KIND>JOB            one job: owner, input, status, rows done / total, its
 *                                            result once ended (TTL a day)
 *   <KIND>QUEUE / <createdAt>#<jobId>        a job waiting for (or held by) its job function;
 *                                            deleted when the job ends (TTL as the job's)
 */
export const BACKGROUND_JOB_KINDS = ['EXPORT', 'IMPORT'] as const;
export type BackgroundJobKind = (typeof BACKGROUND_JOB_KINDS)[number];
export const backgroundJobKey = (kind: BackgroundJobKind, jobId: string) => ({
  PK: `${kind}JOB#${jobId}`,
  SK: `${kind}JOB`,
});
export const backgroundQueuePartition = (kind: BackgroundJobKind) => `${kind}QUEUE`;
export const backgroundQueueKey = (kind: BackgroundJobKind, createdAt: string, jobId: string) => ({
  PK: backgroundQueuePartition(kind),
  SK: `${createdAt}#${jobId}`,
});

/*
 * Inbound mail (issue 19, PK / SK):
 *   MAIL#<message-id> / MAIL                 one per received Message-ID: processing is idempotent (TTL 90 days)
 *   MAILLOG / <receivedAt>#<id>              the Mail Log, newest last (TTL 90 days)
 *   MAILSENDER#<address> / TICKET#<at>#<id>  tickets a sender opened by mail, for the hourly cap (TTL 1 day)
 *   MAILSENDER#<address> / ANSWERED          when an unknown sender was last answered
 */
export const mailMessageKey = (messageId: string) => ({ PK: `MAIL#${messageId}`, SK: 'MAIL' });
export const MAIL_LOG_PARTITION = 'MAILLOG';
export const mailLogKey = (receivedAt: string, id: string) => ({ PK: MAIL_LOG_PARTITION, SK: `${receivedAt}#${id}` });
export const mailSenderPartition = (address: string) => `MAILSENDER#${address.toLowerCase()}`;
export const mailSenderTicketKey = (address: string, at: string, ticketId: string) => ({
  PK: mailSenderPartition(address),
  SK: `TICKET#${at}#${ticketId}`,
});
export const MAIL_REVIEW_PARTITION = 'MAILREVIEW';
/** A held mail's id begins with its arrival time, so the partition reads newest first. */
export const mailReviewKey = (id: string) => ({ PK: MAIL_REVIEW_PARTITION, SK: id });
export const mailSenderAnsweredKey = (address: string) => ({ PK: mailSenderPartition(address), SK: 'ANSWERED' });
