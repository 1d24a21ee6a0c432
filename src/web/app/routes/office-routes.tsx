import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../require-role';
import { loads } from './loads';
import type { SettingsSection } from '../settings/settings-page';

// The office's and the owner's screens: an invoice, the settings, the team and the money.
const InvoicePage = lazy(() => import('../../features/invoices/invoice-page'));
const CompanyCard = lazy(() => import('../../features/company/company-card'));
const MessageSettingsCard = lazy(() => import('../../features/company/message-settings-card'));
const FieldSettingsCard = lazy(() => import('../../features/company/field-settings-card'));
const TeamPage = lazy(() => import('../../features/team/team-page'));
const EventsCard = lazy(() => import('../../features/audit/events-card'));
const AssistantCard = lazy(() => import('../../features/assistant/assistant-card'));
const WorkSummaryDraft = lazy(() =>
  import('../../features/assistant/work-summary-draft').then((module) => ({ default: module.WorkSummaryDraft })),
);
const InvoiceControlPage = lazy(() => import('../../features/assistant/invoice-control-page'));
const RatesCard = lazy(() => import('../../features/time/rates-card'));
const ReferenceRatesCard = lazy(() => import('../../features/company/reference-rates-card'));
const TimeReportPage = lazy(() => import('../../features/time/time-report-page'));
const PaymentsPage = lazy(() => import('../../features/payments/payments-page'));
const ReceivablesPage = lazy(() => import('../../features/receivables/receivables-page'));
const BackupsCard = lazy(() => import('../../features/backups/backups-card'));
const ExportCard = lazy(() => import('../../features/backups/export-card'));
const SettingsPage = lazy(() => import('../settings/settings-page'));
const PlanningPage = lazy(() => import('../../features/planning/planning-page'));
const BaysCard = lazy(() => import('../../features/planning/bays-card'));
const AbsencesCard = lazy(() => import('../../features/planning/absences-card'));
const OpeningHoursCard = lazy(() => import('../../features/planning/opening-hours-card'));

/** Inställningar's sections, each a route below /settings (app/settings/settings-page.tsx). */
const SETTINGS_SECTIONS: SettingsSection[] = [
  { path: 'company', label: 'Företag', access: 'office' },
  { path: 'rates', label: 'Priser och ränta', access: 'office' },
  { path: 'assistant', label: 'AI-utkast', access: 'office' },
  { path: 'planning', label: 'Planering', access: 'office' },
  { path: 'backups', label: 'Säkerhetskopior och export', access: 'owner' },
];
/** The screens behind RequireRole access="office" (app/routes.tsx), with MUI's theme. */
export const officeRoutes: RouteObject[] = [
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
      {
        path: 'company',
        element: (
          <>
            <CompanyCard />
            <MessageSettingsCard />
            <FieldSettingsCard />
          </>
        ),
      },
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
        path: 'planning',
        element: (
          <>
            <BaysCard />
            <AbsencesCard />
            <OpeningHoursCard />
          </>
        ),
      },
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
    path: '/planning',
    handle: loads('features/planning/planning-page.tsx'),
    element: <PlanningPage />,
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
];
