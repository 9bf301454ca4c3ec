import type { ResponseOf } from '@shared/contract/endpoint';
import type { TenantFlags } from '@shared/contract/tenantSettings';
import type { getTicketsCountForDisplay } from '@shared/contract/tickets';
import { type RoleFlags, worksTickets } from '@shared/domain/roles';

/** The top navigation of the tickets spec, section 2.1, with exactly its visibility rules. */

export type TicketCountName = keyof ResponseOf<typeof getTicketsCountForDisplay>;

export interface NavItem {
  label: string;
  to: string;
  /** Which of the navigation counts the item shows beside its label. */
  count?: TicketCountName;
}

export function visibleNavItems(flags: RoleFlags): NavItem[] {
  const items: (NavItem | false)[] = [
    { label: 'My Tickets', to: '/ticket', count: 'myTicketsCount' },
    { label: 'New Ticket', to: '/addTicket' },
    // Agents, central pool agents, team leads and central admins (the last two carry the central pool flag).
    // Not in the spec's table (issue 21 item 18): unassigned tickets of the agent's departments.
    worksTickets(flags) && { label: 'Department Queue', to: '/departmentQueue' },
    worksTickets(flags) && { label: 'Escalated Tickets', to: '/escalatedTicket', count: 'allEscalatedTickets' },
    flags.isCentralPoolAgent && { label: 'Transfer Request', to: '/transferRequest', count: 'allTransferTickets' },
    flags.isTeamLead && { label: 'My Teams', to: '/myTeams' },
    { label: 'Analytics', to: '/analytics' },
    // Not in the spec's table (issue 21 item 13): /dashboard exists for every signed-in user, so the
    // menu reaches it; placed beside Analytics, the other screen of figures.
    { label: 'Dashboard', to: '/dashboard' },
    flags.isCentralPoolAgent && { label: 'All Tickets', to: '/allTickets', count: 'allTicketsCount' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The Admin dropdown: central admins only; some entries also need a tenant feature flag. */
export function visibleAdminItems(flags: RoleFlags, tenant: TenantFlags | undefined): NavItem[] {
  if (!flags.isCentralAdmin) return [];
  const items: (NavItem | false | undefined)[] = [
    { label: 'Agent Mapping', to: '/agentMapping' },
    { label: 'Team List', to: '/teamList' },
    // Not in the spec (issue 21 item 5): the flags and header texts need a screen that does not
    // hang on the SMTP flag, so it is always there for central admins.
    { label: 'Tenant Settings', to: '/tenantSettings' },
    // Issue 20: single sign-on providers and "Require single sign-on".
    { label: 'Sign-in', to: '/signInSettings' },
    // Issue 18: the SLA clock's calendar, pause statuses and first-response target.
    { label: 'Business Calendar', to: '/businessCalendar' },
    tenant?.is_smtp_enabled && { label: 'SMTP Config', to: '/smtp_config' },
    // Not in the spec (decision in shared/contract/mailOutbox.ts): mails fail through SES too, so
    // this entry does not depend on the SMTP flag.
    { label: 'Failed Mails', to: '/failedMails' },
    // Issue 19 (decision in shared/contract/mailOutbox.ts): what became of each mail received.
    { label: 'Mail Log', to: '/mailLog' },
    // Issue 19: mail from unknown senders held for a decision (shown even while holding is off).
    { label: 'Mail Review', to: '/mailReview' },
    tenant?.is_users_enabled && { label: 'Users List', to: '/usersList' },
    tenant?.is_school_esc_enabled && { label: 'School Escalation', to: '/schoolList' },
    tenant?.is_college_esc_enabled && { label: 'College Escalation', to: '/collegeList' },
    tenant?.is_administrative_esc_enabled && { label: 'Administrative Escalation', to: '/administrativeList' },
  ];
  return items.filter((item): item is NavItem => Boolean(item));
}

/**
 * The Admin dropdown's "Catalogue" group (issue 13): central admins only, whatever the tenant flags.
 * The paths are those of web/src/features/catalogue/paths.ts.
 */
export function visibleCatalogueItems(flags: RoleFlags): NavItem[] {
  if (!flags.isCentralAdmin) return [];
  return [
    { label: 'Departments', to: '/catalogue/departments' },
    { label: 'Help Topics', to: '/catalogue/helpTopics' },
    { label: 'Ticket Sources', to: '/catalogue/ticketSources' },
    { label: 'Canned Responses', to: '/catalogue/cannedResponses' },
    { label: 'SLA Plans & Office Types', to: '/catalogue/slaPlans' },
  ];
}

/** My Tickets is also the home page. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/ticket' && pathname === '/') return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
