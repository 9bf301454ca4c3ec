import * as z from 'zod';
import { helpdeskRoles } from '../domain/roles';
import { idString, nameText, pagedQuery, pageOf, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';

/** Session, sign-in and user administration (administration spec sections 3 and 7). */

export { MOBILE_MAX_LENGTH, USER_MESSAGES } from '../domain/adminRules';

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
});
export type UserView = z.infer<typeof userView>;

export const login = defineEndpoint({
  area: 'user',
  handler: 'login',
  method: 'POST',
  path: '/api/user/login',
  access: 'public',
  summary: 'Sign in with e-mail and password; answers the session fields and a bearer token.',
  request: z.object({ email: nameText.trim().min(1), password: text(1_024).min(1) }),
  response: successMessage.extend({
    responseObj: z
      .object({
        email: z.string(),
        mobile: z.string(),
        openId: z.string(),
        id: z.string(),
        openDepartmentId: z.string(),
        employeeId: z.string(),
        token: z.string(),
      })
      .optional(),
  }),
});

/** Wrong password and unknown e-mail answer alike, so sign-in does not reveal who has an account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';

export const getUserDetails = defineEndpoint({
  area: 'user',
  handler: 'getUserDetails',
  method: 'POST',
  path: '/api/user/getUserDetails',
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
 * mobile, e-mail, known role, password length; shared/domain/adminRules.ts) run in
 * functions/core/userAdmin.ts before anything is written, and answer with the spec's message
 * 'Please fill mandatory information' rather than a schema error. The password is read on create
 * only; on update it is ignored.
 */
export const saveUser = defineEndpoint({
  area: 'user',
  handler: 'save',
  method: 'POST',
  path: '/api/user/save',
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
  }),
  response: successMessage.extend({ id: z.string().optional() }),
});

/** Users List sort columns (orderBy); anything else sorts by full name. */
export const userSortColumns = ['fullName', 'email', 'mobile', 'designation', 'helpdeskRole', 'id'] as const;

export const knownHelpdeskRoles = helpdeskRoles;

export const getAllUsersWithPagination = defineEndpoint({
  area: 'user',
  handler: 'getAllUsersWithPagination',
  method: 'GET',
  path: '/api/user/getAllUsersWithPagination',
  access: 'centralAdmin',
  summary: 'Users List: server-side paging, search and sort.',
  request: pagedQuery,
  response: pageOf('users', userView),
});

const userPick = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const getUsersByBranch = defineEndpoint({
  area: 'user',
  handler: 'getUsersByBranch',
  method: 'POST',
  path: '/api/user/getUsersByBranch',
  access: 'agent',
  summary: 'Assignee options for agents: users of the ticket assignee branch.',
  request: z.object({ assigneeBranchName: nameText }),
  response: z.array(z.object({ id: z.string(), fullName: z.string() })),
});

export const findByParam = defineEndpoint({
  area: 'user',
  handler: 'findByParam',
  method: 'GET',
  path: '/api/user/findByParam',
  access: 'signedIn',
  summary: 'Users whose e-mail starts with the text (recipient search, on-behalf-of choice).',
  request: z.object({ email: nameText.trim().min(1).max(120) }),
  response: z.array(userPick),
});

export const findByUserName = defineEndpoint({
  area: 'user',
  handler: 'findByUserName',
  method: 'GET',
  path: '/api/user/findByUserName',
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
export const getUserByEmail = defineEndpoint({
  area: 'user',
  handler: 'getUserByEmail',
  method: 'GET',
  path: '/api/user/getUserByEmail',
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
export const createDownloadToken = defineEndpoint({
  area: 'user',
  handler: 'createDownloadToken',
  method: 'POST',
  path: '/api/user/createDownloadToken',
  access: 'signedIn',
  summary: 'A 60-second, single-use token for one GET download path and query.',
  request: z.object({ path: text(200).startsWith('/api/'), query: text(6_000).optional() }),
  response: z.object({ downloadToken: z.string(), expiresInSeconds: z.number() }),
});
