import { callerFor } from '../../functions/core/caller';
import { submitFeedback } from '../../functions/core/feedback';
import { getDepartmentAgents } from '../../functions/db/departmentAgents';
import { mailsWithStatus } from '../../functions/db/outbox';
import { getUsers } from '../../functions/db/users';
import { s3 } from '../../functions/lib/aws';
import { capacityMeters, newCapacityMeter } from '../../functions/lib/capacity';
import { mapWithConcurrency } from '../../functions/lib/concurrency';
import { inRequestScope } from '../../functions/lib/requestScope';
import { quarterAgents, quarterRequesters } from './demoQuarterCast';
import {
  appendJournal,
  beginQuarterJournal,
  type JournalEntry,
  type QuarterPlanOptions,
  readJournal,
} from './demoQuarterJournal';
import { type PlannedTicket, planQuarter } from './demoQuarterPlan';
import { QuarterWriter } from './demoQuarterWriter';
import { installSeedClock } from './seedClock';

/**
 * Writes the demo quarter (demoQuarterPlan.ts) through the product's core functions, exactly as
 * the handlers call them: raising, taking from the Department Queue, assigning, replying, internal
 * notes, attachments (uploaded to S3 and claimed as the browser's are), transfers, Central Pool
 * requests, status changes, the overdue sweep, and the feedback form. So every counter, list row,
 * search and sort index, analytics figure, escalation record and mail is what the product itself
 * would have written. Each write happens at its planned moment (seedClock.ts).
 *
 * Several tickets at once, each from its raising to its last event in order (its number comes
 * from the raising, so numbers follow creation order except among the few tickets in flight), then
 * the feedback answers, whose links are read from the closing mails still in the outbox.
 *
 * Where the time goes (measured on this 2-core machine, DynamoDB Local file-backed, README): a core
 * call costs 3 to 17 DynamoDB requests (raising 16, a status change 7, a reply 4), mostly reads;
 * DynamoDB Local answers 50 to 150 requests a second here, writes being the slow part (its SQLite
 * commits one at a time), so more than ~8 tickets in flight gains nothing. Hence `npm start` writes
 * the quarter in the background, behind a server already usable.
 */

/** Enough parallel tickets to keep DynamoDB Local busy without starving the rest of the machine. */
const CONCURRENCY = 8;

export interface QuarterSummary {
  /** The plan's tickets, and the steps (raisings, events, feedback answers) this run wrote. */
  tickets: number;
  events: number;
  /** DynamoDB requests this run made. */
  requests: number;
  milliseconds: number;
  /** False when stopped before the end (the next start finishes it). */
  finished: boolean;
  /** Tickets left where they were because a step failed (someone changed them meanwhile). */
  stopped: number;
}

export interface QuarterProgress {
  done: number;
  total: number;
}

export interface QuarterRun {
  total: number;
  /** Settles when the quarter is written, or stopped. */
  done: Promise<QuarterSummary>;
  /** Lets the steps in flight end, takes no more, and settles when they have. */
  stop(): Promise<void>;
}

/** The feedback link each closed ticket's requester was mailed (the newest, if it closed twice). */
async function feedbackLinks(): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const mail of await mailsWithStatus('pending')) {
    const link = /feedbackId=([\w-]+)/.exec(mail.text)?.[1];
    if (link && mail.ticketId) links.set(mail.ticketId, link);
  }
  return links;
}

/**
 * Writes the quarter the journal at `journal` describes (beginQuarterJournal), or what it still
 * lacks. `tolerant` (the background writer, with people using the portal meanwhile): a ticket
 * whose step fails (someone took it first, say) is left there and counted; otherwise the error
 * ends the run.
 */
export function writeDemoQuarter(options: {
  journal: string;
  log: (line: string) => void;
  progress?: (progress: QuarterProgress) => void;
  tolerant?: boolean;
}): QuarterRun {
  const state = readJournal(options.journal);
  if (!state) throw new Error(`No demo quarter journal at ${options.journal}.`);
  const plan = planQuarter({ ...state.header, tickets: state.header.tickets });
  const total = plan.tickets.length;
  let halted = false;
  const journal = (entry: JournalEntry) => appendJournal(options.journal, entry);
  const meter = newCapacityMeter();

  const run = async (): Promise<QuarterSummary> => {
    const started = performance.now();
    let written = 0;
    let stopped = state.stopped.size;
    const fail = (ticket: number, error: unknown) => {
      if (!options.tolerant) throw error;
      const message = error instanceof Error ? error.message : String(error);
      journal({ ticket, stopped: message });
      stopped += 1;
      options.log(
        `Demo quarter: ticket ${state.ids.get(ticket) ?? `#${ticket + 1} of the plan`} left as it was (${message}).`,
      );
    };
    if (state.finished) {
      return { tickets: total, events: 0, requests: 0, milliseconds: 0, finished: true, stopped };
    }
    const ids = [...new Set(plan.tickets.flatMap((ticket) => [ticket.requesterId, ticket.raisedById]))];
    const staff = ['1', '2', '3', '4', '5', '6', '7', ...quarterAgents.map((agent) => agent.id)];
    const userIds = [...new Set([...ids, ...staff, ...quarterRequesters.map((person) => person.id)])];
    const [users, mappings] = await Promise.all([getUsers(userIds), getDepartmentAgents(userIds)]);
    const callers = new Map([...users.values()].map((user) => [user.id, callerFor(user, mappings.get(user.id))]));

    const clock = installSeedClock();
    // The AWS clients sign each request with the time: they send at the real time, whatever the
    // item inside says (s3rver, like S3, refuses a signature 15 minutes off).
    s3().middlewareStack.add((next) => (args) => clock.real(() => next(args)), {
      step: 'initialize',
      name: 'demoQuarterRealTime',
      override: true,
    });
    try {
      const writer = new QuarterWriter(clock, callers, users);
      // What an earlier, interrupted start wrote counts as done from the first progress report.
      const complete = (ticket: PlannedTicket, index: number) =>
        state.stopped.has(index) || (state.ids.has(index) && state.events.get(index) === ticket.events.length);
      const before = new Set(plan.tickets.flatMap((ticket, index) => (complete(ticket, index) ? [index] : [])));
      let done = before.size;
      options.progress?.({ done, total });
      const advance = () => {
        done += 1;
        options.progress?.({ done, total });
      };
      await mapWithConcurrency(plan.tickets, CONCURRENCY, async (ticket, index) => {
        if (before.has(index)) return;
        try {
          let id = state.ids.get(index);
          if (!id) {
            if (halted) return;
            id = await writer.raise(ticket);
            state.ids.set(index, id);
            journal({ ticket: index, id });
            written += 1;
          }
          for (let event = state.events.get(index) ?? 0; event < ticket.events.length; event += 1) {
            if (halted) return;
            await writer.event(id, ticket.events[event]);
            journal({ ticket: index, event: event + 1 });
            written += 1;
          }
        } catch (error) {
          fail(index, error);
          state.stopped.add(index);
        }
        advance();
      });
      if (halted) return summary(false);

      const links = await feedbackLinks();
      const answers = plan.tickets.flatMap((ticket, index) =>
        state.stopped.has(index) || state.answered.has(index)
          ? []
          : ticket.events.flatMap((event) => (event.kind === 'feedback' ? [{ index, event }] : [])),
      );
      await mapWithConcurrency(answers, CONCURRENCY, async ({ index, event }) => {
        if (halted) return;
        const id = state.ids.get(index) ?? '';
        try {
          const link = links.get(id);
          if (!link) throw new Error(`Ticket ${id} was closed but its feedback link is no longer in the outbox.`);
          await clock.at(event.at, () =>
            inRequestScope(() =>
              submitFeedback({
                feedbacklinkId: link,
                ticketSatisfaction: event.satisfied ? 'Yes' : 'No',
                reopenReason: event.reason,
              }),
            ),
          );
          journal({ feedback: index });
          written += 1;
          // Re-opened: swept as any open ticket past its due date (after the journal line, so a
          // restart never answers twice; a sweep lost to a crash is the next real sweep's).
          for (const sweepAt of event.sweepsAfter) await writer.event(id, { kind: 'sweep', at: sweepAt });
        } catch (error) {
          fail(index, error);
        }
      });
      if (halted) return summary(false);
      journal({ finished: true });
      return summary(true);
    } finally {
      clock.restore();
    }

    function summary(finished: boolean): QuarterSummary {
      return {
        tickets: total,
        events: written,
        requests: meter.calls,
        milliseconds: Math.round(performance.now() - started),
        finished,
        stopped,
      };
    }
  };

  const done = capacityMeters.run(meter, run);
  return {
    total,
    done,
    stop: async () => {
      halted = true;
      await done.catch(() => undefined);
    },
  };
}

/** Writes the demo quarter from start to end, waiting for it (tests; a fresh journal each time). */
export async function seedDemoQuarter(options: QuarterPlanOptions & { journal: string; log: (line: string) => void }) {
  beginQuarterJournal(options.journal, options);
  const run = writeDemoQuarter({ journal: options.journal, log: options.log });
  options.log(`Writing the demo quarter: ${run.total} tickets over 90 days…`);
  return run.done;
}
