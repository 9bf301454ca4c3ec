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
export const resultChunkKey = (hash: string, chunk: number) => ({ PK: `RESULTS#${hash}`, SK: `CHUNK#${chunk}` });

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
/** When a sender was last answered: as an unknown sender, or with a notice of a refused mail. */
export const mailSenderAnsweredKey = (address: string, answer: 'unknownSender' | 'refusalNotice') => ({
  PK: mailSenderPartition(address),
  SK: answer === 'unknownSender' ? 'ANSWERED' : 'NOTICED',
});
