import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { SessionProvider } from '../session/session-context';
import { ProtectedRoute } from './protected-route';
import { OfficeOnly, OwnerOnly, RequireRole } from './require-role';
import { RouteErrorScreen } from './error-screen';
import { Layout } from './shell/layout';
import type { SettingsSection } from './settings/settings-page';

// Each screen is its own chunk: the public pages never download the logged-in screens. Features
// never import each other: where a screen shows another feature's part, it is composed here.
const LandingPage = lazy(() => import('../features/marketing/landing-page'));
const AboutPage = lazy(() => import('../features/marketing/about-page'));
const ContactPage = lazy(() => import('../features/marketing/contact-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const WorkOrdersPage = lazy(() => import('../features/work-orders/work-orders-page'));
const InvoicesPage = lazy(() => import('../features/invoices/invoices-page'));
const InvoicePage = lazy(() => import('../features/invoices/invoice-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const CustomersPage = lazy(() => import('../features/customers/customers-page'));
const CustomerPage = lazy(() => import('../features/customers/customer-page'));
const MachinesPage = lazy(() => import('../features/machines/machines-page'));
const MachinePage = lazy(() => import('../features/machines/machine-page'));
const MachinesOfCustomer = lazy(() => import('../features/machines/machines-of-customer'));
const WorkOrdersOfCustomer = lazy(() => import('../features/work-orders/work-orders-of-customer'));
const WorkOrderPage = lazy(() => import('../features/work-orders/work-order-page'));
const InvoicesOfWorkOrder = lazy(() => import('../features/invoices/invoices-of-work-order'));
const InvoicesOfCustomer = lazy(() => import('../features/invoices/invoices-of-customer'));
const ServicePlanCard = lazy(() => import('../features/service-plans/service-plan-card'));
const ServiceDueCard = lazy(() => import('../features/service-plans/service-due-card'));
const ServiceDuePage = lazy(() => import('../features/service-plans/service-due-page'));
const PartsPage = lazy(() => import('../features/parts/parts-page'));
const PartPage = lazy(() => import('../features/parts/part-page'));
const LowStockCard = lazy(() => import('../features/parts/low-stock-card'));
const CompanyCard = lazy(() => import('../features/company/company-card'));
const CompanyDetailsNotice = lazy(() => import('../features/company/company-details-notice'));
const NotFoundPage = lazy(() => import('../features/marketing/not-found-page'));
const InvitePage = lazy(() => import('../features/auth/invite-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const MyJobsPage = lazy(() => import('../features/work-orders/my-jobs-page'));
const TeamPage = lazy(() => import('../features/team/team-page'));
const EventsCard = lazy(() => import('../features/audit/events-card'));
const TimerBar = lazy(() => import('../features/time/timer-bar'));
const TimeCard = lazy(() => import('../features/time/time-card'));
const SuggestionsCard = lazy(() =>
  import('../features/assistant/suggestions-card').then((module) => ({ default: module.SuggestionsCard })),
);
const AssistantCard = lazy(() => import('../features/assistant/assistant-card'));
const WorkSummaryDraft = lazy(() =>
  import('../features/assistant/work-summary-draft').then((module) => ({ default: module.WorkSummaryDraft })),
);
const WorkOrderFormAssist = lazy(() =>
  import('../features/assistant/work-order-form-assist').then((module) => ({
    default: module.WorkOrderFormAssist,
  })),
);
const MachineSummaryCard = lazy(() =>
  import('../features/assistant/machine-summary-card').then((module) => ({
    default: module.MachineSummaryCard,
  })),
);
const InvoiceControlCard = lazy(() => import('../features/assistant/invoice-control-card'));
const InvoiceControlPage = lazy(() => import('../features/assistant/invoice-control-page'));
const RatesCard = lazy(() => import('../features/time/rates-card'));
const ReferenceRatesCard = lazy(() => import('../features/company/reference-rates-card'));
const TimeReportPage = lazy(() => import('../features/time/time-report-page'));
const PaymentsPage = lazy(() => import('../features/payments/payments-page'));
const ReceivablesPage = lazy(() => import('../features/receivables/receivables-page'));
const UnpaidCard = lazy(() => import('../features/receivables/unpaid-card'));
const CheckInCard = lazy(() => import('../features/staff-ledger/check-in-card'));
const BackupsCard = lazy(() => import('../features/backups/backups-card'));
const ExportCard = lazy(() => import('../features/backups/export-card'));
const BackupWarningCard = lazy(() => import('../features/backups/backup-warning-card'));
const StaffLedgerPage = lazy(() => import('../features/staff-ledger/staff-ledger-page'));
const ServerState = lazy(() => import('./server-state'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const MuiTheme = lazy(() => import('./mui-theme'));

/**
 * The source files a route's screen loads, beside the route: the build gives each signed-in screen's
 * page a modulepreload of their chunks (build/prerender.ts), so that they arrive together.
 */
export interface RouteLoads {
  loads: string[];
}
const loads = (...files: string[]): RouteLoads => ({ loads: files.map((file) => `src/web/${file}`) });

const forgetServerState = () => import('./query-client').then((module) => module.forgetServerState());

function Root() {
  return (
    <SessionProvider onSessionEnd={forgetServerState}>
      <Outlet />
    </SessionProvider>
  );
}

/** Inställningar's sections, each a route below /settings (app/settings/settings-page.tsx). */
const SETTINGS_SECTIONS: SettingsSection[] = [
  { path: 'company', label: 'Företag', access: 'office' },
  { path: 'rates', label: 'Priser och ränta', access: 'office' },
  { path: 'assistant', label: 'AI-utkast', access: 'office' },
  { path: 'backups', label: 'Säkerhetskopior och export', access: 'owner' },
];

/** Every screen's route; the browser's router (app/router.ts) and the build's prerender (prerender.tsx) share them. */
export const routes: RouteObject[] = [
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
                  {
                    element: <RequireRole access="office" redirect />,
                    children: [
                      {
                        path: '/dashboard',
                        handle: loads(
                          'features/dashboard/dashboard-page.tsx',
                          'features/service-plans/service-due-card.tsx',
                          'features/parts/low-stock-card.tsx',
                          'features/staff-ledger/check-in-card.tsx',
                          'features/receivables/unpaid-card.tsx',
                          'features/assistant/invoice-control-card.tsx',
                        ),
                        element: (
                          <DashboardPage
                            top={
                              <>
                                <OwnerOnly>
                                  <BackupWarningCard />
                                </OwnerOnly>
                                <CheckInCard />
                              </>
                            }
                            cards={
                              <>
                                <UnpaidCard />
                                <InvoiceControlCard />
                                <ServiceDueCard />
                                <LowStockCard />
                              </>
                            }
                          />
                        ),
                      },
                    ],
                  },
                  {
                    path: '/my-jobs',
                    handle: loads('features/work-orders/my-jobs-page.tsx', 'features/staff-ledger/check-in-card.tsx'),
                    element: <MyJobsPage top={<CheckInCard />} />,
                  },
                  {
                    path: '/WorkOrders',
                    handle: loads('features/work-orders/work-orders-page.tsx'),
                    element: (
                      <WorkOrdersPage
                        assist={(target) => (
                          <Suspense fallback={null}>
                            <WorkOrderFormAssist {...target} />
                          </Suspense>
                        )}
                      />
                    ),
                  },
                  {
                    element: <RequireRole access="office" />,
                    children: [
                      {
                        path: '/invoices',
                        handle: loads(
                          'features/invoices/invoices-page.tsx',
                          'features/company/company-details-notice.tsx',
                        ),
                        element: (
                          <InvoicesPage
                            notice={<CompanyDetailsNotice />}
                            events={(invoice) => <EventsCard entity="invoice" id={invoice.id} isPlain />}
                            notesDraft={(target) => (
                              <Suspense fallback={null}>
                                <WorkSummaryDraft {...target} />
                              </Suspense>
                            )}
                          />
                        ),
                      },
                    ],
                  },
                  {
                    path: '/customers',
                    handle: loads('features/customers/customers-page.tsx'),
                    element: <CustomersPage />,
                  },
                  {
                    path: '/machines',
                    handle: loads('features/machines/machines-page.tsx'),
                    element: <MachinesPage />,
                  },
                  {
                    path: '/service-due',
                    handle: loads('features/service-plans/service-due-page.tsx'),
                    element: <ServiceDuePage />,
                  },
                  { path: '/parts', handle: loads('features/parts/parts-page.tsx'), element: <PartsPage /> },
                  // Detail pages have MUI fields on them (the meter, the profile): the theme loads with them.
                  {
                    element: <MuiTheme />,
                    handle: loads('app/mui-theme.tsx'),
                    children: [
                      {
                        path: '/WorkOrders/:id',
                        element: (
                          <WorkOrderPage
                            invoices={(workOrder) => (
                              <OfficeOnly>
                                <InvoicesOfWorkOrder workOrderId={workOrder.id} />
                              </OfficeOnly>
                            )}
                            time={(workOrder) => <TimeCard workOrderId={workOrder.id} />}
                            suggestions={(_workOrder, target) => <SuggestionsCard {...target} />}
                            events={(workOrder) => <EventsCard entity="workOrder" id={workOrder.id} />}
                          />
                        ),
                      },
                      {
                        path: '/customers/:id',
                        element: (
                          <CustomerPage
                            sections={(customer) => (
                              <>
                                <MachinesOfCustomer customerId={customer.id} customerName={customer.name} />
                                <WorkOrdersOfCustomer customerId={customer.id} />
                                <OfficeOnly>
                                  <InvoicesOfCustomer customerId={customer.id} />
                                </OfficeOnly>
                              </>
                            )}
                          />
                        ),
                      },
                      {
                        path: '/machines/:id',
                        element: (
                          <MachinePage
                            plan={(machine) => <ServicePlanCard machine={machine} />}
                            summary={(machine) => (
                              <Suspense fallback={null}>
                                <MachineSummaryCard machineId={machine.id} />
                              </Suspense>
                            )}
                          />
                        ),
                      },
                      { path: '/parts/:id', element: <PartPage /> },
                      {
                        path: '/staff-ledger',
                        handle: loads('features/staff-ledger/staff-ledger-page.tsx'),
                        element: <StaffLedgerPage />,
                      },
                      {
                        path: '/profile',
                        handle: loads('features/profile/profile-page.tsx'),
                        element: <ProfilePage />,
                      },
                      {
                        element: <RequireRole access="office" />,
                        children: [
                          {
                            path: '/invoices/:id',
                            element: (
                              <InvoicePage
                                events={(invoice) => <EventsCard entity="invoice" id={invoice.id} isPlain />}
                                history={(invoice) => <EventsCard entity="invoice" id={invoice.id} />}
                                notesDraft={(target) => (
                                  <Suspense fallback={null}>
                                    <WorkSummaryDraft {...target} />
                                  </Suspense>
                                )}
                              />
                            ),
                          },
                          {
                            path: '/settings',
                            handle: loads('app/settings/settings-page.tsx'),
                            element: <SettingsPage sections={SETTINGS_SECTIONS} />,
                            children: [
                              { index: true, element: <Navigate to="/settings/company" replace /> },
                              { path: 'company', element: <CompanyCard /> },
                              {
                                path: 'rates',
                                element: (
                                  <>
                                    <RatesCard />
                                    <ReferenceRatesCard />
                                  </>
                                ),
                              },
                              { path: 'assistant', element: <AssistantCard /> },
                              {
                                element: <RequireRole access="owner" />,
                                children: [
                                  {
                                    path: 'backups',
                                    element: (
                                      <>
                                        <BackupsCard />
                                        <ExportCard />
                                      </>
                                    ),
                                  },
                                ],
                              },
                            ],
                          },
                          {
                            path: '/team',
                            handle: loads('features/team/team-page.tsx'),
                            element: <TeamPage />,
                          },
                          {
                            path: '/time-report',
                            handle: loads('features/time/time-report-page.tsx'),
                            element: <TimeReportPage />,
                          },
                          {
                            path: '/payments',
                            handle: loads('features/payments/payments-page.tsx'),
                            element: <PaymentsPage />,
                          },
                          {
                            path: '/receivables',
                            handle: loads('features/receivables/receivables-page.tsx'),
                            element: <ReceivablesPage />,
                          },
                          {
                            path: '/invoice-control',
                            handle: loads('features/assistant/invoice-control-page.tsx'),
                            element: <InvoiceControlPage />,
                          },
                        ],
                      },
                    ],
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
