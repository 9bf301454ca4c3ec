import { escalationLevels } from '../../shared/domain/escalationRules';
import { tableName } from './client';
import { escalatedKey, escalatedPartition, escalationGuardKey } from './keys';
import { batchGetAll, queryAll, stripKeys, type TransactItem, transactWrite } from './query';

/** Escalation records: written by the overdue sweep, read by the Escalated Tickets list. */

export interface EscalationRecord {
  ticketId: string;
  escalatedLevel: 'level1' | 'level2' | 'level3' | 'level4' | 'level5' | 'hod';
  assigneeEmail: string;
  escalatedAt: string;
}

export class AlreadyEscalatedError extends Error {}

/**
 * Stores one escalation with whatever must land with it (activity entry, mail); a ticket reaches
 * each level once, however often or concurrently the sweep runs. A record without a contact
 * (missing matrix or level) is kept only as the guard, so it is reported once, not every sweep.
 */
export async function recordEscalation(record: EscalationRecord, extraItems: TransactItem[] = []): Promise<void> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...escalationGuardKey(record.ticketId, record.escalatedLevel),
            entity: 'escalationGuard',
            ...record,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(record.assigneeEmail
        ? [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...escalatedKey(record.assigneeEmail, record.escalatedAt, record.ticketId, record.escalatedLevel),
                  entity: 'escalation',
                  ...record,
                  assigneeEmail: record.assigneeEmail.toLowerCase(),
                },
              },
            },
          ]
        : []),
      ...extraItems,
    ]);
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw new AlreadyEscalatedError();
    throw error;
  }
}

export async function escalationsFor(email: string, startIso?: string, endIso?: string): Promise<EscalationRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: startIso && endIso ? 'PK = :pk AND SK BETWEEN :from AND :to' : 'PK = :pk',
    ExpressionAttributeValues: {
      ':pk': escalatedPartition(email),
      ...(startIso && endIso ? { ':from': `${startIso}#`, ':to': `${endIso}#~` } : {}),
    },
  });
  return items.map((item) => stripKeys<EscalationRecord>(item));
}

/**
 * The e-mails (lower case) a ticket was escalated to, at any level: one batch read of the ticket's
 * per-level guards (at most six small items), so access checks never page a contact's partition.
 */
export async function escalationContactsOf(ticketId: string): Promise<string[]> {
  const guards = await batchGetAll(
    escalationLevels.map((level) => escalationGuardKey(ticketId, level)),
    'assigneeEmail',
  );
  return guards.flatMap((item) =>
    typeof item.assigneeEmail === 'string' && item.assigneeEmail ? [item.assigneeEmail.toLowerCase()] : [],
  );
}

/** A level a ticket reached, and when (from its guard). */
export interface EscalationStep {
  level: EscalationRecord['escalatedLevel'];
  at: string;
}

/**
 * The levels each ticket has reached so far, read from their guards in one batch read per 100 keys
 * (six per ticket): the sweep decides each ticket's next level from them.
 */
export async function escalationStepsOf(ticketIds: readonly string[]): Promise<Map<string, EscalationStep[]>> {
  const keys = ticketIds.flatMap((ticketId) => escalationLevels.map((level) => escalationGuardKey(ticketId, level)));
  const guards = await batchGetAll(keys, 'ticketId, escalatedLevel, escalatedAt');
  const steps = new Map<string, EscalationStep[]>(ticketIds.map((ticketId) => [ticketId, []]));
  for (const guard of guards) {
    const record = guard as Partial<EscalationRecord>;
    if (!record.ticketId || !record.escalatedLevel || !record.escalatedAt) continue;
    steps.get(record.ticketId)?.push({ level: record.escalatedLevel, at: record.escalatedAt });
  }
  return steps;
}
