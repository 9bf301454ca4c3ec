import { looksLikeEmail } from '../../shared/domain/adminRules';
import { roleFlags } from '../../shared/domain/roles';
import { nextId } from '../db/idSequences';
import { createUser, findUserByEmail, listAllUsers, updateUser } from '../db/users';
import { issuePasswordLink } from './passwordLinks';

/**
 * The first central admin of a tenant (issue 13), the core of `npm run tenant -- bootstrap`, for the
 * local stack and AWS alike: the caller points the environment (TABLE_NAME, APP_URL, endpoints) at
 * the tenant first. It creates the admin with no password and answers a single-use set-password
 * link, also queued as a mail in the tenant's outbox.
 */

export const CENTRAL_ADMIN_ROLE = 'central admin';

/** A refusal the command reports as it is, with exit code 1. */
export class BootstrapRefusedError extends Error {}

export interface BootstrapInput {
  adminEmail: string;
  adminName: string;
  /** Run even though a central admin exists: adds this admin, or sends an existing user a new link. */
  force?: boolean;
}

export interface BootstrapResult {
  userId: string;
  /** Whether a new user was created (rather than an existing one made central admin). */
  created: boolean;
  link: string;
}

/**
 * The tenant's central admins. An admin command's read (the local start banner, the bootstrap
 * refusal), not a request path: reading the user list once is fine.
 */
export async function centralAdmins() {
  return (await listAllUsers()).filter((user) => roleFlags(user.helpdeskRole).isCentralAdmin);
}

export async function bootstrapFirstAdmin(input: BootstrapInput): Promise<BootstrapResult> {
  const email = input.adminEmail.trim().toLowerCase();
  const fullName = input.adminName.trim();
  if (!looksLikeEmail(email)) throw new BootstrapRefusedError(`"${input.adminEmail}" is not a valid e-mail address.`);
  if (!fullName) throw new BootstrapRefusedError('The admin needs a full name (--admin-name "<full name>").');

  const admins = await centralAdmins();
  if (admins.length > 0 && !input.force) {
    throw new BootstrapRefusedError(
      `This tenant already has a central admin (${admins.map((admin) => admin.email).join(', ')}). ` +
        'Nothing was changed. Run again with --force to add another central admin or to send a new link.',
    );
  }

  const now = new Date().toISOString();
  const existing = await findUserByEmail(email);
  if (existing) {
    const admin = { ...existing, helpdeskRole: CENTRAL_ADMIN_ROLE, updatedAt: now };
    if (existing.helpdeskRole !== CENTRAL_ADMIN_ROLE) await updateUser(existing, admin);
    return { userId: existing.id, created: false, link: await issuePasswordLink(admin, 'bootstrap') };
  }

  const admin = {
    id: await nextId('USER'),
    email,
    fullName,
    openId: '',
    mobile: '',
    officeType: '',
    designation: 'Central Admin',
    helpdeskRole: CENTRAL_ADMIN_ROLE,
    branch: '',
    openDepartmentId: '',
    employeeId: '',
    // No password until the link sets one (an empty hash never verifies).
    passwordHash: '',
    createdAt: now,
    updatedAt: now,
  };
  await createUser(admin);
  return { userId: admin.id, created: true, link: await issuePasswordLink(admin, 'bootstrap') };
}
