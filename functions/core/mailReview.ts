import { CopyObjectCommand, DeleteObjectsCommand } from '@aws-sdk/client-s3';
import {
  type HeldMailRow,
  MAIL_DISCARDED_MESSAGE,
  MAIL_REVIEW_NOT_FOUND,
  mailAcceptedMessage,
} from '../../shared/contract/mailOutbox';
import { MAIL_REASONS } from '../../shared/domain/inboundMail';
import { nextId } from '../db/idSequences';
import {
  getHeldMail,
  type HeldMailRecord,
  heldMailPage,
  putHeldMail,
  setMailLogOutcome,
  takeHeldMail,
} from '../db/mailReview';
import { findUserByEmail, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { s3 } from '../lib/aws';
import { env } from '../lib/env';
import { badRequest, notFound } from '../lib/errors';
import { recordUpload, UNATTACHED_TAGGING_QUERY } from './files';
import { mailHelpTopic, raiseMailTicket } from './mailTickets';
import { writeNewUser } from './newUsers';

/**
 * Mail Review (issue 19, central admins): mail from unknown senders the inboundMail core held.
 * Accept opens its ticket as a known sender's mail would (creating the sender's account when they
 * have none); Discard drops it. Decisions recorded in shared/contract/mailOutbox.ts.
 */

const toRow = ({ logId: _logId, files, ...row }: HeldMailRecord): HeldMailRow => ({
  ...row,
  attachments: files.map((file) => file.name),
});

export async function mailReviewPage(query: { page: number; size: number }) {
  const { records, totalItems } = await heldMailPage(query.page, Math.max(1, query.size));
  return { mailReview: records.map(toRow), currentPage: query.page, totalItems };
}

async function heldOrFail(id: string): Promise<HeldMailRecord> {
  const held = await getHeldMail(id);
  if (!held) throw notFound(MAIL_REVIEW_NOT_FOUND);
  return held;
}

async function deleteFiles(held: HeldMailRecord) {
  if (held.files.length === 0) return;
  await s3().send(
    new DeleteObjectsCommand({
      Bucket: env.bucketName,
      Delete: { Objects: held.files.map((file) => ({ Key: file.key })), Quiet: true },
    }),
  );
}

/** The account of a held mail's sender: role User, the name their mail gives, an invite to sign in. */
async function senderAccount(caller: Caller, held: HeldMailRecord): Promise<UserRecord> {
  const id = await nextId('USER');
  const fullName = held.fromName || held.from.split('@')[0] || held.from;
  return writeNewUser(caller, id, {
    email: held.from,
    fullName,
    openId: '',
    mobile: '',
    officeType: '',
    designation: '',
    helpdeskRole: 'user',
    branch: '',
    openDepartmentId: '',
    employeeId: '',
  });
}

/** The held files, copied in as unattached uploads of `user` (claimed and checked by the raise path). */
async function uploadsOf(user: UserRecord, held: HeldMailRecord): Promise<string[]> {
  return Promise.all(
    held.files.map(async (file) => {
      const key = await recordUpload({ userId: user.id }, file.name, file.type);
      await s3().send(
        new CopyObjectCommand({
          Bucket: env.bucketName,
          Key: key,
          CopySource: `${env.bucketName}/${file.key}`,
          ContentType: file.type,
          MetadataDirective: 'REPLACE',
          Tagging: UNATTACHED_TAGGING_QUERY,
          TaggingDirective: 'REPLACE',
        }),
      );
      return key;
    }),
  );
}

export async function acceptHeldMail(caller: Caller, id: string) {
  const held = await heldOrFail(id);
  const target = await mailHelpTopic();
  if (!target) throw badRequest(MAIL_REASONS.noHelpTopic);
  const existing = await findUserByEmail(held.from);
  if (existing?.active === false) throw badRequest(MAIL_REASONS.inactiveSender);
  // Only one Accept (or Discard) takes the mail; if opening the ticket fails it is held again.
  if (!(await takeHeldMail(id))) throw notFound(MAIL_REVIEW_NOT_FOUND);
  let ticketId: string;
  try {
    const user = existing ?? (await senderAccount(caller, held));
    const uploadKeys = await uploadsOf(user, held);
    ticketId = await raiseMailTicket(user, target, { subject: held.subject, text: held.text, uploadKeys });
  } catch (error) {
    await putHeldMail(held);
    throw error;
  }
  await deleteFiles(held);
  await setMailLogOutcome(held.receivedAt, held.logId, { outcome: 'created', reason: MAIL_REASONS.accepted, ticketId });
  return { success: true, message: mailAcceptedMessage(ticketId), ticketId };
}

export async function discardHeldMail(id: string) {
  const held = await heldOrFail(id);
  if (!(await takeHeldMail(id))) throw notFound(MAIL_REVIEW_NOT_FOUND);
  await deleteFiles(held);
  await setMailLogOutcome(held.receivedAt, held.logId, {
    outcome: 'refused',
    reason: MAIL_REASONS.discarded,
    ticketId: null,
  });
  return { success: true, message: MAIL_DISCARDED_MESSAGE };
}
