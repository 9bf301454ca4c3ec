import { type BusinessCalendar, isWorkingTime, NO_CALENDAR } from '@shared/domain/businessTime';
import { DEFAULT_OFFICE_TYPES } from '@shared/domain/catalogue';
import { planDueDate } from '@shared/domain/slaClock';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SlaSetting, withStatusClock } from '../../../functions/core/slaClock';
import { storedTicket } from '../../factories/tickets';

/**
 * A due date recomputed at an SLA event (a status change into or out of a pause) under a calendar
 * saved since the ticket's plan started lies in that calendar's working time, never on its
 * holidays, and the panel can explain it with that calendar (browser walk: a School override
 * 10:00–12:00 moved a due date back to 01:30 PM, outside those hours).
 */

const KOLKATA = 'Asia/Kolkata';
const HOUR = 3_600_000;
const schoolOverride: BusinessCalendar = {
  ...NO_CALENDAR,
  workingDays: [1, 2, 3, 4, 5, 6],
  workStart: '09:00',
  workEnd: '17:00',
  holidays: [{ date: '2026-11-28', name: 'Founders Day' }],
  officeTypeOverrides: [{ officeType: 'school', workingDays: [1, 2, 3, 4, 5], workStart: '10:00', workEnd: '12:00' }],
  pauseStatuses: ['Vendor dependent'],
  firstResponseHours: 2,
};
const iso = (time: number) => new Date(time).toISOString();

describe('the due date stored at an SLA event after a calendar change', () => {
  it('lies in the working time of the calendar it used, not on its holidays', () => {
    const start = Date.parse('2026-11-23T00:00:00.000Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 * 24 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 72 * 60 }),
        fc.integer({ min: 1, max: 600 }),
        (createdHour, days, pauseStartMinutes, pauseMinutes) => {
          // Raised with no calendar (calendar days), paused, then the calendar was saved before the resume.
          const createdAt = start + createdHour * HOUR;
          const pausedAt = createdAt + pauseStartMinutes * 60_000;
          const resumedAt = pausedAt + pauseMinutes * 60_000;
          const setting: SlaSetting = {
            calendar: schoolOverride,
            timeZone: KOLKATA,
            officeTypes: DEFAULT_OFFICE_TYPES,
            calendarSavedAt: iso(pausedAt + 1),
          };
          const paused = storedTicket({
            createdAt: iso(createdAt),
            slaPlan: `${days} Day`,
            level1DueDate: planDueDate(iso(createdAt), days, undefined, undefined, KOLKATA),
            ticketStatus: 'Vendor dependent',
            slaPauses: [{ status: 'Vendor dependent', from: iso(pausedAt), to: null }],
            schCol: 'School',
          });
          const { ticket } = withStatusClock(paused, { ...paused, ticketStatus: 'Open' }, setting, iso(resumedAt));
          const due = Date.parse(ticket.slaDueDate ?? ticket.level1DueDate ?? '');
          expect(isWorkingTime(due, schoolOverride, 'school', KOLKATA)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
