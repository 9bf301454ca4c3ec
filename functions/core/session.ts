import type { TenantSettingsView } from '../../shared/contract/tenantSettings';
import { LOGIN_FAILED_MESSAGE, type UserView } from '../../shared/contract/users';
import { roleFlags, worksTickets } from '../../shared/domain/roles';
import { getTenantSettings, type TenantSettingsRecord } from '../db/tenantSettings';
import { findUserByEmail, getUser, type UserRecord } from '../db/users';
import { type Caller, issueSessionToken } from '../lib/auth';
import { forbidden, notFound } from '../lib/errors';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../lib/passwords';

/** Sign-in, the caller's details and the tenant settings every screen needs. */

export async function login(email: string, password: string) {
  const user = await findUserByEmail(email);
  // Compare against a dummy hash when the e-mail is unknown so both failures look and time alike.
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) return { success: false, message: LOGIN_FAILED_MESSAGE };
  const token = await issueSessionToken(user);
  return {
    success: true,
    message: 'Login successful',
    responseObj: {
      email: user.email,
      mobile: user.mobile,
      openId: user.openId,
      id: user.id,
      openDepartmentId: user.openDepartmentId,
      employeeId: user.employeeId,
      token,
    },
  };
}

export function toUserView(user: UserRecord): UserView {
  const flags = roleFlags(user.helpdeskRole);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    openId: user.openId,
    mobile: user.mobile,
    officeType: user.officeType,
    designation: user.designation,
    helpdeskRole: user.helpdeskRole,
    branch: user.branch,
    openDepartmentId: user.openDepartmentId,
    employeeId: user.employeeId,
    isAgent: flags.isAgent || worksTickets(flags) ? 'true' : 'false',
  };
}

/** Your own details; central admins may read anyone's. */
export async function userDetails(caller: Caller, id: string): Promise<UserView> {
  if (id !== caller.userId && !caller.flags.isCentralAdmin) throw forbidden('You may only read your own user details.');
  const user = await getUser(id);
  if (!user) throw notFound(`User ${id} was not found.`);
  return toUserView(user);
}

export const defaultTenantSettings = (tenantName: string): TenantSettingsRecord => ({
  tenantName,
  versionLabel: 'v1.0.0',
  helpdeskPhone: '',
  supportEmail: `support@${tenantName}.local`,
  deprecationNotice: null,
  is_smtp_enabled: false,
  is_school_esc_enabled: false,
  is_college_esc_enabled: false,
  is_administrative_esc_enabled: false,
  is_users_enabled: true,
  updatedAt: new Date(0).toISOString(),
});

export async function tenantSettingsFor(caller: Caller, tenantName: string): Promise<TenantSettingsView> {
  const stored = (await getTenantSettings()) ?? defaultTenantSettings(tenantName);
  const { smtp_host, smtp_port, smtp_user, smtp_email, smtp_password_encrypted, updatedAt, ...visible } = stored;
  if (!caller.flags.isCentralAdmin) return visible;
  return {
    ...visible,
    smtp_host: smtp_host ?? '',
    smtp_port: smtp_port ?? '',
    smtp_user: smtp_user ?? '',
    smtp_email: smtp_email ?? '',
    smtp_password_set: Boolean(smtp_password_encrypted),
  };
}
