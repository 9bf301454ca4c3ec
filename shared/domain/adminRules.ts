import { MANDATORY_MESSAGE } from './formMessages';
import { passwordRuleProblem } from './passwords';
import { roleFlags, worksTickets } from './roles';

/**
 * Administration rules shared by the server (which enforces them) and the web (which checks them
 * first, to warn without a round trip): users, agent mapping, teams and SMTP (administration spec,
 * sections 5 and 8).
 */

export { MANDATORY_MESSAGE };
export const SELECT_USER_MESSAGE = 'Please select atleast one user';
export const AGENT_MAPPING_SAVED_MESSAGE = 'Agent updated successfully';

export const MOBILE_MAX_LENGTH = 12;

export const USER_MESSAGES = {
  created: 'User details submitted',
  updated: 'Details Submitted Successfully',
  mobileTooLong: `Mobile must be at most ${MOBILE_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address',
  unknownRole: 'Please choose a Help Desk Role from the list',
  duplicateEmail: (email: string) => `A user with the email ${email} already exists`,
  /** Office types pick the escalation group: only the tenant's (SLA Plans & Office Types) are taken. */
  unknownOfficeType: (name: string) =>
    `Office Type ${name} was not found. Use one of the office types under SLA Plans & Office Types.`,
  /**
   * Added to the save toast and the import report (decision in shared/contract/users.ts): an agent
   * works tickets only once mapped to a department, which is a second step on Agent Mapping.
   */
  agentNotMapped:
    'This agent is in no department yet and gets no tickets. Map them to their departments under Agent Mapping → Unassociated Agents.',
  agentsNotMapped: (count: number) =>
    `${count === 1 ? '1 agent is in no department yet and gets' : `${count} agents are in no department yet and get`} no tickets. Map them to their departments under Agent Mapping → Unassociated Agents.`,
} as const;

/** The user form's required fields, in form order (spec section 5). */
export const USER_REQUIRED_FIELDS = [
  'email',
  'fullName',
  'openId',
  'mobile',
  'officeType',
  'designation',
  'helpdeskRole',
  'branch',
  'openDepartmentId',
  'employeeId',
] as const;
export type UserRequiredField = (typeof USER_REQUIRED_FIELDS)[number];
export type UserFields = Record<UserRequiredField, string>;

/** A user's form fields, taken from any record or view that holds them. */
export const userFieldsOf = (user: UserFields): UserFields =>
  Object.fromEntries(USER_REQUIRED_FIELDS.map((field) => [field, user[field]])) as UserFields;

/** Every form field empty: a new user's form, or a user made at a first single sign-on. */
export const emptyUserFields = (): UserFields =>
  Object.fromEntries(USER_REQUIRED_FIELDS.map((field) => [field, ''])) as UserFields;

/**
 * Help Desk Role choices. 'user' is an ordinary user: the role text sets no flag (spec section 6:
 * empty or unknown roles set none), and it lets the required role field hold a real choice.
 */
export const HELPDESK_ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'agent', label: 'Agent' },
  { value: 'central agent', label: 'Central Agent' },
  { value: 'team lead', label: 'Team Lead' },
  { value: 'central admin', label: 'Central Admin' },
] as const;

export const isKnownHelpdeskRole = (role: string): boolean =>
  HELPDESK_ROLE_OPTIONS.some((option) => option.value === role.trim().toLowerCase());

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (text: string): boolean => EMAIL_PATTERN.test(text.trim());

type Text = string | number | null | undefined;
const blank = (value: Text) => value === undefined || value === null || String(value).trim() === '';

/** Required user fields that are empty. */
export function missingUserFields(user: Partial<Record<UserRequiredField, Text>>): UserRequiredField[] {
  return USER_REQUIRED_FIELDS.filter((field) => blank(user[field]));
}

/**
 * The first problem of a user form, in the order a person would fix them, or undefined when it may
 * be saved. `creating` adds the password rule (a password is optional; one typed follows passwordRuleProblem).
 */
export function userFormProblem(
  user: Partial<Record<UserRequiredField | 'password', Text>>,
  creating: boolean,
): string | undefined {
  if (missingUserFields(user).length > 0) return MANDATORY_MESSAGE;
  if (String(user.mobile).trim().length > MOBILE_MAX_LENGTH) return USER_MESSAGES.mobileTooLong;
  if (!looksLikeEmail(String(user.email))) return USER_MESSAGES.invalidEmail;
  if (!isKnownHelpdeskRole(String(user.helpdeskRole))) return USER_MESSAGES.unknownRole;
  // A password typed on create follows the set-password links' rule (decision in shared/contract/users.ts).
  if (creating && !blank(user.password)) return passwordRuleProblem(String(user.password), String(user.email));
  return undefined;
}

/** Who the agent mapping and the team form call agents: anyone whose role works tickets. */
export const isAgentRole = (helpdeskRole: string): boolean => worksTickets(roleFlags(helpdeskRole));
/**
 * Who needs an Agent Mapping to get tickets: agents. The Central Pool roles (central agent, team
 * lead, central admin) work every ticket under All Tickets, mapped or not, so the "not mapped"
 * notices (Users form, import report, Department Queue) are not theirs.
 */
export const needsDepartmentMapping = (helpdeskRole: string): boolean => {
  const flags = roleFlags(helpdeskRole);
  return flags.isAgent && !flags.isCentralPoolAgent;
};
/** Who may lead a team: team leads and central admins. */
export const isTeamLeadRole = (helpdeskRole: string): boolean => roleFlags(helpdeskRole).isTeamLead;

/** Teams (spec section 5): a name, at least one lead, at least one agent and a department. */
export const TEAM_MAX_LEADS = 25;
/** The Team Name's maximum, shown on the form and answered, never cut (issue 21 item 24). */
export const TEAM_NAME_MAX_LENGTH = 120;
export const TEAM_MESSAGES = {
  created: 'Team Created Successfully',
  updated: 'Team Updated Successfully',
  deleted: 'Team Deleted Successfully',
  duplicateName: (name: string) => `A team named ${name} already exists`,
  nameTooLong: `Team Name must be at most ${TEAM_NAME_MAX_LENGTH} characters`,
  notFound: 'The team was not found. It may have been deleted.',
  changed: 'This team was changed by someone else. Please reload and try again.',
  tooManyLeads: `A team can have at most ${TEAM_MAX_LEADS} team leads`,
} as const;

export interface TeamDraft {
  teamName?: string | null;
  teamLeads?: readonly unknown[] | null;
  agentsMap?: readonly { depId?: unknown; userId?: unknown }[] | null;
}

export function teamFormProblem(team: TeamDraft): string | undefined {
  const agents = team.agentsMap ?? [];
  const leads = team.teamLeads ?? [];
  if (
    blank(team.teamName) ||
    leads.length === 0 ||
    leads.some((lead) => blank(lead as Text)) ||
    agents.length === 0 ||
    agents.some((agent) => blank(agent.depId as Text) || blank(agent.userId as Text))
  ) {
    return MANDATORY_MESSAGE;
  }
  if (String(team.teamName).trim().length > TEAM_NAME_MAX_LENGTH) return TEAM_MESSAGES.nameTooLong;
  if (leads.length > TEAM_MAX_LEADS) return TEAM_MESSAGES.tooManyLeads;
  return undefined;
}

/** SMTP (spec section 5): all five fields are required. */
export const SMTP_FIELDS = ['smtp_host', 'smtp_port', 'smtp_user', 'smtp_password', 'smtp_email'] as const;
export type SmtpField = (typeof SMTP_FIELDS)[number];
export const SMTP_SAVED_MESSAGE = 'SMTP Configured Successfully';
export const SMTP_MESSAGES = {
  invalidPort: 'SMTP PORT must be a number from 1 to 65535',
  invalidEmail: 'SMTP EMAIL ADDRESS must be a valid email address',
  flagsSaved: 'Settings saved successfully',
} as const;

export function smtpFormProblem(smtp: Partial<Record<SmtpField, Text>>): string | undefined {
  if (SMTP_FIELDS.some((field) => blank(smtp[field]))) return MANDATORY_MESSAGE;
  const port = String(smtp.smtp_port).trim();
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return SMTP_MESSAGES.invalidPort;
  if (!looksLikeEmail(String(smtp.smtp_email))) return SMTP_MESSAGES.invalidEmail;
  return undefined;
}
