import type { BusinessCalendar } from '../../shared/domain/businessTime';
import { businessCalendarKey } from './keys';
import { getItem, putIf, stripKeys } from './query';

export interface BusinessCalendarRecord extends BusinessCalendar {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** The saved calendar; undefined until a central admin saves one. */
export async function getBusinessCalendarRecord(consistent = false): Promise<BusinessCalendarRecord | undefined> {
  const item = await getItem(businessCalendarKey(), consistent);
  return item ? stripKeys<BusinessCalendarRecord>(item) : undefined;
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
