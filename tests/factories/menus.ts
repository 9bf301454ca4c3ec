/**
 * The menus of tickets spec 2.1, in order, as each role sees them with every tenant feature on: one
 * place for what the unit tests of the menu rules and the browser tests of the rendered menu expect.
 */

export const requesterMenu = ['My Tickets', 'New Ticket', 'Analytics', 'Dashboard'];

export const agentMenu = [
  'My Tickets',
  'New Ticket',
  'Department Queue',
  'Escalated Tickets',
  'Analytics',
  'Dashboard',
];

/** A central pool agent adds Transfer Request and All Tickets, but not My Teams. */
export const centralAgentMenu = [
  'My Tickets',
  'New Ticket',
  'Department Queue',
  'Escalated Tickets',
  'Transfer Request',
  'Analytics',
  'Dashboard',
  'All Tickets',
];

/** Team leads and central admins see every item. */
export const fullMenu = [
  'My Tickets',
  'New Ticket',
  'Department Queue',
  'Escalated Tickets',
  'Transfer Request',
  'My Teams',
  'Analytics',
  'Dashboard',
  'All Tickets',
];

/** A central admin's Admin dropdown. */
export const adminDropdown = [
  'Agent Mapping',
  'Team List',
  'Tenant Settings',
  'Sign-in',
  'Business Calendar',
  'SMTP Config',
  'Failed Mails',
  'Mail Log',
  'Mail Review',
  'Users List',
  'School Escalation',
  'College Escalation',
  'Administrative Escalation',
];
