import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import Papa from 'papaparse';
import type { TicketRow as TicketRowView } from '../../shared/contract/ticketShapes';
import { formatDisplayDate, isDateColumn, zonedHeader } from '../../shared/domain/dates';
import { isOverdue } from '../../shared/domain/tickets';
import { rowSubjectMayBeCut, type TicketRow } from '../db/ticketRows';
import { getTickets } from '../db/tickets';
import { getUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { mapWithConcurrency } from '../lib/concurrency';
import { env } from '../lib/env';
import { rowsForFilters } from './firstResponses';
import { referenceData } from './reference';
import { rowsOfRange } from './rowsOfDays';
import { currentDueOfListRow, slaSetting } from './slaClock';
import { withAssigneeNames } from './ticketListing';
import { allMatchingRows, createdRange, type ListFilters } from './ticketLists';
import { myTicketRows } from './tickets';
import { tenantTimeZone } from './timeZone';
import { escalatedList, transferList } from './workLists';

/**
 * CSV exports are written to S3 and answered with a short-lived link to the file, so an export of
 * any size never has to fit in one Lambda answer. Cells that a spreadsheet would run as a formula
 * (= + - @ and friends) are neutralised by papaparse's escapeFormulae, except a plain negative
 * number ("-1.24", an analytics difference), which a spreadsheet reads as the number it is.
 */
const FORMULA_START = /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/;

const EXPORT_LINK_SECONDS = 300;

/**
 * Writes the CSV and answers its link. Date columns (isDateColumn: the header ends in 'Date') hold
 * ISO instants in `rows`; here they are written as screens show them, in the tenant's time zone,
 * and their header names that zone (issue 21 item 28, decision in shared/contract/exports.ts).
 */
export async function csvLink(
  caller: Caller,
  fileName: string,
  rows: Record<string, string | number | null | undefined>[],
  fields: string[],
) {
  const body = csvText(rows, fields, await tenantTimeZone(), true);
  const key = exportFileKey(caller.userId, randomUUID(), fileName);
  await s3().send(
    new PutObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      Body: `${CSV_BOM}${body}`,
      ContentType: CSV_CONTENT_TYPE,
    }),
  );
  return exportFileLink(key, fileName);
}

export type CsvLine = Record<string, string | number | null | undefined>;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Between two lines of papaparse's output. */
const CSV_NEWLINE = '\r\n';

/** Under tmp/, which the bucket expires after a day (infra/stacks/data-stack.ts). */
export const exportFileKey = (userId: string, id: string, fileName: string) =>
  `tmp/exports/${userId}/${id}/${fileName}`;

/**
 * CSV text of `rows`, the header line first when `withHeader`, without a trailing newline (but a
 * header without lines, which papaparse ends with one), so parts written one after another and
 * joined by csvSlice make the same file as one call.
 */
export function csvText(rows: CsvLine[], fields: string[], zone: string, withHeader: boolean): string {
  const dateFields = new Set(fields.filter(isDateColumn));
  const cell = (row: CsvLine, field: string) =>
    dateFields.has(field) ? formatDisplayDate(row[field] as string | null | undefined, zone) : (row[field] ?? '');
  const data = rows.map((row) => fields.map((field) => cell(row, field)));
  if (!withHeader) return Papa.unparse(data, { escapeFormulae: FORMULA_START });
  return Papa.unparse(
    { fields: fields.map((field) => (dateFields.has(field) ? zonedHeader(field, zone) : field)), data },
    { escapeFormulae: FORMULA_START },
  );
}

/**
 * The lines of one slice of a file written in slices, after its header (csvText([], …, true)): the
 * header and the slices together are the same text as csvText of every line with the header.
 */
export const csvSlice = (rows: CsvLine[], fields: string[], zone: string, first: boolean): string =>
  `${first ? '' : CSV_NEWLINE}${csvText(rows, fields, zone, false)}`;

/** A short-lived link to an export file, downloaded under `fileName`. */
export function exportFileLink(key: string, fileName: string) {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
}

export const ticketExportFields = [
  'Ticket Number',
  'Created Date',
  'Branch',
  'Subject',
  'Department',
  'Help Topic',
  'Assignee',
  'Ticket Status',
  'Initial Due Date',
  'Current Due Date',
  'Sch/Col',
  'From',
  'Mobile',
  'Closed Date',
  'Closed By',
  'Overdue',
];

const EXPORT_PARALLEL_READS = 8;

/** The full subjects of tickets whose row holds only the start of it, 100 tickets a read. */
async function fullSubjects(ids: string[]): Promise<Map<string, string>> {
  const slices: string[][] = [];
  for (let start = 0; start < ids.length; start += 100) slices.push(ids.slice(start, start + 100));
  const parts = await mapWithConcurrency(slices, EXPORT_PARALLEL_READS, async (slice) =>
    [...(await getTickets(slice)).values()].map((ticket) => [ticket.id, ticket.subject] as const),
  );
  return new Map(parts.flat());
}

export interface TicketExportPlan {
  /** The matching rows in list order. */
  ordered: TicketRow[];
  /** The export lines of some of them (reads the full subjects those rows cut). */
  lines(rows: TicketRow[]): Promise<CsvLine[]>;
}

/**
 * The matching tickets in list order, written from their list rows: a row holds every exported
 * column but a long subject, so only tickets whose subject the row cuts are read in full. A
 * 180-day export of a busy tenant (180k tickets) thus reads its rows once instead of every ticket.
 * The lines are made a slice at a time, so a background export can report its progress.
 */
export async function planTicketExport(rows: TicketRow[], filters: ListFilters): Promise<TicketExportPlan> {
  const [reference, setting, complete] = await Promise.all([
    referenceData(),
    slaSetting(),
    rowsForFilters(rows, filters, filters.startDate && filters.endDate ? createdRange(filters) : undefined),
  ]);
  const ordered = allMatchingRows(await withAssigneeNames(complete, filters), filters, reference.departmentNames);
  const assignees = await getUsers([...new Set(ordered.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))]);
  const topicNames = new Map(reference.helpTopics.map((topic) => [topic.id, topic.helpTopicName]));
  const now = Date.now();
  return {
    ordered,
    async lines(slice) {
      const subjects = await fullSubjects(slice.filter(rowSubjectMayBeCut).map((row) => row.id));
      return slice.map((row) => ({
        'Ticket Number': row.id,
        'Created Date': row.createdAt,
        Branch: row.branch,
        Subject: subjects.get(row.id) ?? row.subject,
        Department: reference.departmentNames.get(row.departmentId) ?? '',
        'Help Topic': topicNames.get(row.helpTopicId) ?? '',
        Assignee: row.assigneeId ? (assignees.get(row.assigneeId)?.fullName ?? row.assigneeName) : '',
        'Ticket Status': row.status,
        'Initial Due Date': row.dueDate,
        'Current Due Date': currentDueOfListRow(row, setting, now),
        'Sch/Col': row.schCol,
        From: row.fullName,
        Mobile: row.mobile,
        'Closed Date': row.closedDate,
        'Closed By': row.closedBy,
        Overdue: isOverdue(row.currentDueDate ?? row.dueDate, row.status, now, row.pausedSince) ? 'Yes' : 'No',
      }));
    },
  };
}

export async function exportTickets(caller: Caller, fileName: string, rows: TicketRow[], filters: ListFilters) {
  const plan = await planTicketExport(rows, filters);
  return csvLink(caller, fileName, await plan.lines(plan.ordered), ticketExportFields);
}

export async function exportMyTickets(caller: Caller, filters: ListFilters) {
  const range = filters.startDate || filters.endDate ? createdRange(filters) : undefined;
  return exportTickets(caller, 'my-tickets.csv', await myTicketRows(caller, range), filters);
}

export async function exportAllTickets(caller: Caller, filters: ListFilters) {
  const fixed = withFixedRange(filters);
  return exportTickets(caller, ALL_TICKETS_FILE, await allTicketsRows(fixed), fixed);
}

export const ALL_TICKETS_FILE = 'all-tickets.csv';

/** The filters with the created range they stand for (the last 30 days when none is given). */
export function withFixedRange<F extends Pick<ListFilters, 'startDate' | 'endDate'>>(filters: F): F {
  const range = createdRange(filters);
  return { ...filters, startDate: range.start, endDate: range.end };
}

/** Every list row of the created range (filters with a fixed range). */
export const allTicketsRows = (filters: ListFilters) => rowsOfRange(createdRange(filters));

const ALL_ROWS = 1_000_000;

export async function exportEscalated(caller: Caller, query: Parameters<typeof escalatedList>[1]) {
  const page = await escalatedList(caller, { ...query, page: 0, size: ALL_ROWS });
  const fields = ['Escalated Level', 'Assignee Email', 'Escalated Date', ...ticketExportFields];
  const lines = page.tickets.map((row) => ({
    'Escalated Level': row.escalatedLevel.toUpperCase(),
    'Assignee Email': row.assigneeEmail,
    'Escalated Date': row.escalatedAt,
    ...ticketViewExportRow(row.ticket),
  }));
  return csvLink(caller, 'escalated-tickets.csv', lines, fields);
}

export async function exportTransfers(caller: Caller, query: Parameters<typeof transferList>[0]) {
  const page = await transferList({ ...query, page: 0, size: ALL_ROWS });
  const fields = [
    'Transfer Status',
    'From Department',
    'To Department',
    'Transfer Reason',
    'Requested By',
    'Requested Date',
    ...ticketExportFields,
  ];
  const lines = page.tickets.map((row) => ({
    'Transfer Status': row.transferStatus,
    'From Department': row.fromDepartmentName,
    'To Department': row.toDepartmentName,
    'Transfer Reason': row.transferReason,
    'Requested By': row.requestedBy,
    'Requested Date': row.requestedAt,
    ...ticketViewExportRow(row.ticket),
  }));
  return csvLink(caller, 'transfer-requests.csv', lines, fields);
}

/** The export columns from a list row view (escalated and transfer rows carry one). */
function ticketViewExportRow(ticket: TicketRowView): Record<string, string | null> {
  return {
    'Ticket Number': ticket.id,
    'Created Date': ticket.initialCreatedDate,
    Branch: ticket.branch,
    Subject: ticket.subject,
    Department: ticket.department.departmentName,
    'Help Topic': ticket.helptopic.helpTopicName,
    Assignee: ticket.assigneeFullName ?? '',
    'Ticket Status': ticket.ticketStatus,
    'Initial Due Date': ticket.level1DueDate,
    'Current Due Date': ticket.currentDueDate ?? ticket.level1DueDate,
    'Sch/Col': ticket.schCol,
    From: ticket.fullName,
    Mobile: ticket.user.mobile,
    'Closed Date': ticket.closedDate,
    'Closed By': ticket.closedBy ?? '',
    Overdue: ticket.isTicketOverdue ? 'Yes' : 'No',
  };
}
