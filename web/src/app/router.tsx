import { SET_PASSWORD_PATH } from '@shared/domain/passwords';
import { Component, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireUser } from './guard';
import { lazyPage } from './lazyPage';
import { PageLoading } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';
import { MyTicketsPage, NotFoundPage, SIGNED_IN_SCREENS } from './screens';

/*
 * Declarative routes (<Routes>), not the data router: nothing here uses loaders or actions, and the
 * data router's code costs every page ~17 KB more JS on the wire (issue 17's byte budgets). Every
 * screen is its own lazy chunk, loaded when its route is first rendered; the signed-in ones are
 * listed in screens.ts.
 */

const LoginPage = lazyPage(() => import('@/features/session/LoginPage'));
const FeedbackFormPage = lazyPage(() => import('@/features/feedback/FeedbackFormPage'), { fluent: true });
const SetPasswordPage = lazyPage(() => import('@/features/session/SetPasswordPage'));
const AppLayout = lazyPage(() => import('./layout/AppLayout'), { fluent: true });

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
            {SIGNED_IN_SCREENS.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
