import { parseSearch, recordMatchesSearch, ticketRecordMatchesSearch } from '../../shared/domain/search';
import { statusesFromFilterIds } from '../../shared/domain/statuses';
import { isOverdue } from '../../shared/domain/tickets';
import { escalationsFor } from '../db/escalations';
import { pausedSince, type TicketRecord } from '../db/ticketRecord';
import { getTickets } from '../db/tickets';
import { getTransfer, listTransfers, type TransferRecord } from '../db/transfers';
import type { Caller } from '../lib/auth';
import { notFound } from '../lib/errors';
import { createdRange } from './ticketLists';
import { toTicketRowView } from './ticketViews';

/** The Transfer Request and Escalated Tickets lists: records joined with their tickets. */

interface WorkListQuery {
  size: number;
  page: number;
  searchParam?: string;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
  ticketStatus?: string[];
  startDate?: string;
  endDate?: string;
}

function pageOf<T>(items: T[], query: WorkListQuery) {
  const start = query.page * query.size;
  return { tickets: items.slice(start, start + query.size), currentPage: query.page, totalItems: items.length };
}

const statusFilter = (query: WorkListQuery) => {
  const statuses = statusesFromFilterIds(query.ticketStatus ?? []);
  return (ticket: TicketRecord | undefined) =>
    ticket !== undefined && (!statuses || statuses.includes(ticket.ticketStatus));
};

function sortBy<T>(items: T[], key: (item: T) => string | number, direction: 'asc' | 'desc' = 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
}

function transferView(record: TransferRecord, ticket: TicketRecord, now: number) {
  return {
    id: record.id,
    ticketId: record.ticketId,
    transferReason: record.transferReason,
    fromDepartmentName: record.from.departmentName,
    toDepartmentName: record.toCentralPool && !record.to ? 'Central Pool Agent' : (record.to?.departmentName ?? ''),
    requestedBy: record.requestedBy,
    requestedAt: record.createdAt,
    transferStatus: record.transferStatus,
    isTicketWronglyAssigned: record.isTicketWronglyAssigned ?? false,
    requestedHelpTopic: record.requestedHelpTopic ?? null,
    ticket: toTicketRowView(ticket, now),
  };
}

export async function transferList(query: WorkListQuery) {
  const range = createdRange(query);
  const records = await listTransfers(range.start, range.end);
  const tickets = await getTickets(records.map((record) => record.ticketId));
  const keep = statusFilter(query);
  // The ticket lists' search rule (shared/domain/search.ts), on the ticket and on the request's own
  // reason, departments and requester: whole words, never parts of words.
  const search = parseSearch(query.searchParam);
  const now = Date.now();
  const rows = records
    .filter((record) => keep(tickets.get(record.ticketId)))
    .map((record) => transferView(record, tickets.get(record.ticketId) as TicketRecord, now))
    .filter(
      (row) =>
        !search ||
        ticketRecordMatchesSearch(tickets.get(row.ticketId) as TicketRecord, search) ||
        recordMatchesSearch(
          {
            texts: [row.transferReason, row.fromDepartmentName, row.toDepartmentName],
            identifiers: [row.requestedBy],
          },
          search,
        ),
    );
  const sorted = sortBy(
    rows,
    (row) =>
      query.orderBy === 'ticketId'
        ? Number(row.ticketId)
        : query.orderBy === 'transferStatus'
          ? row.transferStatus
          : row.requestedAt,
    query.orderDirection,
  );
  return pageOf(sorted, query);
}

export async function transferById(id: string) {
  const record = await getTransfer(id);
  const ticket = record ? (await getTickets([record.ticketId])).get(record.ticketId) : undefined;
  if (!record || !ticket) throw notFound('The transfer request was not found.');
  return transferView(record, ticket, Date.now());
}

interface EscalatedQuery extends WorkListQuery {
  isTicketOverdue?: '1' | '2';
  escalatedStartDate?: string;
  escalatedEndDate?: string;
}

/**
 * Escalated Tickets: the caller's escalation records (a small partition, read by escalation date
 * when that filter is set), joined with their tickets; the created range, status and overdue
 * filters apply to the ticket (issue 21 item 7).
 */
export async function escalatedList(caller: Caller, query: EscalatedQuery) {
  const escalated =
    query.escalatedStartDate || query.escalatedEndDate
      ? createdRange({ startDate: query.escalatedStartDate, endDate: query.escalatedEndDate })
      : undefined;
  const created = query.startDate || query.endDate ? createdRange(query) : undefined;
  const records = await escalationsFor(caller.email, escalated?.start, escalated?.end);
  // The search rule of every ticket list (shared/domain/search.ts): the ticket number, the
  // requester's mobile, e-mail or employee id, or whole words of the subject and the names.
  const search = parseSearch(query.searchParam);
  const recordOrder = (record: (typeof records)[number]) =>
    query.orderBy === 'ticketId' ? Number(record.ticketId) : record.escalatedAt;
  const now = Date.now();
  if (!search && !created && !query.isTicketOverdue && !statusesFromFilterIds(query.ticketStatus ?? [])) {
    // Nothing to match on the tickets: page the records themselves, read only the page's tickets.
    const page = pageOf(sortBy(records, recordOrder, query.orderDirection), query);
    const tickets = await getTickets(page.tickets.map((record) => record.ticketId));
    return {
      ...page,
      tickets: page.tickets.flatMap((record) => {
        const ticket = tickets.get(record.ticketId);
        return ticket ? [{ ...record, ticket: toTicketRowView(ticket, now) }] : [];
      }),
    };
  }
  const tickets = await getTickets([...new Set(records.map((record) => record.ticketId))]);
  const keepStatus = statusFilter(query);
  const keep = (ticket: TicketRecord | undefined): ticket is TicketRecord => {
    if (!ticket || !keepStatus(ticket)) return false;
    if (search && !ticketRecordMatchesSearch(ticket, search)) return false;
    if (created && (ticket.createdAt < created.start || ticket.createdAt > created.end)) return false;
    if (query.isTicketOverdue) {
      const overdue = isOverdue(
        ticket.slaDueDate ?? ticket.level1DueDate,
        ticket.ticketStatus,
        now,
        pausedSince(ticket),
      );
      if ((query.isTicketOverdue === '1') !== overdue) return false;
    }
    return true;
  };
  const rows = records
    .filter((record) => keep(tickets.get(record.ticketId)))
    .map((record) => ({ ...record, ticket: toTicketRowView(tickets.get(record.ticketId) as TicketRecord, now) }));
  return pageOf(sortBy(rows, recordOrder, query.orderDirection), query);
}
