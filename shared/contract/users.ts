import * as z from 'zod';
import { helpdeskRoles } from '../domain/roles';
import { idString, nameText, pagedQuery, pageOf, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';

/** Session, sign-in and user administration (administration spec sections 3 and 7). */

export { MOBILE_MAX_LENGTH, USER_MESSAGES } from '../domain/adminRules';
export { PASSWORD_RESET_REQUESTED_MESSAGE, SET_PASSWORD_MESSAGES } from '../domain/passwords';
export { SESSION_ENDED_MESSAGE } from '../domain/sessionMessages';
export { lockingFailureMessage, throttledMessage } from '../domain/signInThrottle';

export const userView = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  openId: z.string(),
  mobile: z.string(),
  officeType: z.string(),
  designation: z.string(),
  helpdeskRole: z.string(),
  branch: z.string(),
  openDepartmentId: z.string(),
  employeeId: z.string(),
  /** 'true' / 'false' as text, as the old portal answers it. */
  isAgent: z.enum(['true', 'false']),
  /** False when an admin disabled the user (no sign-in; every session ended). */
  active: z.boolean(),
});
export type UserView = z.infer<typeof userView>;

const sessionFields = z.object({
  email: z.string(),
  mobile: z.string(),
  openId: z.string(),
  id: z.string(),
  openDepartmentId: z.string(),
  employeeId: z.string(),
  /** The access token (bearer), valid ACCESS_TOKEN_SECONDS. */
  token: z.string(),
  expiresInSeconds: z.number(),
});

/**
 * Sessions (issue 15, item 6; DESIGN "Sessions"): sign-in answers a short-lived access token
 * (15 minutes, bearer) and sets the refresh token as a cookie `helpdesk_refresh`, `HttpOnly; Secure;
 * SameSite=Strict; Path=/api/user/refreshToken`, so the browser sends it to refreshToken only and
 * no script can read it. The server keeps only its hash. Each refresh rotates it; presenting a
 * rotated one again ends the session. A session lasts at most 8 hours from sign-in. Logout, a
 * role, department, agent-mapping or password change, and disabling a user end sessions; every
 * request checks its session, so an ended session is refused at once.
 *
 * Sign-in throttling (item 5, shared/domain/signInThrottle.ts): failed sign-ins are counted per
 * account (5) and per client address (50) within 15 minutes; then sign-in answers 429 with
 * Retry-After (1 minute, doubling with each further failure, at most 1 hour) and the same message
 * for every e-mail. Decision: the client address is the CloudFront-Viewer-Address header that
 * CloudFront sets (the Lambda's sourceIp is CloudFront's own), falling back to sourceIp.
 *
 * Decision (lock wording): the failure that locks answers `lockingFailureMessage` ("Invalid email
 * or password. Too many failed sign-ins: please try again in 1 minute, or reset your password."),
 * whichever key it locked and whether or not the e-mail has an account; while locked, 429 with
 * `throttledMessage` ("Too many failed sign-ins. Please try again in 1 minute."). The login page
 * shows either beside a "Reset your password" link that opens the "Forgot password?" dialog.
 * Decision: a password set through a valid set-password link (proof of the mailbox) clears the
 * account's failed sign-ins and lock, never a client address's.
 *
 * Decision (ended sessions): when the web is sent to /login because the API answered 401 for an
 * ended session, the login page says `SESSION_ENDED_MESSAGE` ("Your session has ended. Please sign
 * in again."); a normal sign-out shows nothing.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_HOURS = 8;
export const REFRESH_COOKIE = 'helpdesk_refresh';
/**
 * Decision (issue 17): a readable hint set and cleared with the refresh cookie, holding no secret
 * ('1'), for the whole site. The web tries to restore a session from the refresh cookie (a new tab,
 * a link from a mail) only while it is there, so a signed-out visit makes no refresh call: every
 * first visit to the login page used to ask, and answer 401, for nothing.
 */
export const SIGNED_IN_COOKIE = 'helpdesk_signed_in';

export const login = defineEndpoint('POST /api/user/login', {
  access: 'public',
  summary: 'Sign in with e-mail and password; answers the session fields and an access token, sets the refresh cookie.',
  request: z.object({ email: nameText.trim().min(1), password: text(1_024).min(1) }),
  response: successMessage.extend({ responseObj: sessionFields.optional() }),
});

export const refreshToken = defineEndpoint('POST /api/user/refreshToken', {
  access: 'public',
  summary: 'A new access token for the refresh cookie, which is rotated; 401 when the session has ended.',
  request: z.object({}),
  /** Decision (issue 20): also the session's user id, so a single sign-on can finish in the web. */
  response: z.object({
    success: z.literal(true),
    token: z.string(),
    expiresInSeconds: z.number(),
    userId: z.string(),
  }),
});

/**
 * Decision (a sign-out in one tab; the spec keeps the session per tab in sessionStorage): Logout
 * signs out every tab of the browser. The refresh cookie it clears is the browser's, so the other
 * tabs could not renew their tokens anyway; they are told at once (web/src/lib/session.ts, a
 * BroadcastChannel) and go to the login page, saying the session ended, as after a 401, instead of
 * learning it from a failing request (the ticket page's presence poll logged a 401 each time).
 * Likewise a token whose `exp` has passed is renewed before a request, not after its 401.
 */
export const logout = defineEndpoint('POST /api/user/logout', {
  access: 'public',
  summary: 'Ends the session named by the bearer token (even an expired one) and clears the refresh cookie.',
  request: z.object({}),
  response: successMessage,
});

/**
 * Deviation from the spec (issue 15, item 7): the spec copies query parameters into session
 * storage at start-up, which is how a sign-in elsewhere handed a session over (`?jwtToken=&userId=`).
 * No token or identity is ever taken from a page address now: the hand-off is a one-time code
 * (`?code=`, valid 60 seconds, single use) that the web exchanges by POST for a new session.
 * Other query parameters are still copied; the session keys never are.
 */
export const SIGN_IN_CODE_SECONDS = 60;

export const createSignInCode = defineEndpoint('POST /api/user/createSignInCode', {
  access: 'signedIn',
  summary: 'A one-time sign-in code for the caller (60 seconds) to hand a sign-in over as ?code=.',
  request: z.object({}),
  response: z.object({ code: z.string(), expiresInSeconds: z.number() }),
});

export const exchangeCode = defineEndpoint('POST /api/user/exchangeCode', {
  access: 'public',
  summary: 'Exchanges a one-time sign-in code for a new session (answers as login does).',
  request: z.object({ code: z.string().trim().min(1).max(200) }),
  response: successMessage.extend({ responseObj: sessionFields.optional() }),
});

/** Wrong password and unknown e-mail answer alike, so sign-in does not reveal who has an account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';

export const getUserDetails = defineEndpoint('POST /api/user/getUserDetails', {
  access: 'signedIn',
  summary: 'A user by id: your own details, or anyone for central admins.',
  request: z.object({ id: idString }),
  response: userView,
});

/** A form value as the old portal sends it: text or a number; blank is treated as missing. */
const formText = z
  .union([nameText, z.number()])
  .transform((value) => String(value).trim())
  .nullable()
  .optional();

/**
 * Decision: the fields are optional in the schema on purpose. The rules (required fields, 12-character
 * mobile, e-mail, known role, password rule; shared/domain/adminRules.ts) run in
 * functions/core/userAdmin.ts before anything is written, and answer with the spec's message
 * 'Please fill mandatory information' rather than a schema error. The password is read on create
 * only; on update it is ignored.
 *
 * Decision (security; the spec sets no password rule): a password the admin types on create follows
 * the rule of set-password links (shared/domain/passwords.ts: at least 10 characters, not the
 * user's e-mail address, not a common password), with the same messages. It used to take any 8
 * characters, so an admin could give an account "password1".
 *
 * Decision: the Office Type picks the user's escalation group, so it must be one of the tenant's
 * office types (SLA Plans & Office Types; case ignored, stored as the tenant spells it), else 400
 * 'Office Type {name} was not found. Use one of the office types under SLA Plans & Office Types.'
 * and nothing is written. An update may keep the office type already stored even when the tenant
 * no longer lists it, so such a user's other fields can still be corrected. The CSV import applies
 * the same rule to each row (./imports.ts).
 *
 * Decision (agents are useless until mapped): saving an agent (role agent; the Central Pool roles
 * work All Tickets and need no mapping, shared/domain/adminRules.ts needsDepartmentMapping) who is
 * in no department on Agent Mapping answers `notice` (USER_MESSAGES.agentNotMapped), which the form
 * adds to its success toast; the mapping itself stays the second step the spec describes. The CSV
 * import counts such rows in its report (./imports.ts, `unmappedAgents`).
 */
export const saveUser = defineEndpoint('POST /api/user/save', {
  access: 'centralAdmin',
  summary: 'Create a user (with password) or update one (with id, password ignored).',
  request: z.object({
    id: idString.optional(),
    email: formText,
    fullName: formText,
    openId: formText,
    mobile: formText,
    officeType: formText,
    designation: formText,
    helpdeskRole: formText,
    branch: formText,
    openDepartmentId: formText,
    employeeId: formText,
    password: z.string().max(200).nullable().optional(),
    /** Active flag (Users screen); absent keeps it. Disabling ends the user's sessions. */
    active: z.boolean().optional(),
  }),
  response: successMessage.extend({ id: z.string().optional(), notice: z.string().optional() }),
});

/** Users List sort columns (orderBy); anything else sorts by full name. */
export const userSortColumns = ['fullName', 'email', 'mobile', 'designation', 'helpdeskRole', 'id'] as const;

export const knownHelpdeskRoles = helpdeskRoles;

export const getAllUsersWithPagination = defineEndpoint('GET /api/user/getAllUsersWithPagination', {
  access: 'centralAdmin',
  summary: 'Users List: server-side paging, search and sort.',
  request: pagedQuery,
  response: pageOf('users', userView),
});

const userPick = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const getUsersByBranch = defineEndpoint('POST /api/user/getUsersByBranch', {
  access: 'agent',
  summary: 'Assignee options for agents: users of the ticket assignee branch.',
  request: z.object({ assigneeBranchName: nameText }),
  response: z.array(z.object({ id: z.string(), fullName: z.string() })),
});

export const findByParam = defineEndpoint('GET /api/user/findByParam', {
  access: 'signedIn',
  summary: 'Users whose e-mail starts with the text (recipient search, on-behalf-of choice).',
  request: z.object({ email: nameText.trim().min(1).max(120) }),
  response: z.array(userPick),
});

export const findByUserName = defineEndpoint('GET /api/user/findByUserName', {
  access: 'agent',
  summary: 'Users whose full name contains the text (assignee typeahead).',
  request: z.object({ fullName: nameText.trim().min(1).max(120) }),
  response: z.array(userPick),
});

/**
 * Decision (issue #15): the directory lookups (findByParam, getUserByEmail) answer mobile numbers,
 * employee ids, branch and office type only to agents and admins (anyone who works tickets); an
 * ordinary user gets the id, name and e-mail only.
 */
export const getUserByEmail = defineEndpoint('GET /api/user/getUserByEmail', {
  access: 'signedIn',
  summary: 'One user by exact e-mail (on-behalf-of ticket creation).',
  request: z.object({ email: nameText.trim().min(1) }),
  response: userPick.extend({
    mobile: z.string().optional(),
    employeeId: z.string().optional(),
    branch: z.string().optional(),
    officeType: z.string().optional(),
  }),
});

/**
 * Decision (spec is silent on how navigation downloads are authorised): the web asks for a
 * download token for one export path and its query (the query string it will navigate to, without
 * the token), valid 60 seconds and accepted once, and appends it as downloadToken. The path must be
 * an export or attachment view (400 otherwise); a JSON answer never accepts a token.
 * No long-lived bearer token ever appears in a URL.
 */
export const createDownloadToken = defineEndpoint('POST /api/user/createDownloadToken', {
  access: 'signedIn',
  summary: 'A 60-second, single-use token for one GET download path and query.',
  request: z.object({ path: text(200).startsWith('/api/'), query: text(6_000).optional() }),
  response: z.object({ downloadToken: z.string(), expiresInSeconds: z.number() }),
});

export { SET_PASSWORD_PATH } from '../domain/passwords';

/**
 * Decision (issue 13): a set-password link carries a random single-use token (invite from the
 * Users screen, reset from "Forgot password?", or the first admin's bootstrap), valid 72 hours and
 * stored only as a hash. A used, unknown or expired token, or a password that breaks the rule in
 * shared/domain/passwords.ts, is a 400 with a clear message and nothing written.
 */
export const setPassword = defineEndpoint('POST /api/user/setPassword', {
  access: 'public',
  summary: 'Set a password with the token of a set-password link (invite, reset or first admin).',
  request: z.object({ token: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) }),
  response: successMessage,
});

/**
 * The same answer whether or not the e-mail belongs to a user, so it reveals nobody's account.
 * Decision: at most 3 reset mails per e-mail address in any hour (functions/core/passwordLinks.ts);
 * further requests get the same answer and send nothing.
 */

export const requestPasswordReset = defineEndpoint('POST /api/user/requestPasswordReset', {
  access: 'public',
  summary: '"Forgot password?": mails a set-password link to the user with this e-mail, if there is one.',
  request: z.object({ email: z.string().trim().min(1).max(254) }),
  response: successMessage,
});
