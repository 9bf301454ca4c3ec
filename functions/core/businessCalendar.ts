import {
  BUSINESS_CALENDAR_MESSAGES,
  type BusinessCalendarView,
  type SaveBusinessCalendarInput,
} from '../../shared/contract/businessCalendar';
import { isPausableStatus, NO_CALENDAR } from '../../shared/domain/businessTime';
import { CalendarChangedError, getBusinessCalendarRecord, putBusinessCalendar } from '../db/businessCalendar';
import type { Caller } from '../lib/auth';
import { conflict } from '../lib/errors';
import { tenantTimeZone } from './timeZone';

/** Admin → Business Calendar (issue 18): read and save the calendar the SLA clock (core/slaClock) runs on. */

export async function businessCalendarView(): Promise<BusinessCalendarView> {
  const [record, timeZone] = await Promise.all([getBusinessCalendarRecord(true), tenantTimeZone()]);
  const { version, updatedAt, updatedBy, ...calendar } = record ?? {
    ...NO_CALENDAR,
    version: 0,
    updatedAt: '',
    updatedBy: '',
  };
  return {
    ...calendar,
    pauseStatuses: calendar.pauseStatuses.filter(isPausableStatus),
    version,
    timeZone,
  };
}

export async function saveBusinessCalendar(caller: Caller, input: SaveBusinessCalendarInput) {
  const { version, ...calendar } = input;
  try {
    await putBusinessCalendar(
      { ...calendar, version: version + 1, updatedAt: new Date().toISOString(), updatedBy: caller.userId },
      version,
    );
  } catch (error) {
    if (error instanceof CalendarChangedError) throw conflict(BUSINESS_CALENDAR_MESSAGES.changed);
    throw error;
  }
  return { success: true, message: BUSINESS_CALENDAR_MESSAGES.saved, version: version + 1 };
}
