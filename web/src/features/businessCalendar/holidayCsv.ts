import type { Holiday, OfficeGroup } from '@shared/domain/businessTime';
import Papa from 'papaparse';

/**
 * A holiday CSV (issue 18), read in the browser: a header row with `date` and `name`, and an
 * optional `officeType` (school, college or administrative; blank: everyone). Dates are YYYY-MM-DD
 * or DD/MM/YYYY. Rows that cannot be read are reported by line, the others added.
 */

export const HOLIDAY_CSV_TEMPLATE = 'date,name,officeType\n2026-12-25,Christmas,\n2027-01-14,Sankranti,school\n';

const groups: readonly OfficeGroup[] = ['school', 'college', 'administrative'];

function isoDate(text: string): string | undefined {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : undefined;
}

export function parseHolidayCsv(text: string): { holidays: Holiday[]; rejected: number[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const holidays: Holiday[] = [];
  const rejected: number[] = [];
  parsed.data.forEach((row, index) => {
    const date = isoDate(row.date ?? '');
    const name = (row.name ?? '').trim();
    const group = (row.officetype ?? '').trim().toLowerCase();
    if (!date || !name || (group && !groups.includes(group as OfficeGroup))) {
      rejected.push(index + 2);
      return;
    }
    holidays.push(group ? { date, name, officeType: group as OfficeGroup } : { date, name });
  });
  return { holidays, rejected };
}

/** Holidays merged by date and office type, a later one replacing an earlier; sorted by date. */
export function mergeHolidays(current: readonly Holiday[], added: readonly Holiday[]): Holiday[] {
  const byKey = new Map<string, Holiday>();
  for (const holiday of [...current, ...added]) byKey.set(`${holiday.date}|${holiday.officeType ?? ''}`, holiday);
  return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date));
}
