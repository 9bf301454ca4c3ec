import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { addSums, type FigureSums, figureContribution } from '../../shared/domain/analytics';
import { db, tableName } from './client';
import { dayCountKey, parseStatsSortKey, statsDayKey, statsMonthKey, statsPartition, statsRange } from './keys';
import { sortKeyRangePages, type TicketRecord, type TransactItem } from './tickets';

/**
 * Analytics counters kept current on write: each assigned ticket adds its figure contribution
 * (shared/domain/analytics) to its assignee's bucket for the UTC day and the UTC month it was
 * created in, per department and help topic. A change subtracts the stored ticket's contribution
 * and adds the new one, in the same transaction as the ticket itself.
 */

const figureTicketOf = (ticket: TicketRecord) => ({
  status: ticket.ticketStatus,
  createdAt: ticket.createdAt,
  dueDate: ticket.level1DueDate,
  closedDate: ticket.closedDate,
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

/** One ADD update per bucket (DynamoDB creates the item on the first one). */
export function statsUpdates(changes: { before?: TicketRecord; after: TicketRecord }[]): TransactItem[] {
  return statsDeltas(changes).map(({ key, sums }) => {
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const parts = Object.entries(sums).map(([name, value], index) => {
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
  });
}

/** The creation-day count a new ticket adds to. */
export const dayCountUpdate = (ticket: TicketRecord): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: dayCountKey(ticket.createdAt.slice(0, 10)),
    UpdateExpression: 'ADD tickets :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

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
  const counts = new Map(days.map((day) => [day, 0]));
  for (let start = 0; start < days.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = days.slice(start, start + 100).map(dayCountKey);
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }),
      );
      for (const item of answer.Responses?.[tableName()] ?? []) {
        counts.set(String(item.PK).slice('ROWS#'.length), Number(item.tickets ?? 0));
      }
      keys = answer.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return counts;
}

/**
 * The counter items of many stored tickets (bulk loads such as the bench's generated tenant),
 * summed in memory ticket by ticket: stats buckets and creation-day counts.
 */
export function statsImport() {
  const buckets = new Map<string, Record<string, unknown>>();
  const days = new Map<string, number>();
  return {
    add(ticket: TicketRecord) {
      const day = ticket.createdAt.slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
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
        ...[...days].map(([day, count]) => ({ ...dayCountKey(day), tickets: count })),
      ];
    },
  };
}
