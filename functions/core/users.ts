import { worksTickets } from '../../shared/domain/roles';
import { findUserByEmail, findUsersByEmailPrefix } from '../db/users';
import type { Caller } from '../lib/auth';
import { notFound } from '../lib/errors';

/** Looking people up by e-mail (recipients, on-behalf-of). */

export async function usersByEmailPrefix(text: string) {
  const users = await findUsersByEmailPrefix(text);
  return users.map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }));
}

/** One user by exact e-mail; contact and employee details only for agents and admins (issue #15). */
export async function userByEmail(caller: Caller, email: string) {
  const user = await findUserByEmail(email);
  if (!user) throw notFound(`No user has the e-mail ${email}.`);
  const named = { id: user.id, fullName: user.fullName, email: user.email };
  if (!worksTickets(caller.flags)) return named;
  return {
    ...named,
    mobile: user.mobile,
    employeeId: user.employeeId,
    branch: user.branch,
    officeType: user.officeType,
  };
}
