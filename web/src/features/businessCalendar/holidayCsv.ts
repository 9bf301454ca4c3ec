import { HOLIDAY_MESSAGES, isCalendarDate } from '@shared/contract/businessCalendar';
import type { Holiday, OfficeGroup } from '@shared/domain/businessTime';
import Papa from 'papaparse';
import { formatDateInput } from '@/components/dates';

/**
 * A holiday CSV (issue 18), read in the browser: a header row with `date` and `name`, and an
 * optional `officeType` (school, college or administrative; blank: everyone). Dates are YYYY-MM-DD
 * or DD/MM/YYYY. The rows that can be read are added; every other row is reported with its line
 * and the reason (decision in shared/contract/businessCalendar.ts).
 */

export const HOLIDAY_CSV_TEMPLATE = 'date,name,officeType\n2026-12-25,Christmas,\n2027-01-14,Sankranti,school\n';

const groups: readonly OfficeGroup[] = ['school', 'college', 'administrative'];

function isoDate(text: string): string | undefined {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}` : value;
  return isCalendarDate(iso) ? iso : undefined;
}

const holidayKey = (holiday: Pick<Holiday, 'date' | 'officeType'>) => `${holiday.date}|${holiday.officeType ?? ''}`;

/** The holiday already listed on `holiday`'s date for its office type, if any. */
export const listedHoliday = (listed: readonly Holiday[], holiday: Pick<Holiday, 'date' | 'officeType'>) =>
  listed.find((each) => holidayKey(each) === holidayKey(holiday));

/** Why `holiday` cannot be added to `listed` ("28/11/2026 is already a holiday (Walk holiday)"), or undefined. */
export function duplicateHolidayProblem(listed: readonly Holiday[], holiday: Holiday): string | undefined {
  const existing = listedHoliday(listed, holiday);
  return existing ? HOLIDAY_MESSAGES.alreadyListed(formatDateInput(existing.date), existing.name) : undefined;
}

/** A row that was not imported: its line in the file (the header is line 1) and why. */
export interface RejectedRow {
  row: number;
  reason: string;
}

function rowProblem(row: Record<string, string>): string | Holiday {
  const dateText = (row.date ?? '').trim();
  const date = isoDate(dateText);
  const name = (row.name ?? '').trim();
  const groupText = (row.officetype ?? '').trim();
  const group = groupText.toLowerCase();
  if (!dateText) return HOLIDAY_MESSAGES.noDate;
  if (!date) return HOLIDAY_MESSAGES.notADate(dateText);
  if (!name) return HOLIDAY_MESSAGES.noName;
  if (group && !groups.includes(group as OfficeGroup)) return HOLIDAY_MESSAGES.badOfficeType(groupText, groups);
  return group ? { date, name, officeType: group as OfficeGroup } : { date, name };
}

/**
 * The holidays of a CSV that `listed` does not have yet, and the rows refused with their reasons:
 * unreadable rows, and rows giving a date already listed (or earlier in the file) another name. A
 * row repeating a listed holiday exactly is already there and neither added nor refused.
 */
export function parseHolidayCsv(
  text: string,
  listed: readonly Holiday[] = [],
): { holidays: Holiday[]; rejected: RejectedRow[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const holidays: Holiday[] = [];
  const rejected: RejectedRow[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const holiday = rowProblem(row);
    if (typeof holiday === 'string') {
      rejected.push({ row: line, reason: holiday });
      return;
    }
    const existing = listedHoliday([...listed, ...holidays], holiday);
    if (existing?.name === holiday.name) return;
    const duplicate = duplicateHolidayProblem([...listed, ...holidays], holiday);
    if (duplicate) rejected.push({ row: line, reason: duplicate });
    else holidays.push(holiday);
  });
  return { holidays, rejected };
}

/** What an import says: how many were added, and each refused row with its reason. */
export function importSummary(added: number, rejected: readonly RejectedRow[]): string {
  const count = `${added} holiday${added === 1 ? '' : 's'} imported`;
  if (rejected.length === 0) return `${count}. Save to keep them.`;
  return `${count}; not imported: ${rejected.map(({ row, reason }) => `row ${row}: ${reason}`).join('; ')}`;
}

/** Holidays added to those listed (none of them listed already), sorted by date. */
export function addHolidays(current: readonly Holiday[], added: readonly Holiday[]): Holiday[] {
  return [...current, ...added].sort((a, b) => a.date.localeCompare(b.date));
}
