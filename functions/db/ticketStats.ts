import { addSums, type FigureSums, figureContribution } from '../../shared/domain/analytics';
import { tableName } from './client';
import {
  ASSIGNED_COUNTS_PARTITION,
  assignedCountKey,
  assignedCountName,
  dayCountKey,
  dayOfCountKey,
  parseAssignedCountName,
  parseStatsSortKey,
  statsDayKey,
  statsMonthKey,
  statsPartition,
  statsRange,
  ticketTotalKey,
} from './keys';
import { batchGetAll, getItem, sortKeyRangePages, type TransactItem } from './query';
import { DIGESTED_CHANGES, digestedValuesChanged } from './sortDigests';
import type { TicketRecord } from './ticketRecord';

/**
 * Analytics counters kept current on write: each assigned ticket adds its figure contribution
 * (shared/domain/analytics) to its assignee's bucket for the UTC day and the UTC month it was
 * created in, per department and help topic. A change subtracts the stored ticket's contribution
 * and adds the new one, in the same transaction as the ticket itself.
 */

const figureTicketOf = (ticket: TicketRecord) => ({
  status: ticket.ticketStatus,
  createdAt: ticket.createdAt,
  // The due date moved by finished pauses (issue 18); a pause still open counts once it ends.
  dueDate: ticket.slaDueDate ?? ticket.level1DueDate,
  closedDate: ticket.closedDate,
  firstResponseDueDate: ticket.firstResponseDueDate ?? null,
  firstResponseAt: ticket.firstResponseAt ?? null,
  satisfaction: ticket.ticketSatisfaction,
  reopenedAfterNo: (ticket.reopenedAfterNo ?? 0) > 0,
});

function bucketKeysOf(ticket: TicketRecord) {
  if (!ticket.assigneeId) return [];
  const day = ticket.createdAt.slice(0, 10);
  return [
    statsDayKey(ticket.assigneeId, day, ticket.departmentId, ticket.helpTopicId),
    statsMonthKey(ticket.assigneeId, day.slice(0, 7), ticket.departmentId, ticket.helpTopicId),
  ];
}

type BucketKey = { PK: string; SK: string };

/** The counter changes that take tickets from `before` to `after`, merged per bucket. */
export function statsDeltas(changes: { before?: TicketRecord; after: TicketRecord }[]) {
  const deltas = new Map<string, { key: BucketKey; sums: FigureSums }>();
  const add = (ticket: TicketRecord, sign: number) => {
    const contribution = figureContribution(figureTicketOf(ticket));
    for (const key of bucketKeysOf(ticket)) {
      const id = `${key.PK}|${key.SK}`;
      const entry = deltas.get(id) ?? { key, sums: {} };
      addSums(entry.sums, contribution, sign);
      deltas.set(id, entry);
    }
  };
  for (const { before, after } of changes) {
    if (before) add(before, -1);
    add(after, 1);
  }
  return [...deltas.values()].filter((entry) => Object.keys(entry.sums).length > 0);
}

/** Where an assigned ticket counts in the team totals: its creation day, assignee and department. */
function assignedSlotOf(ticket: TicketRecord) {
  if (!ticket.assigneeId) return undefined;
  return { day: ticket.createdAt.slice(0, 10), name: assignedCountName(ticket.assigneeId, ticket.departmentId) };
}

/** The assigned-count changes that take tickets from `before` to `after`, per day and attribute. */
export function assignedCountDeltas(changes: { before?: TicketRecord; after: TicketRecord }[]) {
  const days = new Map<string, Map<string, number>>();
  const add = (ticket: TicketRecord | undefined, sign: number) => {
    const slot = ticket && assignedSlotOf(ticket);
    if (!slot) return;
    const names = days.get(slot.day) ?? new Map<string, number>();
    names.set(slot.name, (names.get(slot.name) ?? 0) + sign);
    days.set(slot.day, names);
  };
  for (const { before, after } of changes) {
    add(before, -1);
    add(after, 1);
  }
  return [...days].flatMap(([day, names]) => {
    const moved = [...names].filter(([, delta]) => delta !== 0);
    return moved.length > 0 ? [{ day, deltas: moved }] : [];
  });
}

/** One ADD of numeric attributes to one item (DynamoDB creates the item and attributes as needed). */
function addUpdate(key: { PK: string; SK: string }, deltas: [string, number][]): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const parts = deltas.map(([name, value], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = value;
    return `#c${index} :c${index}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** One ADD update per bucket and per day of assigned counts (DynamoDB creates items on the first one). */
export function statsUpdates(changes: { before?: TicketRecord; after: TicketRecord }[]): TransactItem[] {
  return [
    ...statsDeltas(changes).map(({ key, sums }) => addUpdate(key, Object.entries(sums))),
    ...assignedCountDeltas(changes).map(({ day, deltas }) => addUpdate(assignedCountKey(day), deltas)),
  ];
}

/**
 * The creation-day count a new ticket adds to (or, taken back, subtracts from), and the total of
 * every day's count, which moves with it: a refused create takes both back, so the total is exact
 * (the ticket-number counter is not: a refused create uses a number).
 */
export const dayCountUpdates = (ticket: TicketRecord, delta = 1): TransactItem[] => [
  // The day's count also splits by department, help topic and status (same item, same write).
  addUpdate(dayCountKey(ticket.createdAt.slice(0, 10)), [
    ['tickets', delta],
    ...dimensionNames(ticket).map((name): [string, number] => [name, delta]),
  ]),
  {
    Update: {
      TableName: tableName(),
      Key: ticketTotalKey(),
      UpdateExpression: 'ADD tickets :delta',
      ExpressionAttributeValues: { ':delta': delta },
    },
  },
];

/**
 * The creation day's count attributes a ticket adds to: `d:<department>`, `h:<help topic>` and
 * `s:<status>`. Every ticket adds to exactly one of each, so a day whose `d:` counts sum to its
 * `tickets` was counted this way from its first ticket (older days are read row by row instead).
 */
export const dimensionNames = (ticket: Pick<TicketRecord, 'departmentId' | 'helpTopicId' | 'ticketStatus'>) => [
  `d:${ticket.departmentId}`,
  `h:${ticket.helpTopicId}`,
  `s:${ticket.ticketStatus}`,
];

/**
 * The day-count change that moves a changed ticket between departments, help topics or statuses,
 * and counts a change to a value the day's sort digests hold.
 */
export function dimensionCountUpdates(changes: { before?: TicketRecord; after: TicketRecord }[]): TransactItem[] {
  const days = new Map<string, Map<string, number>>();
  for (const { before, after } of changes) {
    if (!before) continue;
    const day = after.createdAt.slice(0, 10);
    const names = days.get(day) ?? new Map<string, number>();
    for (const name of dimensionNames(before)) names.set(name, (names.get(name) ?? 0) - 1);
    for (const name of dimensionNames(after)) names.set(name, (names.get(name) ?? 0) + 1);
    // The day's sort digests no longer hold (sortDigests.ts): in the same update, at no extra action.
    if (digestedValuesChanged(before, after)) names.set(DIGESTED_CHANGES, (names.get(DIGESTED_CHANGES) ?? 0) + 1);
    days.set(day, names);
  }
  return [...days].flatMap(([day, names]) => {
    const moved = [...names].filter(([, delta]) => delta !== 0);
    return moved.length > 0 ? [addUpdate(dayCountKey(day), moved)] : [];
  });
}

/** Each day's count item: `tickets` and the dimension counts (absent days count nothing). */
export async function dayCountItems(days: string[]): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>(days.map((day) => [day, { tickets: 0 }]));
  for (const item of await batchGetAll(days.map(dayCountKey))) {
    const numbers: Record<string, number> = { tickets: 0 };
    for (const [name, value] of Object.entries(item)) if (typeof value === 'number') numbers[name] = value;
    counts.set(dayOfCountKey(String(item.PK)), numbers);
  }
  return counts;
}

/** Every ticket ever created (the sum of the day counts). */
export async function ticketTotal(): Promise<number> {
  const item = await getItem(ticketTotalKey());
  return Number(item?.tickets ?? 0);
}

export interface StatsEntry {
  assigneeId: string;
  departmentId: string;
  helpTopicId: string;
  sums: FigureSums;
}

const COUNTER_OF_KEY = new Set(['PK', 'SK']);

/** Buckets of one assignee, days or months from `first` to `last` inclusive. */
export async function queryStats(
  assigneeId: string,
  kind: 'D' | 'M',
  first: string,
  last: string,
): Promise<StatsEntry[]> {
  const { from, to } = statsRange(kind, first, last);
  const entries: StatsEntry[] = [];
  for await (const page of sortKeyRangePages(statsPartition(assigneeId), from, to)) {
    for (const item of page.Items ?? []) {
      const { departmentId, helpTopicId } = parseStatsSortKey(String(item.SK));
      const sums: FigureSums = {};
      for (const [name, value] of Object.entries(item)) {
        if (!COUNTER_OF_KEY.has(name) && typeof value === 'number' && value !== 0) sums[name] = value;
      }
      entries.push({ assigneeId, departmentId, helpTopicId, sums });
    }
  }
  return entries;
}

/** Tickets created on each of the given UTC days (0 for a day with none). */
export async function dayCounts(days: string[]): Promise<Map<string, number>> {
  const items = await dayCountItems(days);
  return new Map([...items].map(([day, numbers]) => [day, numbers.tickets ?? 0]));
}

export interface AssignedCount {
  assigneeId: string;
  departmentId: string;
  tickets: number;
}

/** Assigned counts of the UTC days from `first` to `last` (inclusive), by day; one small query. */
export async function assignedCountsByDay(first: string, last: string): Promise<Map<string, AssignedCount[]>> {
  const days = new Map<string, AssignedCount[]>();
  for await (const page of sortKeyRangePages(ASSIGNED_COUNTS_PARTITION, first, last)) {
    for (const item of page.Items ?? []) {
      const counts: AssignedCount[] = [];
      for (const [name, value] of Object.entries(item)) {
        if (COUNTER_OF_KEY.has(name) || typeof value !== 'number' || value === 0) continue;
        counts.push({ ...parseAssignedCountName(name), tickets: value });
      }
      days.set(String(item.SK), counts);
    }
  }
  return days;
}

/**
 * The counter items of many stored tickets (bulk loads such as the bench's generated tenant),
 * summed in memory ticket by ticket: stats buckets, creation-day counts and assigned counts.
 */
export function statsImport() {
  const buckets = new Map<string, Record<string, unknown>>();
  const days = new Map<string, number>();
  const dimensions = new Map<string, Record<string, number>>();
  const assigned = new Map<string, Record<string, number>>();
  return {
    add(ticket: TicketRecord) {
      const day = ticket.createdAt.slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
      const split = dimensions.get(day) ?? {};
      for (const name of dimensionNames(ticket)) split[name] = (split[name] ?? 0) + 1;
      dimensions.set(day, split);
      const slot = assignedSlotOf(ticket);
      if (slot) {
        const counts = assigned.get(slot.day) ?? {};
        counts[slot.name] = (counts[slot.name] ?? 0) + 1;
        assigned.set(slot.day, counts);
      }
      const contribution = figureContribution(figureTicketOf(ticket));
      for (const key of bucketKeysOf(ticket)) {
        const id = `${key.PK}|${key.SK}`;
        const sums = (buckets.get(id) ?? {}) as FigureSums;
        addSums(sums, contribution);
        buckets.set(id, sums);
      }
    },
    items(): Record<string, unknown>[] {
      return [
        ...[...buckets].map(([id, sums]) => {
          const [PK, SK] = id.split('|');
          return { PK, SK, ...sums };
        }),
        ...[...days].map(([day, count]) => ({ ...dayCountKey(day), tickets: count, ...dimensions.get(day) })),
        { ...ticketTotalKey(), tickets: [...days.values()].reduce((sum, count) => sum + count, 0) },
        ...[...assigned].map(([day, counts]) => ({ ...assignedCountKey(day), ...counts })),
      ];
    },
  };
}
