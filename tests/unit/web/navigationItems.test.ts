import type { TenantFlags } from '@shared/contract/tenantSettings';
import { roleFlags } from '@shared/domain/roles';
import { describe, expect, it } from 'vitest';
import {
  isNavItemActive,
  visibleAdminItems,
  visibleCatalogueItems,
  visibleNavItems,
} from '@/app/layout/navigationItems';
import { isAdminScreen } from '@/app/screens';
import { adminDropdown, agentMenu, centralAgentMenu, fullMenu, requesterMenu } from '../../factories/menus';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

const allFeatures: TenantFlags = {
  is_smtp_enabled: true,
  is_school_esc_enabled: true,
  is_college_esc_enabled: true,
  is_administrative_esc_enabled: true,
  is_users_enabled: true,
};
const noFeatures: TenantFlags = {
  is_smtp_enabled: false,
  is_school_esc_enabled: false,
  is_college_esc_enabled: false,
  is_administrative_esc_enabled: false,
  is_users_enabled: false,
};

describe('top navigation (tickets spec 2.1)', () => {
  it('shows an ordinary user My Tickets, New Ticket, Analytics and Dashboard only', () => {
    expect(labels(visibleNavItems(roleFlags('')))).toEqual(requesterMenu);
  });

  it('adds Department Queue and Escalated Tickets for an agent', () => {
    expect(labels(visibleNavItems(roleFlags('agent')))).toEqual(agentMenu);
  });

  it('adds Transfer Request and All Tickets for a central pool agent, but not My Teams', () => {
    expect(labels(visibleNavItems(roleFlags('central agent')))).toEqual(centralAgentMenu);
  });

  it('adds My Teams for team leads and central admins', () => {
    expect(labels(visibleNavItems(roleFlags('team lead')))).toEqual(fullMenu);
    expect(labels(visibleNavItems(roleFlags('central admin')))).toEqual(fullMenu);
  });

  it('pairs each counted item with its count', () => {
    const counted = visibleNavItems(roleFlags('central admin')).filter((item) => item.count);
    expect(counted.map((item) => [item.label, item.count])).toEqual([
      ['My Tickets', 'myTicketsCount'],
      ['Escalated Tickets', 'allEscalatedTickets'],
      ['Transfer Request', 'allTransferTickets'],
      ['All Tickets', 'allTicketsCount'],
    ]);
  });

  it('treats / as My Tickets', () => {
    const [myTickets, newTicket] = visibleNavItems(roleFlags(''));
    expect(isNavItemActive(myTickets, '/')).toBe(true);
    expect(isNavItemActive(myTickets, '/ticket')).toBe(true);
    expect(isNavItemActive(newTicket, '/ticket')).toBe(false);
  });
});

describe("Admin dropdown's Catalogue group (issue 13)", () => {
  it('is for central admins only, whatever the tenant flags', () => {
    for (const role of ['', 'agent', 'central agent', 'team lead'])
      expect(visibleCatalogueItems(roleFlags(role))).toEqual([]);
    expect(labels(visibleCatalogueItems(roleFlags('central admin')))).toEqual([
      'Departments',
      'Help Topics',
      'Ticket Sources',
      'Canned Responses',
      'SLA Plans & Office Types',
    ]);
  });
});

describe('Admin dropdown', () => {
  it('is for central admins only', () => {
    for (const role of ['', 'agent', 'central agent', 'team lead']) {
      expect(visibleAdminItems(roleFlags(role), allFeatures)).toEqual([]);
    }
  });

  it('lists every entry when every feature is on', () => {
    expect(labels(visibleAdminItems(roleFlags('central admin'), allFeatures))).toEqual(adminDropdown);
  });

  it('hides the feature-flagged entries when their flag is off or the settings are unknown', () => {
    const core = [
      'Agent Mapping',
      'Team List',
      'Tenant Settings',
      'Sign-in',
      'Business Calendar',
      'Failed Mails',
      'Mail Log',
      'Mail Review',
    ];
    expect(labels(visibleAdminItems(roleFlags('central admin'), noFeatures))).toEqual(core);
    expect(labels(visibleAdminItems(roleFlags('central admin'), undefined))).toEqual(core);
    expect(
      labels(visibleAdminItems(roleFlags('central admin'), { ...noFeatures, is_college_esc_enabled: true })),
    ).toEqual([...core, 'College Escalation']);
  });
});

describe('Admin menu looks active', () => {
  const flags = roleFlags('central admin');
  const entries = [...visibleAdminItems(flags, allFeatures), ...visibleCatalogueItems(flags)];

  it('on every screen of the Admin dropdown', () => {
    for (const entry of entries) expect(isAdminScreen(entry.to), entry.to).toBe(true);
  });

  it('on the administration screens reached from them: forms and department agents', () => {
    for (const pathname of [
      '/users',
      '/users/id:7',
      '/addTeam',
      '/addTeam/id:3',
      '/departmentsList',
      '/viewDepartmentAssociatedAgents',
      '/unassociatedAgentsList',
      '/catalogue/helpTopic',
      '/catalogue/helpTopic/id:2',
      '/addSchoolEscalation',
      '/addCollegeEscalation/id:4',
      '/addAdministrative',
    ])
      expect(isAdminScreen(pathname), pathname).toBe(true);
  });

  it('nowhere else', () => {
    for (const entry of visibleNavItems(flags)) expect(isAdminScreen(entry.to), entry.to).toBe(false);
    for (const pathname of ['/', '/viewTicket/id:1', '/viewTransferTicket/id:1', '/nowhere'])
      expect(isAdminScreen(pathname), pathname).toBe(false);
  });
});
