import { describe, expect, it } from 'vitest';
import { duplicateHolidayProblem, importSummary, parseHolidayCsv } from '@/features/businessCalendar/holidayCsv';

const listed = [{ date: '2026-11-28', name: 'Walk holiday' }];

describe('holidays added on Admin → Business Calendar', () => {
  it('refuses a date already listed for the same office type, naming the holiday there', () => {
    expect(duplicateHolidayProblem(listed, { date: '2026-11-28', name: 'Dup' })).toBe(
      '28/11/2026 is already a holiday (Walk holiday)',
    );
    expect(duplicateHolidayProblem(listed, { date: '2026-11-28', name: 'Dup', officeType: 'school' })).toBeUndefined();
  });

  it('names the reason of every row of a CSV it did not import', () => {
    const csv = [
      'date,name,officeType',
      '2026-12-25,Christmas,',
      '2026-02-30,Leap day,',
      '14/01/2027,Sankranti,school',
      '2026-10-02,Gandhi Jayanti,hostel',
      '2026-11-28,Dup,',
      '2026-11-28,Walk holiday,',
      ',No date,',
      '2026-13-01,Month 13,',
    ].join('\n');
    const { holidays, rejected } = parseHolidayCsv(csv, listed);
    expect(holidays.map((holiday) => holiday.name)).toEqual(['Christmas', 'Sankranti']);
    expect(rejected).toEqual([
      { row: 3, reason: '2026-02-30 is not a date' },
      { row: 5, reason: "office type 'hostel' is not one of school, college, administrative" },
      { row: 6, reason: '28/11/2026 is already a holiday (Walk holiday)' },
      { row: 8, reason: 'the date is missing' },
      { row: 9, reason: '2026-13-01 is not a date' },
    ]);
    expect(importSummary(2, rejected.slice(0, 2))).toBe(
      "2 holidays imported; not imported: row 3: 2026-02-30 is not a date; row 5: office type 'hostel' is not one of school, college, administrative",
    );
  });
});
