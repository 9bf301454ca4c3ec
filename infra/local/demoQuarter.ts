import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { completeTransfer, transferTicket } from '../../functions/core/agentDesk';
import { callerFor } from '../../functions/core/caller';
import { takeTicket } from '../../functions/core/departmentQueue';
import { submitFeedback } from '../../functions/core/feedback';
import { recordUpload, UNATTACHED_TAGGING_QUERY } from '../../functions/core/files';
import { runOverdueSweep } from '../../functions/core/overdueSweep';
import { postReply } from '../../functions/core/replies';
import { bulkUpdate, raiseTicket } from '../../functions/core/tickets';
import { getDepartmentAgents } from '../../functions/db/departmentAgents';
import { mailsWithStatus } from '../../functions/db/outbox';
import { listTransfers } from '../../functions/db/transfers';
import { getUsers, type UserRecord } from '../../functions/db/users';
import type { Caller } from '../../functions/lib/auth';
import { s3 } from '../../functions/lib/aws';
import { capacityMeters, newCapacityMeter } from '../../functions/lib/capacity';
import { mapWithConcurrency } from '../../functions/lib/concurrency';
import { env } from '../../functions/lib/env';
import { createTicketPayload } from '../../shared/contract/tickets';
import { CENTRAL_POOL_DEPARTMENT_ID } from '../../shared/contract/transfers';
import {
  DEMO_QUARTER_SEED,
  type PlannedEvent,
  type PlannedTicket,
  planQuarter,
  quarterAgents,
  quarterRequesters,
} from './demoQuarterPlan';
import { installSeedClock, type SeedClock } from './seedClock';

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

/**
 * The journal: a file in the data folder, one JSON line per step written (the plan's seed, end
 * and size first; then each ticket raised with its number, each event done, each feedback
 * answered; "finished" last). Decision for a start interrupted midway (Ctrl-C, a crash): it is
 * finished, not redone. The plan is made again from the journal's seed and end (the same plan),
 * and only the steps the journal lacks are written: no ticket is raised twice. On Ctrl-C the
 * writer stops taking steps and lets those in flight end first, so the journal and the table
 * agree; after a crash at most the few steps in flight are lost (a ticket number skipped, an event
 * missing), never doubled. A journal marked finished is never written again.
 */
export const QUARTER_JOURNAL = 'demo-quarter.jsonl';

export interface QuarterPlanOptions {
  seed?: number;
  end?: number;
  tickets?: number;
}

interface JournalHeader {
  seed: number;
  end: number;
  tickets?: number;
}

type JournalEntry =
  | { ticket: number; id: string }
  | { ticket: number; event: number }
  | { ticket: number; stopped: string }
  | { feedback: number }
  | { finished: true };

interface JournalState {
  header: JournalHeader;
  ids: Map<number, string>;
  events: Map<number, number>;
  stopped: Set<number>;
  answered: Set<number>;
  finished: boolean;
}

/** Starts the journal of a new quarter (before the tenant is seeded, so a crash cannot lose it). */
export function beginQuarterJournal(path: string, options: QuarterPlanOptions): void {
  const header: JournalHeader = {
    seed: options.seed ?? DEMO_QUARTER_SEED,
    end: options.end ?? Date.now(),
    ...(options.tickets ? { tickets: options.tickets } : {}),
  };
  writeFileSync(path, `${JSON.stringify(header)}\n`);
}

function readJournal(path: string): JournalState | null {
  if (!existsSync(path)) return null;
  const [first, ...lines] = readFileSync(path, 'utf8').split('\n');
  if (!first) return null;
  const state: JournalState = {
    header: JSON.parse(first) as JournalHeader,
    ids: new Map(),
    events: new Map(),
    stopped: new Set(),
    answered: new Set(),
    finished: false,
  };
  for (const line of lines) {
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      continue; // an empty last line, or one cut short by a crash
    }
    if ('finished' in entry) state.finished = true;
    else if ('feedback' in entry) state.answered.add(entry.feedback);
    else if ('id' in entry) state.ids.set(entry.ticket, entry.id);
    else if ('event' in entry) state.events.set(entry.ticket, entry.event);
    else if ('stopped' in entry) state.stopped.add(entry.ticket);
  }
  return state;
}

/** What a data folder holds of the demo quarter. */
export function quarterState(path: string): 'none' | 'unfinished' | 'finished' {
  const state = readJournal(path);
  return !state ? 'none' : state.finished ? 'finished' : 'unfinished';
}

/** A 1x1 PNG and a one-page PDF: real files, as the content check wants them. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

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

/** The browser's upload: a recorded key, then the file in S3 with the unattached tag. */
async function upload(caller: Caller, fileName: string, contentType: string, body: Buffer): Promise<string> {
  const key = await recordUpload(caller, fileName, contentType);
  await s3().send(
    new PutObjectCommand({
      Bucket: env.bucketName,
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: UNATTACHED_TAGGING_QUERY,
    }),
  );
  return key;
}

class Writer {
  constructor(
    private readonly clock: SeedClock,
    private readonly callers: Map<string, Caller>,
    private readonly users: Map<string, UserRecord>,
  ) {}

  private caller(id: string): Caller {
    const caller = this.callers.get(id);
    if (!caller) throw new Error(`The demo quarter names user ${id}, who is not seeded.`);
    return caller;
  }

  async raise(ticket: PlannedTicket): Promise<string> {
    const requester = this.users.get(ticket.requesterId)!;
    const raiser = this.caller(ticket.raisedById);
    return this.clock.at(ticket.at, async () => {
      const files = ticket.screenshot ? [await upload(raiser, 'screenshot.png', 'image/png', SCREENSHOT)] : [];
      const payload = createTicketPayload.parse({
        email: requester.email,
        fullName: requester.fullName,
        ticketNotice: true,
        departmentId: ticket.departmentId,
        helpTopicId: ticket.helpTopicId,
        slaPlan: String(ticket.slaDays),
        userId: requester.id,
        ticketCategory: ticket.category,
        employeeNo: requester.employeeId,
        dynamicFormJson: ticket.form,
        filesUpload: files,
        ...(ticket.initial
          ? {
              ticketSourceId: ticket.sourceId,
              ticketStatus: ticket.initial.status,
              assigneeId: ticket.initial.assigneeId,
              isTicketCreatedOnBehalfOFAnotherPerson: true,
            }
          : {}),
      });
      const answer = await raiseTicket(raiser, payload);
      if (!answer.id) throw new Error('A demo ticket was not raised.');
      return answer.id;
    });
  }

  async event(ticketId: string, event: PlannedEvent): Promise<void> {
    await this.clock.at(event.at, async () => {
      switch (event.kind) {
        case 'take':
          await takeTicket(this.caller(event.actorId), { ticketId });
          return;
        case 'assign':
          await bulkUpdate(this.caller(event.actorId), {
            id: [ticketId],
            assigneeId: event.assigneeId,
            ticketStatus: event.status,
          });
          return;
        case 'status':
          await bulkUpdate(this.caller(event.actorId), { id: [ticketId], ticketStatus: event.status });
          return;
        case 'reply': {
          const author = this.caller(event.actorId);
          const files = event.attachment
            ? [{ key: await upload(author, 'quotation.pdf', 'application/pdf', DOCUMENT), fileName: '', id: '' }]
            : [];
          await postReply(author, {
            ticketId,
            message: `<p>${event.message}</p>`,
            isInternalNotes: event.internal,
            s3FilesUrl: files,
          });
          return;
        }
        case 'transfer':
          await transferTicket(this.caller(event.actorId), {
            ticketId,
            transferReason: event.reason,
            selectedDepartment: { depId: event.departmentId, deptName: '' },
            selectedAssignee: { value: event.assigneeId, assigneeName: '' },
            helpTopicId: event.helpTopicId,
            isTicketWronglyAssigned: 1,
          });
          return;
        case 'poolRequest':
          await transferTicket(this.caller(event.actorId), {
            ticketId,
            transferReason: event.reason,
            selectedDepartment: { depId: CENTRAL_POOL_DEPARTMENT_ID, deptName: CENTRAL_POOL_DEPARTMENT_ID },
            isTicketWronglyAssigned: 1,
          });
          return;
        case 'poolComplete': {
          const request = await this.pendingRequest(ticketId);
          await completeTransfer(this.caller(event.actorId), {
            ticketId,
            transferRequestId: request,
            selectedDepartment: { depId: event.departmentId, deptName: '' },
            selectedAssignee: { value: event.assigneeId, assigneeName: '' },
            helpTopicId: event.helpTopicId,
          });
          return;
        }
        case 'sweep':
          await runOverdueSweep(event.at, (ticket) => ticket.id === ticketId);
          return;
        case 'feedback':
          // Answered in a later pass: the link is read from the closing mail (see answerFeedback).
          return;
      }
    });
  }

  /** The ticket's Central Pool request still waiting, from the Transfer Request list. */
  private async pendingRequest(ticketId: string): Promise<string> {
    const all = await listTransfers(new Date(0).toISOString(), new Date().toISOString());
    const request = all.find((entry) => entry.ticketId === ticketId && entry.transferStatus === 'Pending');
    if (!request) throw new Error(`Ticket ${ticketId} has no pending Central Pool request.`);
    return request.id;
  }
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
  const journal = (entry: JournalEntry) => appendFileSync(options.journal, `${JSON.stringify(entry)}\n`);
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
      const writer = new Writer(clock, callers, users);
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
            submitFeedback({
              feedbacklinkId: link,
              ticketSatisfaction: event.satisfied ? 'Yes' : 'No',
              reopenReason: event.reason,
            }),
          );
          journal({ feedback: index });
          written += 1;
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
