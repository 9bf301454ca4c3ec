import { matchPath, type Params } from 'react-router';
import { idFromAddressSegment } from '@/lib/queryString';
import { storedRoleFlags } from '@/lib/session';
import { type LazyPage, lazyPage } from './lazyPage';

/*
 * The screens behind the guard, inside the signed-in layout (tickets spec 2.1 and 2.2): one list,
 * which the router renders and the navigation fetches ahead from. Every screen is its own lazy
 * chunk, loaded when its route is first rendered or when a link to it is pointed at or focused.
 */

const escalationMatrixPages = () => import('@/features/escalationMatrices/EscalationMatrixPages');
/** One of the escalation matrix screens, which share a chunk. */
const escalationMatrixPage = (name: keyof Awaited<ReturnType<typeof escalationMatrixPages>>) =>
  lazyPage(async () => ({ default: (await escalationMatrixPages())[name] }));

/** My Tickets, also the home page. */
export const MyTicketsPage = lazyPage(() => import('@/features/tickets/MyTicketsPage'));
/** Any other address inside the layout. */
export const NotFoundPage = lazyPage(() => import('./NotFoundPage'));

export interface Screen {
  /** The route's path, as react-router matches it. */
  path: string;
  page: LazyPage;
  /** The screen's first reads, started with its code when the app opens on it. */
  preloadData?(params: Params): void;
}

/**
 * The ticket view's ticket and thread (its api module comes in its own chunk, as it would anyway),
 * and for agents their desk, which the view would otherwise ask for only once its own code is in.
 */
function preloadTicketView({ ticketRef }: Params): void {
  const ticketId = idFromAddressSegment(ticketRef);
  if (ticketId) void import('@/api/tickets').then(({ preloadTicket }) => preloadTicket(ticketId));
  if (storedRoleFlags().isAgent) void import('@/features/tickets/view/agent/AgentTicketDesk').catch(() => undefined);
}

/**
 * The administration screens: the Admin menu's entries and the screens reached from them (forms,
 * a department's agents). The Admin menu shows as active on any of them.
 */
export const ADMIN_SCREENS: readonly Screen[] = [
  { path: 'teamList', page: lazyPage(() => import('@/features/teams/TeamListPage')) },
  { path: 'addTeam/:teamRef?', page: lazyPage(() => import('@/features/teams/TeamFormPage')) },
  { path: 'agentMapping', page: lazyPage(() => import('@/features/agentMapping/AgentMappingPage')) },
  { path: 'departmentsList', page: lazyPage(() => import('@/features/agentMapping/DepartmentsListPage')) },
  {
    path: 'viewDepartmentAssociatedAgents',
    page: lazyPage(() => import('@/features/agentMapping/DepartmentAgentsPage')),
  },
  { path: 'unassociatedAgentsList', page: lazyPage(() => import('@/features/agentMapping/UnassociatedAgentsPage')) },
  { path: 'businessCalendar', page: lazyPage(() => import('@/features/businessCalendar/BusinessCalendarPage')) },
  { path: 'tenantSettings', page: lazyPage(() => import('@/features/smtp/TenantSettingsPage')) },
  { path: 'signInSettings', page: lazyPage(() => import('@/features/session/SignInSettingsPage')) },
  { path: 'smtp_config', page: lazyPage(() => import('@/features/smtp/SmtpConfigPage')) },
  { path: 'failedMails', page: lazyPage(() => import('@/features/mailOutbox/FailedMailsPage')) },
  { path: 'mailLog', page: lazyPage(() => import('@/features/mailOutbox/MailLogPage')) },
  { path: 'mailReview', page: lazyPage(() => import('@/features/mailOutbox/MailReviewPage')) },
  { path: 'users/:userRef?', page: lazyPage(() => import('@/features/users/UserFormPage')) },
  { path: 'usersList', page: lazyPage(() => import('@/features/users/UsersListPage')) },
  // Catalogue administration (issue 13).
  { path: 'catalogue/departments', page: lazyPage(() => import('@/features/catalogue/DepartmentsPage')) },
  { path: 'catalogue/helpTopics', page: lazyPage(() => import('@/features/catalogue/HelpTopicsListPage')) },
  { path: 'catalogue/helpTopic/:topicRef?', page: lazyPage(() => import('@/features/catalogue/HelpTopicFormPage')) },
  { path: 'catalogue/ticketSources', page: lazyPage(() => import('@/features/catalogue/TicketSourcesPage')) },
  { path: 'catalogue/cannedResponses', page: lazyPage(() => import('@/features/catalogue/CannedResponsesPage')) },
  { path: 'catalogue/slaPlans', page: lazyPage(() => import('@/features/catalogue/CatalogueOptionsPage')) },
  { path: 'schoolList', page: escalationMatrixPage('SchoolEscalationListPage') },
  { path: 'collegeList', page: escalationMatrixPage('CollegeEscalationListPage') },
  { path: 'administrativeList', page: escalationMatrixPage('AdministrativeEscalationListPage') },
  { path: 'addSchoolEscalation/:matrixRef?', page: escalationMatrixPage('SchoolEscalationFormPage') },
  { path: 'addCollegeEscalation/:matrixRef?', page: escalationMatrixPage('CollegeEscalationFormPage') },
  { path: 'addAdministrative/:matrixRef?', page: escalationMatrixPage('AdministrativeEscalationFormPage') },
];

export const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: 'ticket', page: MyTicketsPage },
  { path: 'addTicket', page: lazyPage(() => import('@/features/tickets/NewTicketPage')) },
  {
    path: 'viewTicket/:ticketRef',
    page: lazyPage(() => import('@/features/tickets/ViewTicketPage')),
    preloadData: preloadTicketView,
  },
  { path: 'allTickets', page: lazyPage(() => import('@/features/tickets/AllTicketsPage')) },
  { path: 'departmentQueue', page: lazyPage(() => import('@/features/tickets/DepartmentQueuePage')) },
  { path: 'dashboard', page: lazyPage(() => import('@/features/dashboard/DashboardPage')) },
  { path: 'escalatedTicket', page: lazyPage(() => import('@/features/escalations/EscalatedTicketsPage')) },
  { path: 'transferRequest', page: lazyPage(() => import('@/features/tickets/transfers/TransferRequestPage')) },
  {
    path: 'viewTransferTicket/:transferRef',
    page: lazyPage(() => import('@/features/tickets/transfers/ViewTransferTicketPage')),
  },
  { path: 'myTeams', page: lazyPage(() => import('@/features/teams/MyTeamsPage')) },
  { path: 'analytics', page: lazyPage(() => import('@/features/analytics/AnalyticsPage')) },
  ...ADMIN_SCREENS,
];

const screenAt = (pathname: string) =>
  SIGNED_IN_SCREENS.map((screen) => ({ screen, match: matchPath(`/${screen.path}`, pathname) })).find(
    ({ match }) => match !== null,
  );

/** Whether `pathname` is one of the administration screens, for the Admin menu's active look. */
export function isAdminScreen(pathname: string): boolean {
  return ADMIN_SCREENS.some((screen) => matchPath(`/${screen.path}`, pathname) !== null);
}

/** Fetches ahead the code of the screen at `to` (a pointer over or focus on a link to it). */
export function preloadScreen(to: string): void {
  screenAt(to)?.screen.page.preload();
}

/**
 * The app opens on a signed-in screen (a first visit, a reload, a link from a mail): its code and
 * first reads start now, beside the layout's code, rather than one after the other.
 */
export function preloadOpeningScreen(pathname: string): void {
  const found = screenAt(pathname);
  if (!found?.match) return;
  found.screen.page.preload();
  found.screen.preloadData?.(found.match.params);
}
