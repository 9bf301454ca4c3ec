import type { BusinessCalendar } from '../../shared/domain/businessTime';
import { forgetInRequest } from '../lib/requestScope';
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

/** The calendar and the tenant settings are read together, once per request (./tenantSettings.ts). */
export const CALENDAR_AND_SETTINGS_REQUEST_KEY = 'calendarAndSettings';

/** After a write of either item: this request reads them again. */
export const forgetCalendarAndSettingsInRequest = () => forgetInRequest(CALENDAR_AND_SETTINGS_REQUEST_KEY);

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
  forgetCalendarAndSettingsInRequest();
  if (!written) throw new CalendarChangedError();
}
