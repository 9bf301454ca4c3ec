import { getDepartmentAgents } from '../db/departmentAgents';
import { getTenantSettings } from '../db/tenantSettings';
import type { UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { callerFor } from './caller';
import { referenceData } from './reference';
import { raiseTicket } from './tickets';

/**
 * Tickets opened by mail (issue 19): by the inboundMail core for a known sender, and by Mail
 * Review's Accept for a held one. Apart from ./inboundMail.ts so Accept does not carry the MIME parser.
 */

/** The caller a mail's sender acts as: their account, with their department mapping. */
export async function senderCaller(user: UserRecord): Promise<Caller> {
  const mapping = (await getDepartmentAgents([user.id])).get(user.id);
  return callerFor(user, mapping);
}

export type MailTarget = NonNullable<Awaited<ReturnType<typeof mailHelpTopic>>>;

/** The help topic new mail goes to, when the tenant set one that takes tickets. */
export async function mailHelpTopic() {
  const id = (await getTenantSettings())?.mailHelpTopicId?.trim();
  if (!id) return undefined;
  const reference = await referenceData();
  const topic = reference.helpTopics.find((entry) => entry.id === id && entry.active);
  const department = reference.departments.find((entry) => entry.id === topic?.departmentId && entry.active);
  return topic && department ? { topic, slaDays: reference.slaDays } : undefined;
}

/**
 * Raises the ticket of a mail as its sender through the web's raise path (source "Email"):
 * subject → Issue Summary, text → description, `uploadKeys` (the sender's uploads) attached.
 * Answers the ticket number; throws the web path's HttpError when it refuses.
 */
export async function raiseMailTicket(
  user: UserRecord,
  target: MailTarget,
  mail: { subject: string; text: string; uploadKeys: string[] },
): Promise<string> {
  const caller = await senderCaller(user);
  const subject = mail.subject.trim() || '(no subject)';
  const { id } = await raiseTicket(
    caller,
    {
      email: user.email,
      fullName: user.fullName,
      ticketNotice: true,
      departmentId: target.topic.departmentId,
      helpTopicId: target.topic.id,
      slaPlan: `${Math.min(...target.slaDays)} Day`,
      userId: user.id,
      employeeNo: user.employeeId || user.id,
      ticketCategory: 'Issue',
      dynamicFormJson: { issueSummary: subject.slice(0, 200), description: mail.text || subject },
      filesUpload: mail.uploadKeys,
      isTicketCreatedOnBehalfOFAnotherPerson: false,
    },
    { sourceName: 'Email' },
  );
  return id;
}
