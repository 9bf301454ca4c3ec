import { completeTransfer, transferTicket } from '../../functions/core/agentDesk';
import { takeTicket } from '../../functions/core/departmentQueue';
import { storeUpload } from '../../functions/core/files';
import { runOverdueSweep } from '../../functions/core/overdueSweep';
import { postReply } from '../../functions/core/replies';
import { bulkUpdate, raiseTicket } from '../../functions/core/tickets';
import { listTransfers } from '../../functions/db/transfers';
import type { UserRecord } from '../../functions/db/users';
import type { Caller } from '../../functions/lib/auth';
import { inRequestScope } from '../../functions/lib/requestScope';
import { createTicketPayload } from '../../shared/contract/ticketShapes';
import { CENTRAL_POOL_DEPARTMENT_ID } from '../../shared/contract/transfers';
import type { PlannedEvent, PlannedTicket } from './demoQuarterPlan';
import type { SeedClock } from './seedClock';

/**
 * How each planned step of a demo quarter ticket (demoQuarterPlan.ts) is written: through the
 * product's core functions as the handlers call them, at its planned moment (seedClock.ts), as the
 * user the plan names, each a request of its own (as the preset opens one; the sweep is a job, with
 * none). ./demoQuarter.ts runs the steps and keeps the journal.
 */

/** A 1x1 PNG and a one-page PDF: real files, as the content check wants them. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export class QuarterWriter {
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
    return this.clock.at(ticket.at, () =>
      inRequestScope(async () => {
        const files = ticket.screenshot
          ? [await storeUpload(raiser, { fileName: 'screenshot.png', contentType: 'image/png', data: SCREENSHOT })]
          : [];
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
      }),
    );
  }

  async event(ticketId: string, event: PlannedEvent): Promise<void> {
    const step = async () => {
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
            ? [
                {
                  key: await storeUpload(author, {
                    fileName: 'quotation.pdf',
                    contentType: 'application/pdf',
                    data: DOCUMENT,
                  }),
                  fileName: '',
                  id: '',
                },
              ]
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
    };
    await this.clock.at(event.at, () => (event.kind === 'sweep' ? step() : inRequestScope(step)));
  }

  /** The ticket's Central Pool request still waiting, from the Transfer Request list. */
  private async pendingRequest(ticketId: string): Promise<string> {
    const all = await listTransfers(new Date(0).toISOString(), new Date().toISOString());
    const request = all.find((entry) => entry.ticketId === ticketId && entry.transferStatus === 'Pending');
    if (!request) throw new Error(`Ticket ${ticketId} has no pending Central Pool request.`);
    return request.id;
  }
}
