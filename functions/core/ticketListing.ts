import { dayPartition } from '../db/keys';
import { getTickets, queryRows, type TicketRow } from '../db/tickets';
import type { Caller } from '../lib/auth';
import { referenceData } from './reference';
import { createdRange, daysInRange, type ListFilters, pageOfRows } from './ticketLists';
import { myTicketRows } from './tickets';
import { toTicketRowView } from './ticketViews';

/** The ticket lists: rows from their partitions, through the shared engine, then the page in full. */

const PARALLEL_PARTITION_READS = 16;

/** Rows of every day partition a created range touches, read a bounded number at a time. */
export async function rowsOfRange(range: { start: string; end: string }): Promise<TicketRow[]> {
  const days = daysInRange(range);
  const rows: TicketRow[] = [];
  for (let index = 0; index < days.length; index += PARALLEL_PARTITION_READS) {
    const batch = days.slice(index, index + PARALLEL_PARTITION_READS);
    const parts = await Promise.all(
      batch.map((day) => queryRows(dayPartition(`${day}T00:00:00.000Z`), `${range.start}#`, `${range.end}#~`)),
    );
    for (const part of parts) rows.push(...part);
  }
  return rows;
}

export async function pageWithTickets(rows: TicketRow[], filters: ListFilters) {
  const reference = await referenceData();
  const page = pageOfRows(rows, filters, reference.departmentNames);
  const tickets = await getTickets(page.items.map((row) => row.id));
  const now = Date.now();
  return {
    tickets: page.items.flatMap((row) => {
      const ticket = tickets.get(row.id);
      return ticket ? [toTicketRowView(ticket, now)] : [];
    }),
    currentPage: page.currentPage,
    totalItems: page.totalItems,
  };
}

export async function myTickets(caller: Caller, filters: ListFilters) {
  const range = filters.startDate || filters.endDate ? createdRange(filters) : undefined;
  return pageWithTickets(await myTicketRows(caller, range), filters);
}

export async function allTickets(filters: ListFilters) {
  const range = createdRange(filters);
  return pageWithTickets(await rowsOfRange(range), { ...filters, startDate: range.start, endDate: range.end });
}
