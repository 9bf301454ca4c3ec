import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SET_PASSWORD_PATH } from '../../../shared/domain/passwords';
import { requireUser } from './guard';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/** Every screen is its own lazy chunk: a route's code loads when the route is first matched. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const escalationMatrixPages = () => import('../features/escalationMatrices/EscalationMatrixPages');
const myTickets = page(() => import('../features/tickets/MyTicketsPage'));

/** Screens behind the guard, inside the layout with the top navigation (tickets spec 2.1 and 2.2). */
const signedInRoutes: RouteObject[] = [
  { index: true, lazy: myTickets },
  { path: 'ticket', lazy: myTickets },
  { path: 'addTicket', lazy: page(() => import('../features/tickets/NewTicketPage')) },
  { path: 'viewTicket/:ticketRef', lazy: page(() => import('../features/tickets/ViewTicketPage')) },
  { path: 'allTickets', lazy: page(() => import('../features/tickets/AllTicketsPage')) },
  { path: 'departmentQueue', lazy: page(() => import('../features/tickets/DepartmentQueuePage')) },
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/DashboardPage')) },
  { path: 'escalatedTicket', lazy: page(() => import('../features/escalations/EscalatedTicketsPage')) },
  { path: 'transferRequest', lazy: page(() => import('../features/tickets/transfers/TransferRequestPage')) },
  {
    path: 'viewTransferTicket/:transferRef',
    lazy: page(() => import('../features/tickets/transfers/ViewTransferTicketPage')),
  },
  { path: 'myTeams', lazy: page(() => import('../features/teams/MyTeamsPage')) },
  { path: 'teamList', lazy: page(() => import('../features/teams/TeamListPage')) },
  { path: 'addTeam/:teamRef?', lazy: page(() => import('../features/teams/TeamFormPage')) },
  { path: 'analytics', lazy: page(() => import('../features/analytics/AnalyticsPage')) },
  { path: 'agentMapping', lazy: page(() => import('../features/agentMapping/AgentMappingPage')) },
  { path: 'departmentsList', lazy: page(() => import('../features/agentMapping/DepartmentsListPage')) },
  {
    path: 'viewDepartmentAssociatedAgents',
    lazy: page(() => import('../features/agentMapping/DepartmentAgentsPage')),
  },
  { path: 'unassociatedAgentsList', lazy: page(() => import('../features/agentMapping/UnassociatedAgentsPage')) },
  { path: 'businessCalendar', lazy: page(() => import('../features/businessCalendar/BusinessCalendarPage')) },
  { path: 'tenantSettings', lazy: page(() => import('../features/smtp/TenantSettingsPage')) },
  { path: 'signInSettings', lazy: page(() => import('../features/session/SignInSettingsPage')) },
  { path: 'smtp_config', lazy: page(() => import('../features/smtp/SmtpConfigPage')) },
  { path: 'failedMails', lazy: page(() => import('../features/mailOutbox/FailedMailsPage')) },
  { path: 'mailLog', lazy: page(() => import('../features/mailOutbox/MailLogPage')) },
  { path: 'mailReview', lazy: page(() => import('../features/mailOutbox/MailReviewPage')) },
  { path: 'users/:userRef?', lazy: page(() => import('../features/users/UserFormPage')) },
  { path: 'usersList', lazy: page(() => import('../features/users/UsersListPage')) },
  // Catalogue administration (issue 13).
  { path: 'catalogue/departments', lazy: page(() => import('../features/catalogue/DepartmentsPage')) },
  { path: 'catalogue/helpTopics', lazy: page(() => import('../features/catalogue/HelpTopicsListPage')) },
  { path: 'catalogue/helpTopic/:topicRef?', lazy: page(() => import('../features/catalogue/HelpTopicFormPage')) },
  { path: 'catalogue/ticketSources', lazy: page(() => import('../features/catalogue/TicketSourcesPage')) },
  { path: 'catalogue/cannedResponses', lazy: page(() => import('../features/catalogue/CannedResponsesPage')) },
  { path: 'catalogue/slaPlans', lazy: page(() => import('../features/catalogue/CatalogueOptionsPage')) },
  {
    path: 'schoolList',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).SchoolEscalationListPage })),
  },
  {
    path: 'collegeList',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).CollegeEscalationListPage })),
  },
  {
    path: 'administrativeList',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).AdministrativeEscalationListPage })),
  },
  {
    path: 'addSchoolEscalation/:matrixRef?',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).SchoolEscalationFormPage })),
  },
  {
    path: 'addCollegeEscalation/:matrixRef?',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).CollegeEscalationFormPage })),
  },
  {
    path: 'addAdministrative/:matrixRef?',
    lazy: page(async () => ({ default: (await escalationMatrixPages()).AdministrativeEscalationFormPage })),
  },
  { path: '*', lazy: page(() => import('./NotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      // Public: own layouts, no navigation bar.
      { path: 'login', lazy: page(() => import('../features/session/LoginPage')) },
      { path: 'feedbackForm', lazy: page(() => import('../features/feedback/FeedbackFormPage')) },
      { path: SET_PASSWORD_PATH, lazy: page(() => import('../features/session/SetPasswordPage')) },
      {
        loader: requireUser,
        lazy: page(() => import('./layout/AppLayout')),
        ErrorBoundary: RouteErrorPage,
        children: signedInRoutes,
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
