import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { homePathFor, ROLES } from '@hrms/shared';
import { PageSpinner } from '../components/ui/spinner';
import { LoginPage } from '../features/auth';
import { RequireSession } from './guards';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorBoundary } from './pages/RouteErrorPage';

// Everything behind sign-in loads on demand, so the sign-in screen downloads only what it shows.
let dashboardCode: ReturnType<typeof importDashboard> | undefined;
const importDashboard = () => import('./dashboard/DashboardPage');
/** The dashboards' code, fetched once; main.tsx starts it before the first render on a dashboard address. */
export const loadDashboard = () => (dashboardCode ??= importDashboard());
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));

/** The addresses loadDashboard serves (spec section 2). */
export const DASHBOARD_PATHS: readonly string[] = ROLES.map(homePathFor);
// The people feature's page with the sections other features add (app/pages/PersonDetailsPage.tsx).
const DetailsPage = lazy(() => import('./pages/PersonDetailsPage'));
// The forgotten-password pages load on demand too: the sign-in screen keeps only its link (issue 23).
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages').then((m) => ({ default: m.ResetPasswordPage })),
);

// Where the organisation's requirement sends an Admin or HR without two-step sign-in (issue 23).
const TwoStepSetupPage = lazy(() =>
  import('../features/auth/security').then((m) => ({ default: m.TwoStepSetupPage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/**
 * Spec section 2's routes. A signed-in user who opens / or /login sees the form (no automatic
 * redirect): the routes stay exactly as the spec lists them and signing in as someone else stays easy.
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <LoginPage prepareHome={loadDashboard} /> },
  { path: '/login', element: <LoginPage prepareHome={loadDashboard} /> },
  {
    path: '/forgot-password',
    element: (
      <Lazy>
        <ForgotPasswordPage />
      </Lazy>
    ),
  },
  {
    path: '/reset-password',
    element: (
      <Lazy>
        <ResetPasswordPage />
      </Lazy>
    ),
  },
  // One dashboard route per role, at the role's home path (spec section 2).
  ...ROLES.map((role) => ({
    path: homePathFor(role),
    element: (
      <RequireSession role={role}>
        <Lazy>
          <DashboardPage role={role} />
        </Lazy>
      </RequireSession>
    ),
  })),
  {
    path: '/details/:id',
    element: (
      <RequireSession>
        <Lazy>
          <DetailsPage />
        </Lazy>
      </RequireSession>
    ),
  },
  {
    path: '/two-step-setup',
    element: (
      <RequireSession>
        <Lazy>
          <TwoStepSetupPage />
        </Lazy>
      </RequireSession>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The routes inside a router (BrowserRouter in the app, MemoryRouter in tests). The declarative router
 * rather than createBrowserRouter: we use no loaders or actions, and the data router costs the sign-in
 * page 15 KB of compressed JavaScript and a phone about 50 ms to set up (docs/decisions.md). A render
 * error or a failed chunk download shows RouteErrorPage; moving to another address clears it.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary key={pathname}>{element}</RouteErrorBoundary>;
}
