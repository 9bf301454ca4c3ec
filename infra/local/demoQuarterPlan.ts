import { openGroupStatuses, type TicketStatus, type ticketCategories } from '../../shared/domain/statuses';
import {
  CENTRAL_AGENT_ID,
  departmentAgents,
  departmentLeads,
  departmentNames,
  type MisfiledStory,
  quarterRequesters,
  topics,
  topicWeights,
  UMA_ID,
} from './demoQuarterCast';
import { seededRandom } from './seededRandom';

/**
 * The demo tenant's lived-in quarter, as a plan: who raises which ticket when, and everything that
 * happens to it afterwards (assignment, replies, internal notes, attachments, transfers, Central
 * Pool requests, status changes, overdue sweeps, closing and feedback). Pure and deterministic:
 * the same seed and end time give the same plan, on every machine (a seeded PRNG, no `Date`, no
 * `Math.random`). demoQuarter.ts writes it through the product's core functions.
 */

export const DEMO_QUARTER_SEED = 20261125;
export const QUARTER_DAYS = 90;
export const QUARTER_TICKETS = 600;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The overdue sweep's steps: levels 1 to 5, then the HOD, one a day (functions/core/overdueSweep.ts). */
const ESCALATION_STEPS = 6;
/** India (UTC+5:30), where the demo group's offices are. */
const OFFICE_OFFSET = 5.5 * HOUR;
const OPENS = 9.5 * HOUR;
const CLOSES = 18.5 * HOUR;

/**
 * `at` if it falls in office hours (09:30 to 18:30 in India, Monday to Saturday), else a moment in
 * the first two hours of the next working morning (a browser walk found tickets closed at 3 AM).
 */
export function inOfficeHours(at: number): number {
  const local = at + OFFICE_OFFSET;
  const time = ((local % DAY) + DAY) % DAY;
  const midnight = local - time;
  const sunday = (day: number) => new Date(day).getUTCDay() === 0;
  if (time >= OPENS && time < CLOSES && !sunday(midnight)) return at;
  let morning = time < OPENS ? midnight : midnight + DAY;
  while (sunday(morning)) morning += DAY;
  return morning + OPENS + (at % (2 * HOUR)) - OFFICE_OFFSET;
}

/**
 * A moment in office hours (inOfficeHours) from `from` to before `until`, `fraction` (0 to 1) of
 * the way through the office time between them; null when none falls between them.
 */
export function officeMomentBetween(from: number, until: number, fraction: number): number | null {
  const spans: [number, number][] = [];
  const localFrom = from + OFFICE_OFFSET;
  const localUntil = until + OFFICE_OFFSET;
  for (let midnight = Math.floor(localFrom / DAY) * DAY; midnight < localUntil; midnight += DAY) {
    if (new Date(midnight).getUTCDay() === 0) continue;
    const opens = Math.max(midnight + OPENS, localFrom);
    const closes = Math.min(midnight + CLOSES, localUntil);
    if (opens < closes) spans.push([opens, closes]);
  }
  let left = Math.floor(fraction * spans.reduce((total, [opens, closes]) => total + closes - opens, 0));
  for (const [opens, closes] of spans) {
    if (left < closes - opens) return opens + left - OFFICE_OFFSET;
    left -= closes - opens;
  }
  return null;
}

export type PlannedEvent =
  | { kind: 'take'; at: number; actorId: string }
  | { kind: 'assign'; at: number; actorId: string; assigneeId: string; status: TicketStatus }
  | { kind: 'reply'; at: number; actorId: string; message: string; internal: boolean; attachment: boolean }
  | { kind: 'status'; at: number; actorId: string; status: TicketStatus }
  | {
      kind: 'transfer';
      at: number;
      actorId: string;
      departmentId: string;
      helpTopicId: string;
      assigneeId: string;
      reason: string;
    }
  | { kind: 'poolRequest'; at: number; actorId: string; reason: string }
  | { kind: 'poolComplete'; at: number; actorId: string; departmentId: string; helpTopicId: string; assigneeId: string }
  | { kind: 'sweep'; at: number }
  | {
      kind: 'feedback';
      at: number;
      satisfied: boolean;
      reason: string | null;
      /** When a dissatisfied answer re-opened the ticket: the overdue sweep's moments after it, to today. */
      sweepsAfter: number[];
    };

export interface PlannedTicket {
  at: number;
  requesterId: string;
  /** The requester (Portal) or an agent logging it for them (Phone, Email, Walk-in). */
  raisedById: string;
  sourceId: string;
  /** What an agent logging it sets at once. */
  initial: { status: TicketStatus; assigneeId: string } | null;
  departmentId: string;
  helpTopicId: string;
  slaDays: number;
  category: (typeof ticketCategories)[number];
  form: Record<string, unknown>;
  screenshot: boolean;
  events: PlannedEvent[];
  /** Where the plan leaves it (the last status it sets). */
  finalStatus: TicketStatus;
}

export interface QuarterPlan {
  start: number;
  end: number;
  tickets: PlannedTicket[];
}

/** The statuses a ticket passes through while an agent works on it: the open group but for the first two and Re-Open. */
const workingStatuses: readonly TicketStatus[] = openGroupStatuses.filter(
  (status) => status !== 'Open' && status !== 'Assigned to an engineer' && status !== 'Re-Open',
);

const agentReplies = [
  'Thanks for reporting this. I am looking into it now.',
  'Could you share a photo or a screenshot of the problem?',
  'I will visit your office tomorrow morning to check.',
  'We have raised this with the vendor and will update you.',
  'Please try again now and let me know if it works.',
];
const requesterReplies = [
  'Thank you, it is still happening today.',
  'Attached the details you asked for.',
  'Any update on this? It is affecting classes.',
  'It works now, thanks a lot.',
];
const internalNotes = [
  'Checked the asset register: still under warranty.',
  'Same issue reported at this branch last month.',
  'Waiting for the spare part from the warehouse.',
  'Discussed with the branch head; approval expected this week.',
];
const feedbackReasons = ['The issue came back the next day.', 'Nobody visited the office.'];

export function planQuarter(options: { seed: number; end: number; tickets?: number; days?: number }): QuarterPlan {
  const next = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (probability: number) => next() < probability;
  const between = (low: number, high: number) => low + next() * (high - low);
  const count = options.tickets ?? QUARTER_TICKETS;
  const days = options.days ?? QUARTER_DAYS;
  const end = options.end;
  const start = end - days * DAY;
  const requesterIds = [UMA_ID, ...quarterRequesters.map((person) => person.id)];

  // Creation times: spread over the quarter, 09:00 to 18:00 in India, fewer on Sundays; sorted oldest
  // first. Days are counted from India's midnight: counted from `end` (`Date.now()` at `npm start`),
  // a quarter started in the afternoon had its tickets raised, even by phone, late at night.
  const firstMidnight = Math.floor((start + OFFICE_OFFSET) / DAY) * DAY - OFFICE_OFFSET;
  const times: number[] = [];
  while (times.length < count) {
    const dayStart = firstMidnight + Math.floor(next() * (days + 1)) * DAY;
    if (new Date(dayStart + OFFICE_OFFSET).getUTCDay() === 0 && chance(0.7)) continue;
    const at = dayStart + between(9, 18) * HOUR;
    if (at >= start && at < end - HOUR) times.push(Math.round(at));
  }
  times.sort((a, b) => a - b);

  let openRound = 0;
  // The first ticket that shows no escalation is raised under the wrong help topic, so a quarter
  // however small has a transfer or a Central Pool request (the Transfer Request list is not empty).
  const firstMisfiled = topics.findIndex(
    (entry, index) => topics.findIndex((other) => other.departmentId === entry.departmentId) !== index,
  );
  const tickets = times.map((at, index): PlannedTicket => {
    // Every help topic, office type and status appears: the first tickets go round them in turn.
    const weighted = pick(topicWeights);
    const topic = index < topics.length ? topics[index] : topics.find((entry) => entry.id === weighted)!;
    // The first ticket of each department stays open in it past its due date, so every level-1
    // contact has an escalation however small the quarter and whatever its end day.
    const showsEscalation = topics.findIndex((entry) => entry.departmentId === topic.departmentId) === index;
    const requesterId = index < requesterIds.length ? requesterIds[index] : chance(0.15) ? UMA_ID : pick(requesterIds);
    // One in ten is raised under the wrong help topic, and moved later to the one that handles it
    // (never the ticket that shows its department's escalation).
    const raisedWrongly = chance(0.1) || index === firstMisfiled;
    const misfiled: MisfiledStory | null = raisedWrongly && !showsEscalation ? pick(topic.misfiled) : null;
    const summary = misfiled?.summary ?? pick(topic.summaries);
    const agentLogged = chance(0.25);
    const firstAgent = pick(departmentAgents[topic.departmentId]);
    const age = end - at;
    const ticket: PlannedTicket = {
      at,
      requesterId,
      raisedById: agentLogged ? firstAgent : requesterId,
      sourceId: agentLogged ? pick(['2', '3', '4']) : '1',
      initial: agentLogged ? { status: 'Assigned to an engineer', assigneeId: firstAgent } : null,
      departmentId: topic.departmentId,
      helpTopicId: topic.id,
      slaDays: topic.sla,
      category: pick([
        'Issue',
        'Issue',
        'Issue',
        'Issue',
        'Change Request',
        'New Feature Request / Enhancement',
      ] as const),
      form: topic.form(summary, pick),
      screenshot: !agentLogged && chance(0.08),
      events: [],
      finalStatus: agentLogged ? 'Assigned to an engineer' : 'Open',
    };
    let clock = at;
    /** People act in office hours: `low` to `high` hours on, moved into the next working hours. */
    const later = (low: number, high: number) => {
      clock = inOfficeHours(clock + Math.round(between(low, high) * HOUR));
      return clock;
    };
    /**
     * Whether a step at the clock comes in time: the sweep's up to 10 minutes before the end, anyone
     * else's up to 25, so the sweep that catches up on the levels reached meanwhile (15 minutes after
     * the last step) still comes before the end. Else a ticket worked on in the quarter's last minutes
     * was left behind its escalation levels (on some end days and times).
     */
    const fits = (kind?: PlannedEvent['kind']) => clock < end - (kind === 'sweep' ? 10 : 25) * 60_000;
    const events = ticket.events;
    const push = (event: PlannedEvent) => {
      if (!fits(event.kind)) return false;
      events.push(event);
      if ('status' in event) ticket.finalStatus = event.status;
      return true;
    };
    let department = topic.departmentId;
    let assignee = ticket.initial?.assigneeId ?? '';
    const due = at + ticket.slaDays * DAY;
    /**
     * When the overdue sweep (every 15 minutes) raises a ticket open from `from` on: an hour into each
     * day past its due date, one level a day (levels 1 to 5, then the HOD), its first `steps` levels,
     * before the quarter's end. Levels whose day passed before `from` (a ticket re-opened, or left in
     * the Central Pool, after its due date) are all reached by the first sweep after `from`, as the
     * sweep does.
     */
    let lastSweep = 0;
    const sweepMoments = (from: number, steps: number) => {
      const last = end - 10 * 60_000;
      const catchUp = from + 15 * 60_000;
      const moments: number[] = [];
      for (let step = 0; step < steps; step += 1) {
        const rises = due + step * DAY + HOUR;
        if (rises <= lastSweep) continue;
        const at = Math.max(rises, catchUp);
        if (at < last && at !== moments.at(-1)) moments.push(at);
      }
      return moments;
    };
    /** The sweeps of a ticket open from now on, as its next events. */
    const sweep = (steps: number) => {
      for (const sweepAt of sweepMoments(clock, steps)) {
        clock = sweepAt;
        if (push({ kind: 'sweep', at: sweepAt })) lastSweep = sweepAt;
      }
    };

    /** Its events from raising to where the plan leaves it (an early return: no further events). */
    const work = () => {
      // A fresh ticket may still wait in its Department Queue.
      if (!ticket.initial) {
        if (age < 2 * DAY && chance(0.35) && !showsEscalation) return;
        later(0.2, 6);
        assignee = firstAgent;
        if (chance(0.5) && assignee !== CENTRAL_AGENT_ID) {
          push({ kind: 'take', at: clock, actorId: assignee });
        } else {
          push({
            kind: 'assign',
            at: clock,
            actorId: departmentLeads[department],
            assigneeId: assignee,
            status: 'Assigned to an engineer',
          });
        }
      }
      // The first answer, sometimes with a document.
      if (chance(0.75)) {
        push({
          kind: 'reply',
          at: later(0.3, 10),
          actorId: assignee,
          message: pick(agentReplies),
          internal: false,
          attachment: chance(0.05),
        });
      }
      if (chance(0.3)) {
        push({
          kind: 'reply',
          at: later(1, 20),
          actorId: requesterId,
          message: pick(requesterReplies),
          internal: false,
          attachment: false,
        });
      }
      if (chance(0.22)) {
        push({
          kind: 'reply',
          at: later(0.5, 8),
          actorId: assignee,
          message: pick(internalNotes),
          internal: true,
          attachment: false,
        });
      }
      // Raised under the wrong help topic: its agent transfers it to the department that handles it,
      // or asks the Central Pool, which sends it there.
      if (misfiled) {
        const target = topics.find((entry) => entry.id === misfiled.belongsTo)!;
        const targetAgent = pick(departmentAgents[target.departmentId]);
        const moved = (event: PlannedEvent) => {
          if (!push(event)) return false;
          department = target.departmentId;
          assignee = targetAgent;
          return true;
        };
        if (chance(0.6)) {
          moved({
            kind: 'transfer',
            at: later(1, 24),
            actorId: assignee,
            departmentId: target.departmentId,
            helpTopicId: target.id,
            assigneeId: targetAgent,
            reason: `This is for ${departmentNames[target.departmentId]}.`,
          });
        } else {
          // The request empties the assignee: "Assigned to an engineer" would then name nobody (a
          // browser walk found one waiting in the pool so), so its agent first puts it back to Open.
          const reopened =
            ticket.finalStatus === 'Assigned to an engineer' &&
            push({ kind: 'status', at: later(1, 24), actorId: assignee, status: 'Open' });
          const requested = push({
            kind: 'poolRequest',
            at: reopened ? later(0.02, 0.2) : later(1, 24),
            actorId: assignee,
            reason: 'Not sure which department handles this.',
          });
          // The Central Pool decides within a day, except for the last few days' requests: those wait
          // in the pool, and run past their due date there as any open ticket does.
          if (!requested) return;
          if (end - clock < 15 * DAY && chance(0.8)) return;
          const completed = moved({
            kind: 'poolComplete',
            at: later(2, 20),
            actorId: CENTRAL_AGENT_ID,
            departmentId: target.departmentId,
            helpTopicId: target.id,
            assigneeId: targetAgent,
          });
          if (!completed) return;
        }
      }

      // Tickets past their due date are mostly done (a few stay open, overdue); newer ones mostly open.
      const resolves = chance(due < end - DAY ? 0.975 : 0.3) && !showsEscalation;
      // Work in between; the tickets still open show every open status, in turn.
      if (!resolves && chance(0.85)) {
        openRound += 1;
        push({
          kind: 'status',
          at: later(1, 30),
          actorId: assignee,
          status: workingStatuses[openRound % workingStatuses.length],
        });
      } else if (chance(0.4)) {
        push({ kind: 'status', at: later(1, 30), actorId: assignee, status: pick(workingStatuses) });
      }
      // Some run past their due date first: the overdue sweep escalates them, one level a day, as it
      // does every open overdue ticket (until today for those still open).
      const late = !resolves || chance(0.08);
      if (late) {
        sweep(resolves ? 1 + Math.floor(next() * 3) : ESCALATION_STEPS);
      }
      if (!resolves) return;
      // On time when it can be: before its due date, unless the work so far already ran past it. Work
      // that would run past it is done at some office-hours moment before it (not at one fixed
      // offset: a browser walk found many closed exactly an hour before their due date).
      const before = clock;
      const natural = later(late ? 2 : 4, late ? 20 : 40);
      if (!late && natural >= due) {
        clock = officeMomentBetween(before + 600_000, due, next()) ?? inOfficeHours(before + 600_000);
      }
      // Closed more than an hour past its due date (the work so far ran past it, or no office time
      // was left before it): the sweep, every 15 minutes, escalated it while it was open, as any open
      // overdue ticket (a browser walk found about a quarter of the late closes never escalated).
      if (!late && clock > due + HOUR) {
        const closing = clock;
        clock = before;
        sweep(1);
        clock = inOfficeHours(Math.max(closing, clock + 60_000));
      }
      const closesAtOnce = chance(0.45);
      if (!push({ kind: 'status', at: clock, actorId: assignee, status: closesAtOnce ? 'Closed' : 'Resolved' })) {
        return;
      }
      // The requester closes most resolved tickets a few days later; closing mails a feedback link.
      if (!closesAtOnce) {
        if (!chance(0.6)) return;
        if (!push({ kind: 'status', at: later(6, 96), actorId: requesterId, status: 'Closed' })) return;
      }
      if (chance(0.55)) {
        // A dissatisfied answer re-opens the ticket: only among the last weeks' closures.
        const satisfied = end - clock > 20 * DAY || chance(0.8);
        const at = later(1, 48);
        if (fits()) {
          // Re-opened, it is open again: the sweep escalates it as any open ticket past its due date.
          const sweepsAfter = satisfied ? [] : sweepMoments(at, ESCALATION_STEPS);
          events.push({
            kind: 'feedback',
            at,
            satisfied,
            reason: satisfied ? null : pick(feedbackReasons),
            sweepsAfter,
          });
          if (!satisfied) ticket.finalStatus = 'Re-Open';
        }
      }
    };
    work();
    // Still open at the end (in the queue, the Central Pool, or cut short by the quarter's end): the
    // sweep has escalated it as far as its days past due reach, as it does every open ticket.
    if (!['Resolved', 'Closed', 'Re-Open'].includes(ticket.finalStatus)) {
      // From its last event: a step that did not fit before the end moved the clock past it.
      clock = events.at(-1)?.at ?? at;
      sweep(ESCALATION_STEPS);
    }
    return ticket;
  });
  return { start, end, tickets };
}
