import * as z from 'zod';
import { helpdeskRoles } from '../domain/roles';
import { idString, pagedQuery, pageOf, successMessage } from './common';
import { defineEndpoint } from './endpoint';

/** Session, sign-in and user administration (administration spec sections 3 and 7). */

export const MOBILE_MAX_LENGTH = 12;

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
  request: z.object({ email: z.string().trim().min(1), password: z.string().min(1) }),
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

const userFields = {
  email: z.string().trim().email('Please enter a valid email address'),
  fullName: z.string().trim().min(1),
  openId: z.string().trim().min(1),
  mobile: z.string().trim().min(1).max(MOBILE_MAX_LENGTH, `Mobile must be at most ${MOBILE_MAX_LENGTH} characters`),
  officeType: z.string().trim().min(1),
  designation: z.string().trim().min(1),
  helpdeskRole: z.string().trim().min(1),
  branch: z.string().trim().min(1),
  openDepartmentId: idString,
  employeeId: z.string().trim().min(1),
};

export const saveUser = defineEndpoint({
  area: 'user',
  handler: 'save',
  method: 'POST',
  path: '/api/user/save',
  access: 'centralAdmin',
  summary: 'Create a user (with password) or update one (with id, password ignored).',
  request: z.object({ id: idString.optional(), ...userFields, password: z.string().min(8).optional() }),
  response: successMessage.extend({ id: z.string().optional() }),
});

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
  request: z.object({ assigneeBranchName: z.string() }),
  response: z.array(z.object({ id: z.string(), fullName: z.string() })),
});

export const findByParam = defineEndpoint({
  area: 'user',
  handler: 'findByParam',
  method: 'GET',
  path: '/api/user/findByParam',
  access: 'signedIn',
  summary: 'Users whose e-mail starts with the text (recipient search, on-behalf-of choice).',
  request: z.object({ email: z.string().trim().min(1).max(120) }),
  response: z.array(userPick),
});

export const findByUserName = defineEndpoint({
  area: 'user',
  handler: 'findByUserName',
  method: 'GET',
  path: '/api/user/findByUserName',
  access: 'agent',
  summary: 'Users whose full name contains the text (assignee typeahead).',
  request: z.object({ fullName: z.string().trim().min(1).max(120) }),
  response: z.array(userPick),
});

export const getUserByEmail = defineEndpoint({
  area: 'user',
  handler: 'getUserByEmail',
  method: 'GET',
  path: '/api/user/getUserByEmail',
  access: 'signedIn',
  summary: 'One user by exact e-mail (on-behalf-of ticket creation).',
  request: z.object({ email: z.string().trim().min(1) }),
  response: userPick.extend({ mobile: z.string(), employeeId: z.string(), branch: z.string(), officeType: z.string() }),
});

/**
 * Decision (spec is silent on how navigation downloads are authorised): the web asks for a
 * download token scoped to one export path, valid 60 seconds, and appends it as downloadToken.
 * No long-lived bearer token ever appears in a URL.
 */
export const createDownloadToken = defineEndpoint({
  area: 'user',
  handler: 'createDownloadToken',
  method: 'POST',
  path: '/api/user/createDownloadToken',
  access: 'signedIn',
  summary: 'A 60-second token for one GET download path.',
  request: z.object({ path: z.string().startsWith('/api/') }),
  response: z.object({ downloadToken: z.string(), expiresInSeconds: z.number() }),
});
