import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SessionProvider } from '../session/session-context';
import { ProtectedRoute } from './protected-route';
import { RequireRole } from './require-role';
import { detailRoutes } from './routes/detail-routes';
import { listRoutes } from './routes/list-routes';
import { loads } from './routes/loads';
import { officeRoutes } from './routes/office-routes';
import { RouteErrorScreen } from './error-screen';
import { Layout } from './shell/layout';

// Each screen is its own chunk: the public pages never download the logged-in screens. Features
// never import each other: where a screen shows another feature's part, it is composed here.
const LandingPage = lazy(() => import('../features/marketing/landing-page'));
const AboutPage = lazy(() => import('../features/marketing/about-page'));
const ContactPage = lazy(() => import('../features/marketing/contact-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const NotFoundPage = lazy(() => import('../features/marketing/not-found-page'));
const InvitePage = lazy(() => import('../features/auth/invite-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const TimerBar = lazy(() => import('../features/time/timer-bar'));
const ServerState = lazy(() => import('./server-state'));
const MuiTheme = lazy(() => import('./mui-theme'));
// The customer's link to a quote: no shell, no session, no MUI — a light page for a phone (QUOTES.md decision 4).
const QuoteLinkPage = lazy(() => import('../features/quotes/quote-link-page'));
// The customer's page (QUOTES.md decision 9), made the same way: its own light chunk, outside the shell.
const PortalPage = lazy(() => import('../features/customer-portal/portal-page'));

export type { RouteLoads } from './routes/loads';

const forgetServerState = () => import('./query-client').then((module) => module.forgetServerState());

function Root() {
  return (
    <SessionProvider onSessionEnd={forgetServerState}>
      <Outlet />
    </SessionProvider>
  );
}

/** Every screen's route; the browser's router (app/router.ts) and the build's prerender (prerender.tsx) share them. */
export const routes: RouteObject[] = [
  {
    path: '/q/:token',
    errorElement: <RouteErrorScreen />,
    handle: loads('features/quotes/quote-link-page.tsx'),
    element: (
      <Suspense fallback={null}>
        <QuoteLinkPage />
      </Suspense>
    ),
  },
  {
    path: '/k/:token',
    errorElement: <RouteErrorScreen />,
    handle: loads('features/customer-portal/portal-page.tsx'),
    element: (
      <Suspense fallback={null}>
        <PortalPage />
      </Suspense>
    ),
  },
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <Layout />,
        errorElement: <RouteErrorScreen />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password/:token', element: <ResetPasswordPage /> },
          { path: '/invite/:token', element: <InvitePage /> },
          {
            element: <ServerState />,
            handle: loads('app/server-state.tsx'),
            children: [
              {
                element: <ProtectedRoute top={<TimerBar />} />,
                children: [
                  // The first screen after login and every list are drawn without MUI: a phone shows
                  // them sooner. Their dialogs bring MUI when opened (ui/island.tsx).
                  // The overview is the office's start page; a mechanic's is their jobs (docs/team.md decision 6).
                  ...listRoutes,
                  // Detail pages have MUI fields on them (the meter, the profile): the theme loads with them.
                  {
                    element: <MuiTheme />,
                    handle: loads('app/mui-theme.tsx'),
                    children: [...detailRoutes, { element: <RequireRole access="office" />, children: officeRoutes }],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
