import { findUserByEmail, findUsersByEmailPrefix } from '../db/users';
import { notFound } from '../lib/errors';

/** Looking people up by e-mail (recipients, on-behalf-of). */

export async function usersByEmailPrefix(text: string) {
  const users = await findUsersByEmailPrefix(text);
  return users.map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }));
}

export async function userByEmail(email: string) {
  const user = await findUserByEmail(email);
  if (!user) throw notFound(`No user has the e-mail ${email}.`);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    mobile: user.mobile,
    employeeId: user.employeeId,
    branch: user.branch,
    officeType: user.officeType,
  };
}
