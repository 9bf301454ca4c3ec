import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { looksLikeEmail, USER_MESSAGES } from '../../shared/domain/adminRules';
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordRuleProblem,
  SET_PASSWORD_MESSAGES,
  SET_PASSWORD_PATH,
} from '../../shared/domain/passwords';
import { type OutboxMail, outboxItem } from '../db/outbox';
import {
  consumePasswordToken,
  countPasswordResetRequest,
  getPasswordToken,
  latestPasswordTokenHash,
  type PasswordTokenPurpose,
  PasswordTokenUnusableError,
  passwordTokenItems,
  writePasswordLink,
} from '../db/passwordTokens';
import type { TransactItem } from '../db/query';
import { findUserByEmail, getUser, type UserRecord } from '../db/users';
import { env } from '../lib/env';
import { badRequest } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { accountThrottleId } from './signInThrottleIds';

/**
 * Set-password links (issue 13): the first admin's (bootstrap), a new user's (invite) and a
 * forgotten password's (reset). The token is 256 random bits, sent only in the link; the table keeps
 * its SHA-256. It sets one password, once, within 72 hours. Tokens are never logged.
 */

export const PASSWORD_LINK_TTL_HOURS = 72;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const setPasswordUrl = (token: string) => `${env.appUrl}${SET_PASSWORD_PATH}?token=${token}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const mailWording: Record<PasswordTokenPurpose, { subject: string; intro: string; action: string }> = {
  bootstrap: {
    subject: 'Set your Helpdesk administrator password',
    intro: 'You are the first central admin of this Helpdesk portal.',
    action: 'Set your password',
  },
  invite: {
    subject: 'You are invited to the Helpdesk portal',
    intro: 'An administrator has created a Helpdesk account for you.',
    action: 'Set your password',
  },
  reset: {
    subject: 'Reset your Helpdesk password',
    intro: 'Someone asked to reset the password of your Helpdesk account. If it was not you, ignore this mail.',
    action: 'Choose a new password',
  },
};

function passwordLinkMail(user: Pick<UserRecord, 'email' | 'fullName'>, purpose: PasswordTokenPurpose, url: string) {
  const wording = mailWording[purpose];
  const greeting = `Dear ${user.fullName || user.email},`;
  const validity = `The link works once and expires in ${PASSWORD_LINK_TTL_HOURS} hours.`;
  const mail: OutboxMail = {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    to: [user.email.trim().toLowerCase()],
    subject: wording.subject,
    text: [greeting, '', wording.intro, '', `${wording.action}: ${url}`, '', validity].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(wording.intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(wording.action)}</a></p><p>${escapeHtml(validity)}</p>`,
    status: 'pending',
    attempts: 0,
    lastError: null,
  };
  return mail;
}

/** Items a new user's invite writes with the user: the token and the mail (no older link to void). */
export const NEW_USER_INVITE_ITEMS = 2;

/**
 * A new set-password link for a user: its URL, and the items that store it (voiding the user's
 * older unused links) and queue its mail, to be written in one transaction (with the user itself
 * when the user is new: `newUser`).
 */
export function newPasswordLink(
  user: Pick<UserRecord, 'id' | 'email' | 'fullName'>,
  purpose: PasswordTokenPurpose,
  { newUser = false } = {},
): { url: string; items: TransactItem[] } {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const url = setPasswordUrl(token);
  const items = passwordTokenItems(
    {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + PASSWORD_LINK_TTL_HOURS * 3600,
    },
    { firstLink: newUser },
  );
  return { url, items: [...items, outboxItem(passwordLinkMail(user, purpose, url))] };
}

/**
 * Makes a set-password link for a stored user and queues its mail, in one transaction. Answers the
 * link (the bootstrap command prints it); callers on the request path must not return or log it.
 */
export async function issuePasswordLink(
  user: Pick<UserRecord, 'id' | 'email' | 'fullName'>,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const link = newPasswordLink(user, purpose);
  await writePasswordLink(link.items);
  return link.url;
}

/** POST /api/user/setPassword: checks everything first; a refusal writes nothing. */
export async function setPasswordWithLink(token: string, password: string) {
  const now = new Date();
  const record = await getPasswordToken(hashToken(token));
  if (!record) throw badRequest(SET_PASSWORD_MESSAGES.unknownLink);
  if (record.usedAt) throw badRequest(SET_PASSWORD_MESSAGES.usedLink);
  if (record.expiresAt * 1000 <= now.getTime()) throw badRequest(SET_PASSWORD_MESSAGES.expiredLink);
  const latest = await latestPasswordTokenHash(record.userId);
  if (latest && latest !== record.tokenHash) throw badRequest(SET_PASSWORD_MESSAGES.replacedLink);
  const user = await getUser(record.userId);
  if (!user) throw badRequest(SET_PASSWORD_MESSAGES.unknownLink);
  const problem = passwordRuleProblem(password, user.email);
  if (problem) throw badRequest(problem);
  try {
    await consumePasswordToken(record, await hashPassword(password), now, accountThrottleId(user.email));
  } catch (error) {
    // Used by a second tab in the meantime, or expired while the password was hashed.
    if (error instanceof PasswordTokenUnusableError) throw badRequest(SET_PASSWORD_MESSAGES.usedLink);
    throw error;
  }
  return { success: true, message: SET_PASSWORD_MESSAGES.done };
}

/** Reset links an e-mail may be sent within an hour; further requests get the same answer, and no mail. */
export const PASSWORD_RESETS_PER_HOUR = 3;

const hashEmail = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

/**
 * POST /api/user/requestPasswordReset: mails a reset link when the e-mail is a user's. The answer is
 * the same either way, so it does not tell who has an account. Requests are counted per e-mail
 * (whether or not it has an account): past PASSWORD_RESETS_PER_HOUR in an hour nothing is sent,
 * so nobody can flood a mailbox, and the answer still does not change.
 */
export async function requestPasswordReset(email: string) {
  if (!looksLikeEmail(email)) throw badRequest(USER_MESSAGES.invalidEmail);
  const allowed = await countPasswordResetRequest(hashEmail(email), new Date(), PASSWORD_RESETS_PER_HOUR, 3600);
  if (allowed) {
    const user = await findUserByEmail(email);
    if (user) await issuePasswordLink(user, 'reset');
  }
  return { success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE };
}
