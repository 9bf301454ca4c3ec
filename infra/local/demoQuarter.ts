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
 * Tickets are raised in creation order, a few at a time (their numbers follow creation order,
 * except that tickets raised in the same few minutes may swap numbers), then each ticket's later
 * events run in order, several tickets at once.
 */

/** Enough parallel tickets to keep DynamoDB Local busy without starving the rest of the machine. */
const CONCURRENCY = 8;

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
  tickets: number;
  events: number;
  milliseconds: number;
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

export async function seedDemoQuarter(options: {
  seed?: number;
  end?: number;
  tickets?: number;
  log: (line: string) => void;
}): Promise<QuarterSummary> {
  const started = performance.now();
  const plan = planQuarter({
    seed: options.seed ?? DEMO_QUARTER_SEED,
    end: options.end ?? Date.now(),
    tickets: options.tickets,
  });
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
    options.log(`Writing the demo quarter: ${plan.tickets.length} tickets over 90 days (the first start only)…`);
    const numbers = await mapWithConcurrency(plan.tickets, CONCURRENCY, (ticket) => writer.raise(ticket));
    await mapWithConcurrency(plan.tickets, CONCURRENCY, async (ticket, index) => {
      for (const event of ticket.events) await writer.event(numbers[index], event);
    });
    const links = await feedbackLinks();
    const answers = plan.tickets.flatMap((ticket, index) =>
      ticket.events.flatMap((event) => (event.kind === 'feedback' ? [{ id: numbers[index], event }] : [])),
    );
    await mapWithConcurrency(answers, CONCURRENCY, async ({ id, event }) => {
      const link = links.get(id);
      if (!link) throw new Error(`Ticket ${id} was closed but mailed no feedback link.`);
      await clock.at(event.at, () =>
        submitFeedback({
          feedbacklinkId: link,
          ticketSatisfaction: event.satisfied ? 'Yes' : 'No',
          reopenReason: event.reason,
        }),
      );
    });
  } finally {
    clock.restore();
  }
  return {
    tickets: plan.tickets.length,
    events: plan.tickets.reduce((sum, ticket) => sum + 1 + ticket.events.length, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}
