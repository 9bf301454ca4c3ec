import { tableName } from './client';
import { TRANSFER_LIST_PARTITION, transferKey, transferListKey } from './keys';
import { getItem, queryPages, sortKeyRangePages, stripKeys, type TransactItem } from './query';

/** Transfers: the ticket's place before the move (for transfer back) and after it. */

export interface TicketPlace {
  departmentId: string;
  departmentName: string;
  helpTopicId: string;
  helpTopicName: string;
  assigneeId: string | null;
  assigneeFullName: string | null;
  assigneeBranchCode: string | null;
}

export interface TransferRecord {
  id: string;
  ticketId: string;
  createdAt: string;
  transferReason: string;
  requestedById: string;
  requestedBy: string;
  from: TicketPlace;
  /** Where it went; for a transfer to the central pool, the pool decides and this is filled then. */
  to: TicketPlace | null;
  toCentralPool: boolean;
  transferStatus: 'Pending' | 'Completed';
  completedAt: string | null;
  /** The wrongly-assigned flow's flag (isTicketWronglyAssigned 1); absent on records from before it was kept. */
  isTicketWronglyAssigned?: boolean;
  /** The help topic the requester chose; for a Central Pool request the pool sees it (absent on older records). */
  requestedHelpTopic?: { id: string; helpTopicName: string } | null;
}

/** Items that store a transfer and its list entry, for the ticket change's transaction. */
export function transferItems(record: TransferRecord): TransactItem[] {
  return [
    { Put: { TableName: tableName(), Item: { ...transferKey(record.id), entity: 'transfer', ...record } } },
    {
      Put: {
        TableName: tableName(),
        Item: { ...transferListKey(record.createdAt, record.id), entity: 'transferRow', ...record },
      },
    },
  ];
}

const strip = (item: Record<string, unknown>) => stripKeys<TransferRecord>(item);

export async function getTransfer(id: string): Promise<TransferRecord | undefined> {
  const item = await getItem(transferKey(id));
  return item ? strip(item) : undefined;
}

/** Transfers created within a range, from the time-ordered list partition. */
export async function listTransfers(startIso: string, endIso: string): Promise<TransferRecord[]> {
  const records: TransferRecord[] = [];
  for await (const page of sortKeyRangePages(TRANSFER_LIST_PARTITION, `${startIso}#`, `${endIso}#~`)) {
    records.push(...(page.Items ?? []).map(strip));
  }
  return records;
}

export async function countPendingTransfers(): Promise<number> {
  let count = 0;
  const pending = queryPages({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'transferStatus = :pending',
    ExpressionAttributeValues: { ':pk': TRANSFER_LIST_PARTITION, ':pending': 'Pending' },
    Select: 'COUNT',
  });
  for await (const page of pending) count += page.Count ?? 0;
  return count;
}
