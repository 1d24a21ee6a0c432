import { lazy, Suspense } from 'react';
import { type RouteObject } from 'react-router';
import { OfficeOnly } from '../require-role';
import { loads } from './loads';

// Detail pages have MUI fields on them (the meter, the profile): the theme loads with them (app/routes.tsx).
const ProfilePage = lazy(() => import('../../features/profile/profile-page'));
const CalendarFeedCard = lazy(() => import('../../features/planning/calendar-feed-card'));
const CustomerPage = lazy(() => import('../../features/customers/customer-page'));
const MachinePage = lazy(() => import('../../features/machines/machine-page'));
const MachinesOfCustomer = lazy(() => import('../../features/machines/machines-of-customer'));
const WorkOrdersOfCustomer = lazy(() => import('../../features/work-orders/work-orders-of-customer'));
const WorkOrderPage = lazy(() => import('../../features/work-orders/work-order-page'));
const InvoicesOfWorkOrder = lazy(() => import('../../features/invoices/invoices-of-work-order'));
const InvoicesOfCustomer = lazy(() => import('../../features/invoices/invoices-of-customer'));
const ServicePlanCard = lazy(() => import('../../features/service-plans/service-plan-card'));
const PartPage = lazy(() => import('../../features/parts/part-page'));
const QuotePage = lazy(() => import('../../features/quotes/quote-page'));
const QuotesOfWorkOrder = lazy(() => import('../../features/quotes/quotes-of-work-order'));
const EventsCard = lazy(() => import('../../features/audit/events-card'));
const TimeCard = lazy(() => import('../../features/time/time-card'));
const SuggestionsCard = lazy(() =>
  import('../../features/assistant/suggestions-card').then((module) => ({ default: module.SuggestionsCard })),
);
const MachineSummaryCard = lazy(() =>
  import('../../features/assistant/machine-summary-card').then((module) => ({
    default: module.MachineSummaryCard,
  })),
);
const FilesCard = lazy(() => import('../../features/files/files-card'));
const PortalLinkCard = lazy(() => import('../../features/customer-portal/portal-link-card'));
const StaffLedgerPage = lazy(() => import('../../features/staff-ledger/staff-ledger-page'));

/** A work order, customer, machine or part of its own, the staff ledger and the profile: for every role. */
export const detailRoutes: RouteObject[] = [
  {
    path: '/WorkOrders/:id',
    element: (
      <WorkOrderPage
        invoices={(workOrder) => (
          <OfficeOnly>
            <InvoicesOfWorkOrder workOrderId={workOrder.id} />
          </OfficeOnly>
        )}
        quotes={(workOrder) => <QuotesOfWorkOrder workOrder={workOrder} />}
        time={(workOrder) => <TimeCard workOrderId={workOrder.id} jobStatus={workOrder.status} />}
        suggestions={(_workOrder, target) => <SuggestionsCard {...target} />}
        events={(workOrder) => <EventsCard entity="workOrder" id={workOrder.id} />}
        files={(workOrder) => <FilesCard entity="workOrder" entityId={workOrder.id} />}
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
            <FilesCard entity="customer" entityId={customer.id} />
            <OfficeOnly>
              <InvoicesOfCustomer customerId={customer.id} />
              <PortalLinkCard customerId={customer.id} />
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
        files={(machine) => <FilesCard entity="machine" entityId={machine.id} />}
        summary={(machine) => (
          <Suspense fallback={null}>
            <MachineSummaryCard machineId={machine.id} />
          </Suspense>
        )}
      />
    ),
  },
  { path: '/parts/:id', element: <PartPage files={(part) => <FilesCard entity="part" entityId={part.id} />} /> },
  // Every role: a mechanic reads quotes and drafts extra work; writing is the office's (QUOTES.md, API contract).
  {
    path: '/quotes/:id',
    handle: loads('features/quotes/quote-page.tsx', 'features/files/files-card.tsx'),
    element: (
      <QuotePage files={(quote, mayWrite) => <FilesCard entity="quote" entityId={quote.id} readOnly={!mayWrite} />} />
    ),
  },
  {
    path: '/staff-ledger',
    handle: loads('features/staff-ledger/staff-ledger-page.tsx'),
    element: <StaffLedgerPage />,
  },
  {
    path: '/profile',
    handle: loads('features/profile/profile-page.tsx', 'features/planning/calendar-feed-card.tsx'),
    element: <ProfilePage more={<CalendarFeedCard />} />,
  },
];
