import { lazy, Suspense } from 'react';
import { type RouteObject } from 'react-router';
import { OwnerOnly, RequireRole } from '../require-role';
import { loads } from './loads';

// The first screen after login and every list are drawn without MUI: a phone shows them sooner.
// Their dialogs bring MUI when opened (ui/island.tsx).
const DashboardPage = lazy(() => import('../../features/dashboard/dashboard-page'));
const WorkOrdersPage = lazy(() => import('../../features/work-orders/work-orders-page'));
const InvoicesPage = lazy(() => import('../../features/invoices/invoices-page'));
const QuotesPage = lazy(() => import('../../features/quotes/quotes-page'));
const QuotesCard = lazy(() => import('../../features/quotes/quotes-card'));
const CustomersPage = lazy(() => import('../../features/customers/customers-page'));
const MachinesPage = lazy(() => import('../../features/machines/machines-page'));
const ServiceDueCard = lazy(() => import('../../features/service-plans/service-due-card'));
const ServiceDuePage = lazy(() => import('../../features/service-plans/service-due-page'));
const PartsPage = lazy(() => import('../../features/parts/parts-page'));
const LowStockCard = lazy(() => import('../../features/parts/low-stock-card'));
const CompanyDetailsNotice = lazy(() => import('../../features/company/company-details-notice'));
const MyJobsPage = lazy(() => import('../../features/work-orders/my-jobs-page'));
const EventsCard = lazy(() => import('../../features/audit/events-card'));
const WorkSummaryDraft = lazy(() =>
  import('../../features/assistant/work-summary-draft').then((module) => ({ default: module.WorkSummaryDraft })),
);
const WorkOrderFormAssist = lazy(() =>
  import('../../features/assistant/work-order-form-assist').then((module) => ({
    default: module.WorkOrderFormAssist,
  })),
);
const InvoiceControlCard = lazy(() => import('../../features/assistant/invoice-control-card'));
const UnpaidCard = lazy(() => import('../../features/receivables/unpaid-card'));
const CheckInCard = lazy(() => import('../../features/staff-ledger/check-in-card'));
const BackupWarningCard = lazy(() => import('../../features/backups/backup-warning-card'));

/** The signed-in lists and the overview (app/routes.tsx puts them inside the login and the timer). */
export const listRoutes: RouteObject[] = [
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
          'features/quotes/quotes-card.tsx',
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
                <QuotesCard />
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
      { path: '/quotes', handle: loads('features/quotes/quotes-page.tsx'), element: <QuotesPage /> },
      {
        path: '/invoices',
        handle: loads('features/invoices/invoices-page.tsx', 'features/company/company-details-notice.tsx'),
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
];
