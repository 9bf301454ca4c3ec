import { matchPath } from 'react-router';
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
}

export const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: 'ticket', page: MyTicketsPage },
  { path: 'addTicket', page: lazyPage(() => import('@/features/tickets/NewTicketPage')) },
  { path: 'viewTicket/:ticketRef', page: lazyPage(() => import('@/features/tickets/ViewTicketPage')) },
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
  { path: 'teamList', page: lazyPage(() => import('@/features/teams/TeamListPage')) },
  { path: 'addTeam/:teamRef?', page: lazyPage(() => import('@/features/teams/TeamFormPage')) },
  { path: 'analytics', page: lazyPage(() => import('@/features/analytics/AnalyticsPage')) },
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

/** Fetches ahead the code of the screen at `to` (a pointer over or focus on a link to it). */
export function preloadScreen(to: string): void {
  SIGNED_IN_SCREENS.find((screen) => matchPath(`/${screen.path}`, to))?.page.preload();
}
