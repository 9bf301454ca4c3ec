import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import { slaDays, slaLabel } from '../../shared/domain/tickets';
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

const normalizedName = (name: string) => name.toLowerCase().replace(/[_\s]+/g, '');

/**
 * The mail's answers to the help topic's own form (decision in shared/contract/mailOutbox.ts):
 * the subject goes into the topic's Issue Summary field (the field a ticket's subject is read
 * from), else its first text field; the text into its first long-text field. Keys are the form's
 * field names, so Ticket Details shows the topic's labels.
 */
export function mailFormAnswers(
  fields: readonly DynamicFormFieldDefinition[],
  subject: string,
  text: string,
): Record<string, string> {
  const subjectField =
    fields.find((field) => field.type === 'text' && normalizedName(field.name).includes('issuesummary')) ??
    fields.find((field) => field.type === 'text');
  const textField = fields.find((field) => field.type === 'textarea');
  const answers: Record<string, string> = {};
  if (subjectField) answers[subjectField.name] = subject.slice(0, MAIL_SUBJECT_FIELD_LENGTH);
  if (textField) answers[textField.name] = text;
  return answers;
}

/** A portal text field's answer is a line: the subject is cut to this many characters. */
const MAIL_SUBJECT_FIELD_LENGTH = 200;

/**
 * The SLA plan of a mail's ticket: the help topic's own default, as New Ticket preselects it;
 * should the tenant have stopped offering that plan since, the shortest plan it offers.
 */
function mailSlaPlan(target: MailTarget): string {
  const topicDays = slaDays(target.topic.sla);
  return slaLabel(
    topicDays !== undefined && target.slaDays.includes(topicDays) ? topicDays : Math.min(...target.slaDays),
  );
}

/**
 * Raises the ticket of a mail as its sender through the web's raise path (source "Email"): the
 * subject and text answer the topic's form (`mailFormAnswers`), the text is the thread's first
 * message, `uploadKeys` (the sender's uploads) are attached. Answers the ticket number; throws the
 * web path's HttpError when it refuses.
 */
export async function raiseMailTicket(
  user: UserRecord,
  target: MailTarget,
  mail: { subject: string; text: string; uploadKeys: string[] },
): Promise<string> {
  const caller = await senderCaller(user);
  const subject = mail.subject.trim() || '(no subject)';
  const text = mail.text || subject;
  const { id } = await raiseTicket(
    caller,
    {
      email: user.email,
      fullName: user.fullName,
      ticketNotice: true,
      departmentId: target.topic.departmentId,
      helpTopicId: target.topic.id,
      slaPlan: mailSlaPlan(target),
      userId: user.id,
      // The sender's employee id, or none ("-" on screen): never their internal user id.
      employeeNo: user.employeeId?.trim() || null,
      ticketCategory: 'Issue',
      dynamicFormJson: mailFormAnswers(target.topic.dynamicFormDetails.fields, subject, text),
      filesUpload: mail.uploadKeys,
      isTicketCreatedOnBehalfOFAnotherPerson: false,
    },
    { sourceName: 'Email', subject: subject.slice(0, MAIL_SUBJECT_FIELD_LENGTH), message: text },
  );
  return id;
}
