import type { TicketRecord } from '../db/ticketRecord';

/**
 * The one describer of a ticket change, in its two voices: the thread's activity lines (naming who
 * changed it) and the lines of the mails that report it. Each kind of change is worded here once.
 */

type Told = Pick<
  TicketRecord,
  'departmentId' | 'departmentName' | 'ticketStatus' | 'assigneeId' | 'assigneeFullName' | 'ticketSubCategory'
>;

interface ChangeWords {
  changed: (before: Told, after: Told) => boolean;
  /** The thread's line; absent: the thread tells it otherwise (a transfer writes its own entry). */
  thread?: (before: Told, after: Told, by: string) => string;
  /** The mail's line; absent: not mailed. */
  mail?: (before: Told, after: Told) => string;
}

const CHANGES: ChangeWords[] = [
  {
    changed: (before, after) => before.departmentId !== after.departmentId,
    mail: (before, after) => `Transferred from ${before.departmentName} to ${after.departmentName}.`,
  },
  {
    changed: (before, after) => before.ticketStatus !== after.ticketStatus,
    thread: (before, after, by) => `Status changed from ${before.ticketStatus} to ${after.ticketStatus} by ${by}`,
    mail: (before, after) => `Status changed from ${before.ticketStatus} to ${after.ticketStatus}.`,
  },
  {
    changed: (before, after) => before.assigneeId !== after.assigneeId,
    thread: (_, after, by) => `Ticket assigned to ${after.assigneeFullName ?? 'nobody'} by ${by}`,
    mail: (_, after) => `Assigned to ${after.assigneeFullName ?? 'nobody'}.`,
  },
  {
    changed: (before, after) => before.ticketSubCategory !== after.ticketSubCategory,
    thread: (_, after, by) => `Sub-category changed to ${after.ticketSubCategory ?? 'none'} by ${by}`,
  },
];

/** The thread's activity lines for a change made by `by`. */
export const activityLines = (before: Told, after: Told, by: string): string[] =>
  CHANGES.flatMap((words) => (words.thread && words.changed(before, after) ? [words.thread(before, after, by)] : []));

/** The lines of the mails reporting a change (none: nothing worth a mail changed). */
export const mailLines = (before: Told, after: Told): string[] =>
  CHANGES.flatMap((words) => (words.mail && words.changed(before, after) ? [words.mail(before, after)] : []));

/** The thread's line when the requester's answer returns a ticket waiting for it (replies.ts). */
export const answeredActivityLine = (before: Told, after: Told, by: string): string =>
  `Status changed from ${before.ticketStatus} to ${after.ticketStatus}: ${by} answered`;
