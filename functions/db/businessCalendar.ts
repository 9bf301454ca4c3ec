import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BusinessCalendar } from '../../shared/domain/businessTime';
import { db, tableName } from './client';
import { businessCalendarKey } from './keys';
import { putIf } from './query';

export interface BusinessCalendarRecord extends BusinessCalendar {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The saved calendar; undefined until a central admin saves one. */
export async function getBusinessCalendarRecord(consistent = false): Promise<BusinessCalendarRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: businessCalendarKey(), ConsistentRead: consistent }),
  );
  if (!answer.Item) return undefined;
  const { PK, SK, entity, ...calendar } = answer.Item;
  return calendar as BusinessCalendarRecord;
}

export class CalendarChangedError extends Error {}

/** Replaces the calendar if it is still at `expectedVersion` (0: none saved yet). */
export async function putBusinessCalendar(record: BusinessCalendarRecord, expectedVersion: number): Promise<void> {
  const written = await putIf({
    Item: { ...businessCalendarKey(), entity: 'businessCalendar', ...record },
    ...(expectedVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : {
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        }),
  });
  if (!written) throw new CalendarChangedError();
}
