import {
  isAgentRole,
  isKnownHelpdeskRole,
  isTeamLeadRole,
  MANDATORY_MESSAGE,
  missingUserFields,
  needsDepartmentMapping,
  SMTP_MESSAGES,
  smtpFormProblem,
  TEAM_MESSAGES,
  teamFormProblem,
  USER_MESSAGES,
  USER_REQUIRED_FIELDS,
  userFormProblem,
} from '@shared/domain/adminRules';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '../../../shared/domain/passwords';

const user = {
  email: 'new@demo.local',
  fullName: 'New Person',
  openId: 'open-1',
  mobile: '919876543210',
  officeType: 'School',
  designation: 'Teacher',
  helpdeskRole: 'agent',
  branch: 'Warangal',
  openDepartmentId: '1',
  employeeId: 'EMP1',
};

describe('user form rules', () => {
  it('needs every required field, blanks included', () => {
    expect(userFormProblem(user, true)).toBeUndefined();
    for (const field of USER_REQUIRED_FIELDS) {
      expect(missingUserFields({ ...user, [field]: '  ' })).toEqual([field]);
      expect(userFormProblem({ ...user, [field]: undefined }, false)).toBe(MANDATORY_MESSAGE);
    }
    expect(missingUserFields({})).toEqual([...USER_REQUIRED_FIELDS]);
  });

  it('limits the mobile to 12 characters', () => {
    expect(userFormProblem({ ...user, mobile: '123456789012' }, true)).toBeUndefined();
    expect(userFormProblem({ ...user, mobile: '1234567890123' }, true)).toBe(USER_MESSAGES.mobileTooLong);
  });

  it('checks the e-mail shape, the role and, on create only, the password length', () => {
    expect(userFormProblem({ ...user, email: 'nope' }, true)).toBe(USER_MESSAGES.invalidEmail);
    expect(userFormProblem({ ...user, helpdeskRole: 'boss' }, true)).toBe(USER_MESSAGES.unknownRole);
    expect(userFormProblem({ ...user, helpdeskRole: 'Central Admin' }, true)).toBeUndefined();
    expect(userFormProblem({ ...user, password: 'short' }, true)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    // The set-password links' rule, not any 8 characters (decision in shared/contract/users.ts).
    expect(userFormProblem({ ...user, password: 'password1' }, true)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    expect(userFormProblem({ ...user, password: 'password123' }, true)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(userFormProblem({ ...user, password: String(user.email) }, true)).toBe(PASSWORD_RULE_MESSAGES.isEmail);
    expect(userFormProblem({ ...user, password: 'correct horse battery' }, true)).toBeUndefined();
    expect(userFormProblem({ ...user, password: 'short' }, false)).toBeUndefined();
    expect(userFormProblem({ ...user, password: '' }, true)).toBeUndefined();
  });

  it('names roles: agents work tickets, leads are team leads and central admins', () => {
    expect(['user', 'agent', 'central agent', 'team lead', 'central admin'].every(isKnownHelpdeskRole)).toBe(true);
    expect(['', 'user'].some(isAgentRole)).toBe(false);
    expect(['agent', 'central agent', 'team lead', 'central admin'].every(isAgentRole)).toBe(true);
    expect(['agent', 'central agent'].some(isTeamLeadRole)).toBe(false);
    expect(['team lead', 'Central Admin'].every(isTeamLeadRole)).toBe(true);
  });
});

describe('team form rules', () => {
  const team = { teamName: 'Desk', teamLeads: ['4'], agentsMap: [{ depId: '1', userId: '2' }] };
  it('needs a name, a lead, an agent and a department', () => {
    expect(teamFormProblem(team)).toBeUndefined();
    expect(teamFormProblem({ ...team, teamName: ' ' })).toBe(MANDATORY_MESSAGE);
    expect(teamFormProblem({ ...team, teamLeads: [] })).toBe(MANDATORY_MESSAGE);
    expect(teamFormProblem({ ...team, teamLeads: [''] })).toBe(MANDATORY_MESSAGE);
    expect(teamFormProblem({ ...team, agentsMap: [] })).toBe(MANDATORY_MESSAGE);
    expect(teamFormProblem({ ...team, agentsMap: [{ depId: '', userId: '2' }] })).toBe(MANDATORY_MESSAGE);
    expect(teamFormProblem({ ...team, agentsMap: null })).toBe(MANDATORY_MESSAGE);
  });
  it('bounds the leads', () => {
    const leads = Array.from({ length: 26 }, (_, index) => String(index + 1));
    expect(teamFormProblem({ ...team, teamLeads: leads })).toBe(TEAM_MESSAGES.tooManyLeads);
  });
  it('refuses a name over 120 characters with a message (issue 21 item 24)', () => {
    expect(teamFormProblem({ ...team, teamName: 'x'.repeat(120) })).toBeUndefined();
    expect(teamFormProblem({ ...team, teamName: 'x'.repeat(121) })).toBe('Team Name must be at most 120 characters');
  });
});

describe('SMTP form rules', () => {
  const smtp = {
    smtp_host: 'smtp.local',
    smtp_port: '587',
    smtp_user: 'u',
    smtp_password: 'p',
    smtp_email: 'a@b.local',
  };
  it('needs all five fields, a port and an address', () => {
    expect(smtpFormProblem(smtp)).toBeUndefined();
    for (const field of Object.keys(smtp)) expect(smtpFormProblem({ ...smtp, [field]: '' })).toBe(MANDATORY_MESSAGE);
    expect(smtpFormProblem({ ...smtp, smtp_port: '0' })).toBe(SMTP_MESSAGES.invalidPort);
    expect(smtpFormProblem({ ...smtp, smtp_port: 65536 })).toBe(SMTP_MESSAGES.invalidPort);
    expect(smtpFormProblem({ ...smtp, smtp_port: 25 })).toBeUndefined();
    expect(smtpFormProblem({ ...smtp, smtp_email: 'a' })).toBe(SMTP_MESSAGES.invalidEmail);
  });
});

describe('needsDepartmentMapping: who is told they are in no department', () => {
  it('agents only: the Central Pool roles, central admins among them, work All Tickets unmapped', () => {
    expect(needsDepartmentMapping('agent')).toBe(true);
    expect(needsDepartmentMapping('Agent')).toBe(true);
    for (const role of ['central admin', 'team lead', 'central agent', '', 'user']) {
      expect(needsDepartmentMapping(role), role).toBe(false);
    }
  });
});
