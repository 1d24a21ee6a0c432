import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { Portal } from '../../../shared/customer-portal';
import { Alert } from '../../ui/alert';
import { LinkPage } from '../../ui/link-page';
import { PageSpinner } from '../../ui/page-spinner';
import { Stack } from '../../ui/stack';
import { Heading, Text } from '../../ui/text';
import { ApiError } from '../../lib/api-client';
import { fetchPortal } from './api/public-portal';
import { PortalInvoices } from './portal-invoices';
import { PortalJobs } from './portal-jobs';
import { PortalMachines } from './portal-machines';
import { PortalQuotes } from './portal-quotes';

type State = { kind: 'loading' } | { kind: 'portal'; portal: Portal } | { kind: 'closed'; message: string };

/**
 * The customer's page `/k/{token}` (*Kundsida*, QUOTES.md decision 9): outside the app's shell, no
 * account, not indexed, made for a phone; the workshop's name first, then the customer's open quotes,
 * jobs with their photos and signature, invoices with OCR and PDF, and machines. A link that no longer
 * works says so in the server's words (decision 055: unknown and revoked alike).
 */
export default function PortalPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchPortal(token, controller.signal)
      .then((portal) => setState({ kind: 'portal', portal }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          caught instanceof ApiError || caught instanceof Error ? caught.message : 'Något gick fel. Försök igen.';
        setState({ kind: 'closed', message });
      });
    return () => controller.abort();
  }, [token]);
  const portal = state.kind === 'portal' ? state.portal : null;
  const workshop = portal?.workshop;
  const contact = workshop ? [workshop.phone, workshop.email, workshop.address].filter(Boolean).join(' · ') : '';
  return (
    <LinkPage
      sender={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>{workshop ? `Kundsida – ${workshop.name}` : 'Kundsida'}</title>
          <h1>{workshop?.name ?? 'Kundsida'}</h1>
          {contact && <Text size="small">{contact}</Text>}
          {workshop?.orgNumber && (
            <Text size="small" tone="muted">
              Org.nr {workshop.orgNumber}
            </Text>
          )}
        </>
      }
    >
      {state.kind === 'loading' && <PageSpinner label="Hämtar kundsidan" />}
      {state.kind === 'closed' && <Alert severity="warning">{state.message}</Alert>}
      {portal && (
        <>
          <Stack gap={0.5}>
            <Heading level={2}>Kundsida för {portal.customer.name}</Heading>
            <Text tone="muted">Kundnummer {portal.customer.customerNumber}</Text>
          </Stack>
          <PortalQuotes quotes={portal.quotes} />
          <PortalJobs token={token} jobs={portal.workOrders} />
          <PortalInvoices token={token} invoices={portal.invoices} bankgiro={portal.workshop.bankgiro} />
          <PortalMachines machines={portal.machines} />
        </>
      )}
    </LinkPage>
  );
}
