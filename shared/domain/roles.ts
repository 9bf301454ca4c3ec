import type { AccessLevel } from '../contract/endpoint';

/** Role flags derived from the help desk role text (spec, administration section 6). */
export interface RoleFlags {
  isAgent: boolean;
  isCentralPoolAgent: boolean;
  isTeamLead: boolean;
  isCentralAdmin: boolean;
}

export const helpdeskRoles = ['agent', 'central agent', 'team lead', 'central admin'] as const;
export type HelpdeskRole = (typeof helpdeskRoles)[number];

const noFlags: RoleFlags = { isAgent: false, isCentralPoolAgent: false, isTeamLead: false, isCentralAdmin: false };

export function roleFlags(helpdeskRole: string | null | undefined): RoleFlags {
  switch ((helpdeskRole ?? '').trim().toLowerCase()) {
    case 'agent':
      return { ...noFlags, isAgent: true };
    case 'central agent':
      return { ...noFlags, isCentralPoolAgent: true };
    case 'team lead':
      return { ...noFlags, isCentralPoolAgent: true, isTeamLead: true };
    case 'central admin':
      return { ...noFlags, isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: true };
    default:
      return { ...noFlags };
  }
}

/** Anyone who works tickets: agents and every central pool role. */
export const worksTickets = (flags: RoleFlags): boolean => flags.isAgent || flags.isCentralPoolAgent;

/** Whether a signed-in user with these flags meets an endpoint's access level. */
export function meetsAccessLevel(flags: RoleFlags, level: AccessLevel): boolean {
  switch (level) {
    case 'public':
    case 'signedIn':
      return true;
    case 'agent':
      return worksTickets(flags);
    case 'centralPool':
      return flags.isCentralPoolAgent;
    case 'teamLead':
      return flags.isTeamLead;
    case 'centralAdmin':
      return flags.isCentralAdmin;
  }
}

const levelWording: Record<AccessLevel, string> = {
  public: 'anyone',
  signedIn: 'signed-in users',
  agent: 'agents',
  centralPool: 'central pool agents, team leads and central admins',
  teamLead: 'team leads and central admins',
  centralAdmin: 'central admins',
};

export const accessDeniedMessage = (level: AccessLevel): string =>
  `You do not have access to this action: it is for ${levelWording[level]} only.`;

/** Session storage holds the flags as the strings 'true' / 'false' (spec). */
export const flagText = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');
