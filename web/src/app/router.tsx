import { SET_PASSWORD_PATH } from '@shared/domain/passwords';
import { Component, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireUser } from './guard';
import { lazyPage } from './lazyPage';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/*
 * Declarative routes (<Routes>), not the data router: nothing here uses loaders or actions, and the
 * data router's code costs every page ~17 KB more JS on the wire (issue 17's byte budgets). Every
 * screen is its own lazy chunk, loaded when its route is first rendered.
 */

const escalationMatrixPages = () => import('@/features/escalationMatrices/EscalationMatrixPages');

const LoginPage = lazyPage(() => import('@/features/session/LoginPage'));
const FeedbackFormPage = lazyPage(() => import('@/features/feedback/FeedbackFormPage'), { fluent: true });
const SetPasswordPage = lazyPage(() => import('@/features/session/SetPasswordPage'));
const AppLayout = lazyPage(() => import('./layout/AppLayout'), { fluent: true });
const MyTicketsPage = lazyPage(() => import('@/features/tickets/MyTicketsPage'));
const NewTicketPage = lazyPage(() => import('@/features/tickets/NewTicketPage'));
const ViewTicketPage = lazyPage(() => import('@/features/tickets/ViewTicketPage'));
const AllTicketsPage = lazyPage(() => import('@/features/tickets/AllTicketsPage'));
const DepartmentQueuePage = lazyPage(() => import('@/features/tickets/DepartmentQueuePage'));
const DashboardPage = lazyPage(() => import('@/features/dashboard/DashboardPage'));
const EscalatedTicketsPage = lazyPage(() => import('@/features/escalations/EscalatedTicketsPage'));
const TransferRequestPage = lazyPage(() => import('@/features/tickets/transfers/TransferRequestPage'));
const ViewTransferTicketPage = lazyPage(() => import('@/features/tickets/transfers/ViewTransferTicketPage'));
const MyTeamsPage = lazyPage(() => import('@/features/teams/MyTeamsPage'));
const TeamListPage = lazyPage(() => import('@/features/teams/TeamListPage'));
const TeamFormPage = lazyPage(() => import('@/features/teams/TeamFormPage'));
const AnalyticsPage = lazyPage(() => import('@/features/analytics/AnalyticsPage'));
const AgentMappingPage = lazyPage(() => import('@/features/agentMapping/AgentMappingPage'));
const DepartmentsListPage = lazyPage(() => import('@/features/agentMapping/DepartmentsListPage'));
const DepartmentAgentsPage = lazyPage(() => import('@/features/agentMapping/DepartmentAgentsPage'));
const UnassociatedAgentsPage = lazyPage(() => import('@/features/agentMapping/UnassociatedAgentsPage'));
const BusinessCalendarPage = lazyPage(() => import('@/features/businessCalendar/BusinessCalendarPage'));
const TenantSettingsPage = lazyPage(() => import('@/features/smtp/TenantSettingsPage'));
const SignInSettingsPage = lazyPage(() => import('@/features/session/SignInSettingsPage'));
const SmtpConfigPage = lazyPage(() => import('@/features/smtp/SmtpConfigPage'));
const FailedMailsPage = lazyPage(() => import('@/features/mailOutbox/FailedMailsPage'));
const MailLogPage = lazyPage(() => import('@/features/mailOutbox/MailLogPage'));
const MailReviewPage = lazyPage(() => import('@/features/mailOutbox/MailReviewPage'));
const UserFormPage = lazyPage(() => import('@/features/users/UserFormPage'));
const UsersListPage = lazyPage(() => import('@/features/users/UsersListPage'));
const DepartmentsPage = lazyPage(() => import('@/features/catalogue/DepartmentsPage'));
const HelpTopicsListPage = lazyPage(() => import('@/features/catalogue/HelpTopicsListPage'));
const HelpTopicFormPage = lazyPage(() => import('@/features/catalogue/HelpTopicFormPage'));
const TicketSourcesPage = lazyPage(() => import('@/features/catalogue/TicketSourcesPage'));
const CannedResponsesPage = lazyPage(() => import('@/features/catalogue/CannedResponsesPage'));
const CatalogueOptionsPage = lazyPage(() => import('@/features/catalogue/CatalogueOptionsPage'));
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
const SchoolEscalationListPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).SchoolEscalationListPage,
}));
const CollegeEscalationListPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).CollegeEscalationListPage,
}));
const AdministrativeEscalationListPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).AdministrativeEscalationListPage,
}));
const SchoolEscalationFormPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).SchoolEscalationFormPage,
}));
const CollegeEscalationFormPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).CollegeEscalationFormPage,
}));
const AdministrativeEscalationFormPage = lazyPage(async () => ({
  default: (await escalationMatrixPages()).AdministrativeEscalationFormPage,
}));

/** Last resort for a failure while rendering or loading a screen; cleared by moving to another page. */
class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { error?: unknown; failed: boolean }
> {
  override state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: { pathname: string }) {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: false, error: undefined });
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {/* Public: own layouts, no navigation bar. */}
          <Route path="login" element={<LoginPage />} />
          <Route path="feedbackForm" element={<FeedbackFormPage />} />
          <Route path={SET_PASSWORD_PATH} element={<SetPasswordPage />} />
          {/* Screens behind the guard, inside the layout with the top navigation (tickets spec 2.1 and 2.2). */}
          <Route
            element={
              <RequireUser>
                <AppLayout />
              </RequireUser>
            }
          >
            <Route index element={<MyTicketsPage />} />
            <Route path="ticket" element={<MyTicketsPage />} />
            <Route path="addTicket" element={<NewTicketPage />} />
            <Route path="viewTicket/:ticketRef" element={<ViewTicketPage />} />
            <Route path="allTickets" element={<AllTicketsPage />} />
            <Route path="departmentQueue" element={<DepartmentQueuePage />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="escalatedTicket" element={<EscalatedTicketsPage />} />
            <Route path="transferRequest" element={<TransferRequestPage />} />
            <Route path="viewTransferTicket/:transferRef" element={<ViewTransferTicketPage />} />
            <Route path="myTeams" element={<MyTeamsPage />} />
            <Route path="teamList" element={<TeamListPage />} />
            <Route path="addTeam/:teamRef?" element={<TeamFormPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="agentMapping" element={<AgentMappingPage />} />
            <Route path="departmentsList" element={<DepartmentsListPage />} />
            <Route path="viewDepartmentAssociatedAgents" element={<DepartmentAgentsPage />} />
            <Route path="unassociatedAgentsList" element={<UnassociatedAgentsPage />} />
            <Route path="businessCalendar" element={<BusinessCalendarPage />} />
            <Route path="tenantSettings" element={<TenantSettingsPage />} />
            <Route path="signInSettings" element={<SignInSettingsPage />} />
            <Route path="smtp_config" element={<SmtpConfigPage />} />
            <Route path="failedMails" element={<FailedMailsPage />} />
            <Route path="mailLog" element={<MailLogPage />} />
            <Route path="mailReview" element={<MailReviewPage />} />
            <Route path="users/:userRef?" element={<UserFormPage />} />
            <Route path="usersList" element={<UsersListPage />} />
            {/* Catalogue administration (issue 13). */}
            <Route path="catalogue/departments" element={<DepartmentsPage />} />
            <Route path="catalogue/helpTopics" element={<HelpTopicsListPage />} />
            <Route path="catalogue/helpTopic/:topicRef?" element={<HelpTopicFormPage />} />
            <Route path="catalogue/ticketSources" element={<TicketSourcesPage />} />
            <Route path="catalogue/cannedResponses" element={<CannedResponsesPage />} />
            <Route path="catalogue/slaPlans" element={<CatalogueOptionsPage />} />
            <Route path="schoolList" element={<SchoolEscalationListPage />} />
            <Route path="collegeList" element={<CollegeEscalationListPage />} />
            <Route path="administrativeList" element={<AdministrativeEscalationListPage />} />
            <Route path="addSchoolEscalation/:matrixRef?" element={<SchoolEscalationFormPage />} />
            <Route path="addCollegeEscalation/:matrixRef?" element={<CollegeEscalationFormPage />} />
            <Route path="addAdministrative/:matrixRef?" element={<AdministrativeEscalationFormPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
