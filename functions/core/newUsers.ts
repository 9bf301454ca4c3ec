import { USER_MESSAGES } from '../../shared/domain/adminRules';
import type { TransactItem } from '../db/query';
import {
  createUser,
  createUsers,
  DuplicateEmailError,
  type UserFields,
  type UserRecord,
  usersPerTransaction,
} from '../db/users';
import type { Caller } from '../lib/auth';
import { conflict } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { NEW_USER_INVITE_ITEMS, newPasswordLink } from './passwordLinks';

/**
 * New users, as the Users form, the CSV import and Mail Review's Accept (issue 19) create them.
 * Apart from ./userAdmin.ts so Accept's function does not carry the Users List.
 */

/** The stored, checked fields of a user (./userAdmin.ts userFields). */
export type { UserFields } from '../db/users';

/**
 * A checked new user under `id`, and the items written with it: with the password hashed when one
 * is given, else an invite (a set-password link and its mail), so a user is never left without a
 * way in.
 */
async function newUser(
  caller: Caller,
  id: string,
  fields: UserFields,
  options: { password?: string; active?: boolean } = {},
): Promise<{ user: UserRecord; extraItems: TransactItem[] }> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    id,
    ...fields,
    // No password: the user cannot sign in with one (an empty hash never verifies).
    passwordHash: options.password ? await hashPassword(options.password) : '',
    createdAt: now,
    updatedAt: now,
    createdBy: caller.userId,
    updatedBy: caller.userId,
    ...(options.active === false ? { active: false } : {}),
  };
  // No admin-chosen password: the user gets an invite mail with a set-password link (issue 13).
  return { user, extraItems: options.password ? [] : newPasswordLink(user, 'invite', { newUser: true }).items };
}

/** Stores a checked new user (newUser) in one transaction. Throws the answer for a duplicate e-mail (409). */
export async function writeNewUser(
  caller: Caller,
  id: string,
  fields: UserFields,
  options: { password?: string; active?: boolean } = {},
) {
  const { user, extraItems } = await newUser(caller, id, fields, options);
  try {
    await createUser(user, extraItems);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw conflict(USER_MESSAGES.duplicateEmail(fields.email));
    throw error;
  }
  return user;
}

/** New users an invited-users transaction holds (each user's claim, profile, invite token and mail). */
export const INVITED_USERS_PER_WRITE = usersPerTransaction(NEW_USER_INVITE_ITEMS);

/**
 * Stores checked new users, each with its invite, in one transaction (at most
 * INVITED_USERS_PER_WRITE): all of them, or none and false when an e-mail was taken meanwhile.
 */
export async function writeNewUsersAtOnce(caller: Caller, rows: { id: string; fields: UserFields }[]) {
  const users = await Promise.all(rows.map(({ id, fields }) => newUser(caller, id, fields)));
  try {
    await createUsers(users);
    return true;
  } catch (error) {
    if (error instanceof DuplicateEmailError) return false;
    throw error;
  }
}
