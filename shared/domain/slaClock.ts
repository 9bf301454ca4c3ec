import {
  addWorkingTime,
  type BusinessCalendar,
  type Clockwork,
  DAY_MS,
  DEFAULT_FIRST_RESPONSE_HOURS,
  dateKey,
  dayKind,
  HOUR_MS,
  localDateOf,
  MAX_DAYS_AHEAD,
  MINUTE_MS,
  nextDate,
  type OfficeGroup,
  sameDate,
  usesBusinessTime,
  WEEKDAY_NAMES,
  type WorkingTime,
  weekdayOf,
  workdayMs,
  workingTimeBetween,
  workingTimeFor,
} from './businessTime';
import { formatDisplayDate } from './dates';
import { isFirstResponseBreached } from './tickets';

/**
 * The SLA clock (issue 18), pure: a ticket's due dates from its plan, its pauses, the tenant's
 * business calendar and now. The sweep, the lists, analytics, exports and the ticket view's SLA
 * panel all ask this module, so they never disagree.
 *
 * - No calendar (no working days set: the default) means calendar days: an 'N Day' plan is N × 24 h
 *   and every moment counts, exactly as before the calendar existed.
 * - With a calendar, an 'N Day' plan is N working days of business time (N × the working day's
 *   length), counted from the start in the tenant's time zone, skipping non-working days, holidays
 *   and the hours outside workStart–workEnd. A due date therefore always falls inside working time
 *   (at most at a day's workEnd).
 * - A pause (a status the tenant chose) moves the due date by the business time it lasted; an open
 *   pause keeps moving it until it ends, so the due date never moves backwards as time passes.
 * - The first-response target is firstResponseHours of business time from creation; pauses do not
 *   move it (decision: a pause waits on someone else, the first answer is the desk's own).
 */

// ---- The clock ----

export interface SlaPause {
  status: string;
  /** ISO instants; `to` null while the ticket is still paused. */
  from: string;
  to: string | null;
}

export interface StatusChange {
  status: string;
  at: string;
}

/** The pauses a status history holds: each stretch spent in one of the pause statuses. */
export function pausesFromHistory(history: readonly StatusChange[], pauseStatuses: readonly string[]): SlaPause[] {
  const pauses: SlaPause[] = [];
  let open: SlaPause | undefined;
  for (const change of history) {
    const pausing = pauseStatuses.includes(change.status);
    if (open && (!pausing || change.status !== open.status)) {
      open.to = change.at;
      open = undefined;
    }
    if (pausing && !open) {
      open = { status: change.status, from: change.at, to: null };
      pauses.push(open);
    }
  }
  return pauses;
}

/**
 * A status change's effect on the pauses: a pause opens on entering a pause status and closes on
 * leaving it (a move between two pause statuses closes one and opens the next). Null: no change.
 */
export function pausesAfterStatusChange(
  pauses: readonly SlaPause[],
  newStatus: string,
  at: string,
  pauseStatuses: readonly string[],
): { pauses: SlaPause[]; paused: boolean; resumed: boolean } | null {
  const open = pauses.at(-1)?.to === null ? pauses.at(-1) : undefined;
  const pausing = pauseStatuses.includes(newStatus);
  if (open?.status === newStatus || (!open && !pausing)) return null;
  const closed = pauses.map((pause) => (pause === open ? { ...pause, to: at } : pause));
  return {
    pauses: pausing ? [...closed, { status: newStatus, from: at, to: null }] : closed,
    paused: pausing && !open,
    resumed: !pausing && Boolean(open),
  };
}

export interface SlaInput {
  /** When the plan's time starts: the creation (or the start an agent set with a new plan). */
  startAt: string;
  planDays: number;
  /** The due date the plan gave at its start (the ticket's Initial Due Date). */
  initialDueDate: string;
  createdAt: string;
  pauses: readonly SlaPause[];
  firstResponseAt: string | null;
  /**
   * The dates stored at the ticket's last SLA event (creation, a plan change, a status change into
   * or out of a pause), which lists, the sweep and the view's fields use: the due date moved by the
   * closed pauses (absent or null: Initial Due Date moved by the closed pauses, as stored whenever
   * the calendar has not changed since) and the first-response target (absent:
   * worked out now, for tickets raised before it existed).
   */
  storedDueDate?: string | null;
  storedFirstResponseDueDate?: string | null;
  /** When the plan last started counting: creation, or a plan change (default: createdAt). */
  planSetAt?: string;
  /** When the calendar in force was saved (absent: never saved, calendar days). */
  calendarSavedAt?: string | null;
  /** When a Resolved or Closed ticket was closed; null while open (the first-response rule needs it). */
  closedAt?: string | null;
  calendar: BusinessCalendar | undefined;
  officeGroup: OfficeGroup | undefined;
  timeZone: string;
  now: number;
}

export interface SkippedDay {
  date: string;
  weekday: string;
  /** Set for a holiday; absent for a non-working weekday. */
  holiday?: string;
}

export interface SlaClock {
  businessTime: boolean;
  currentDueDate: string;
  paused: boolean;
  pauses: (SlaPause & { pausedMs: number })[];
  skipped: SkippedDay[];
  firstResponseDueDate: string;
  firstResponseBreached: boolean;
  explanation: string[];
}

const clockworkOf = (input: Pick<SlaInput, 'calendar' | 'officeGroup' | 'timeZone'>): Clockwork | undefined =>
  usesBusinessTime(input.calendar)
    ? { calendar: input.calendar, group: input.officeGroup, timeZone: input.timeZone }
    : undefined;

/** The due date a plan gives from its start: N working days, or N calendar days without a calendar. */
export function planDueDate(
  startAt: string,
  planDays: number,
  calendar: BusinessCalendar | undefined,
  officeGroup: OfficeGroup | undefined,
  timeZone: string,
): string {
  const start = Date.parse(startAt);
  const clock = clockworkOf({ calendar, officeGroup, timeZone });
  if (!clock) return new Date(start + planDays * DAY_MS).toISOString();
  return new Date(
    addWorkingTime(start, planDays * workdayMs(workingTimeFor(clock.calendar, officeGroup)), clock),
  ).toISOString();
}

/** The first-response target: firstResponseHours of working time (plain hours without a calendar). */
export function firstResponseDueDate(
  createdAt: string,
  calendar: BusinessCalendar | undefined,
  officeGroup: OfficeGroup | undefined,
  timeZone: string,
): string {
  const hours = calendar?.firstResponseHours ?? DEFAULT_FIRST_RESPONSE_HOURS;
  const created = Date.parse(createdAt);
  const clock = clockworkOf({ calendar, officeGroup, timeZone });
  return new Date(clock ? addWorkingTime(created, hours * HOUR_MS, clock) : created + hours * HOUR_MS).toISOString();
}

/** The due date moved by the pauses (an open one up to now), and what each pause counted. */
export function movedDueDate(
  initialDueDate: string,
  pauses: readonly SlaPause[],
  input: Pick<SlaInput, 'calendar' | 'officeGroup' | 'timeZone' | 'now'>,
): { dueDate: string; pauses: (SlaPause & { pausedMs: number })[] } {
  const clock = clockworkOf(input);
  let due = Date.parse(initialDueDate);
  const counted = pauses.map((pause) => {
    const from = Date.parse(pause.from);
    const to = pause.to === null ? Math.max(from, input.now) : Date.parse(pause.to);
    const pausedMs = clock ? workingTimeBetween(from, to, clock) : Math.max(0, to - from);
    due = clock ? addWorkingTime(due, pausedMs, clock) : due + pausedMs;
    return { ...pause, pausedMs };
  });
  return { dueDate: new Date(due).toISOString(), pauses: counted };
}

/** '3 h 10 min', '45 min', '0 min'. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Whole days without working time from the start's day to the due date's day. */
function skippedDays(from: number, to: number, clock: Clockwork): SkippedDay[] {
  const skipped: SkippedDay[] = [];
  let date = localDateOf(from, clock.timeZone);
  const last = localDateOf(to, clock.timeZone);
  for (let step = 0; step < MAX_DAYS_AHEAD; step += 1) {
    const day = dayKind(date, clock);
    if (day.kind !== 'working')
      skipped.push({
        date: dateKey(date),
        weekday: WEEKDAY_NAMES[weekdayOf(date)],
        ...(day.kind === 'holiday' ? { holiday: day.name } : {}),
      });
    if (sameDate(date, last)) break;
    date = nextDate(date);
  }
  return skipped;
}

const dayMonth = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;
const skippedText = (day: SkippedDay) =>
  day.holiday ? `holiday ${dayMonth(day.date)} (${day.holiday})` : `${day.weekday} ${dayMonth(day.date)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const timeSpan = (time: WorkingTime) =>
  `${time.workingDays.map((day) => WEEKDAY_NAMES[day].slice(0, 3)).join(', ')} ${time.workStart}–${time.workEnd}`;

/** The ticket's last SLA event: the plan's start or change, or a pause starting or ending. */
export function lastSlaEventAt(input: Pick<SlaInput, 'createdAt' | 'planSetAt' | 'pauses'>): number {
  const times = [input.createdAt, input.planSetAt ?? input.createdAt, ...input.pauses.flatMap((p) => [p.from, p.to])];
  return Math.max(...times.flatMap((time) => (time ? [Date.parse(time)] : [])));
}

/** Whether the calendar in force was saved after `at`: dates set at `at` were set under an earlier one. */
const savedAfter = (calendarSavedAt: string | null | undefined, at: number) =>
  Boolean(calendarSavedAt && Date.parse(calendarSavedAt) > at);

/**
 * The whole clock of one ticket at `now`, with the SLA panel's sentences. It explains the stored
 * dates (the ones lists, the sweep and the view's fields use): the stored due date moved on by an
 * open pause, and the stored first-response target. Where they were set under an earlier calendar,
 * the panel says so rather than explaining them with the current one, which applies from the
 * ticket's next SLA event (see functions/core/slaClock.ts).
 */
export function slaClock(input: SlaInput): SlaClock {
  const clock = clockworkOf(input);
  const show = (iso: string) => formatDisplayDate(iso, input.timeZone);
  const showDay = (iso: string) => show(iso).slice(0, 10);
  const counted = movedDueDate(input.initialDueDate, input.pauses, input);
  const paused = input.pauses.at(-1)?.to === null;
  const openPause = paused ? counted.pauses.at(-1) : undefined;
  const storedDue =
    input.storedDueDate ??
    movedDueDate(
      input.initialDueDate,
      input.pauses.filter((pause) => pause.to !== null),
      input,
    ).dueDate;
  // As a list row: the stored due date, moved on by an open pause up to now (currentDueOfRow).
  const dueDate = openPause
    ? movedDueDate(
        storedDue,
        [{ ...openPause, to: new Date(Math.max(Date.parse(openPause.from), input.now)).toISOString() }],
        input,
      ).dueDate
    : storedDue;
  const lastEvent = lastSlaEventAt(input);
  const datesOfEarlierCalendar = savedAfter(input.calendarSavedAt, lastEvent);
  const targetOfEarlierCalendar =
    Boolean(input.storedFirstResponseDueDate) && savedAfter(input.calendarSavedAt, Date.parse(input.createdAt));
  const skipped =
    clock && !datesOfEarlierCalendar ? skippedDays(Date.parse(input.startAt), Date.parse(dueDate), clock) : [];
  const frDue =
    input.storedFirstResponseDueDate ??
    firstResponseDueDate(input.createdAt, input.calendar, input.officeGroup, input.timeZone);
  const frBreached = isFirstResponseBreached(
    {
      firstResponseAt: input.firstResponseAt,
      firstResponseDueDate: frDue,
      // Only open or closed matters to the rule.
      status: input.closedAt ? 'Closed' : 'Open',
      closedDate: input.closedAt ?? null,
    },
    input.now,
  );

  // Which calendar was in force then is not kept (maybe none): say only that it preceded the current one.
  const earlierCalendar = (at: number) =>
    `set on ${showDay(new Date(at).toISOString())}, before the current business calendar was saved`;
  const unit = clock ? 'business day' : 'calendar day';
  const openPauseText = (pause: SlaPause & { pausedMs: number }) =>
    `paused ${formatDuration(pause.pausedMs)}${pause.to === null ? ' so far' : ''} while ${pause.status}`;
  const summary = datesOfEarlierCalendar
    ? [
        `Due ${show(dueDate)}: ${plural(input.planDays, 'day')} from ${show(input.startAt)}, ${earlierCalendar(lastEvent)}`,
        "the current calendar applies from the ticket's next SLA event",
        ...(openPause ? [openPauseText(openPause)] : []),
      ].join('; ')
    : [
        `Due ${show(dueDate)}: ${plural(input.planDays, unit)} from ${show(input.startAt)}`,
        ...(skipped.length > 0 ? [`${listed(skipped.map(skippedText))} skipped`] : []),
        ...counted.pauses.map(openPauseText),
      ].join('; ');
  const frHours = input.calendar?.firstResponseHours ?? DEFAULT_FIRST_RESPONSE_HOURS;
  const calendarNow = clock
    ? `${timeSpan(workingTimeFor(clock.calendar, input.officeGroup))} (${input.timeZone})${input.officeGroup && clock.calendar.officeTypeOverrides.some((o) => o.officeType === input.officeGroup) ? `, ${input.officeGroup} hours` : ''}`
    : '';
  const calendarSentence = datesOfEarlierCalendar
    ? clock
      ? `Current business calendar (saved ${show(input.calendarSavedAt ?? '')}): ${calendarNow}; it applies to this ticket from its next SLA event (a plan change, or a status change into or out of a pause).`
      : `No business calendar is set now (saved ${show(input.calendarSavedAt ?? '')}): from the ticket's next SLA event every calendar day and hour counts.`
    : clock
      ? `Business calendar: ${calendarNow}; time outside working hours is not counted.`
      : 'No business calendar is set: every calendar day and hour counts.';
  const explanation = [
    summary,
    calendarSentence,
    ...counted.pauses.map((pause) =>
      pause.to === null
        ? `Paused since ${show(pause.from)} while ${pause.status}: ${formatDuration(pause.pausedMs)} so far; the due date moves until the status changes.`
        : datesOfEarlierCalendar
          ? `Paused while ${pause.status}, ${show(pause.from)} to ${show(pause.to)}, counted under the calendar in force then.`
          : `Paused ${formatDuration(pause.pausedMs)} while ${pause.status}, ${show(pause.from)} to ${show(pause.to)}.`,
    ),
    `First response target ${show(frDue)} (${
      targetOfEarlierCalendar
        ? earlierCalendar(Date.parse(input.createdAt))
        : plural(frHours, clock ? 'business hour' : 'hour')
    }): ${
      input.firstResponseAt
        ? `answered ${show(input.firstResponseAt)}, ${frBreached ? 'missed' : 'met'}.`
        : input.closedAt
          ? `closed ${show(input.closedAt)} without a response, ${frBreached ? 'missed' : 'before the target'}.`
          : frBreached
            ? 'not answered yet, missed.'
            : 'not answered yet.'
    }`,
  ];
  return {
    businessTime: Boolean(clock),
    currentDueDate: dueDate,
    paused,
    pauses: counted.pauses,
    skipped,
    firstResponseDueDate: frDue,
    firstResponseBreached: frBreached,
    explanation,
  };
}

/**
 * The current due date of a list row, cheaply: `dueDate` already holds the closed pauses (written
 * at each status change); an open pause since `pausedSince` moves it on up to now.
 */
export function currentDueOfRow(
  dueDate: string | null,
  pausedSince: string | null | undefined,
  calendar: BusinessCalendar | undefined,
  officeGroup: OfficeGroup | undefined,
  timeZone: string,
  now: number,
): string | null {
  if (!dueDate || !pausedSince) return dueDate;
  return movedDueDate(dueDate, [{ status: '', from: pausedSince, to: null }], { calendar, officeGroup, timeZone, now })
    .dueDate;
}
