import { useState } from 'react';
import { FINDING_KIND_LABELS, type Finding, type FindingKind } from '../../../shared/assistant';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/list-panel';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Chip, type Tone } from '../../ui/status-chip';
import { formatKronor } from '../../lib/format';
import { FINDINGS_PER_PAGE, useFindings } from './api/findings';
import { useDismissFinding } from './api/dismiss-finding';
import { useInvoiceControlSummary } from './api/invoice-control-summary';
import { FindingConfirm, FindingItem, FindingList } from '../../ui/finding-list';
import { Text } from '../../ui/text';

const tones: Record<FindingKind, Tone> = {
  'not-invoiced': 'error',
  'under-billed': 'error',
  'over-billed': 'warning',
  'below-cost': 'warning',
  'meter-jump': 'info',
  'service-overdue': 'warning',
};

/** Where one click takes the user to put the finding right. */
function recordLinks(finding: Finding) {
  const links: Array<{ to: string; label: string }> = [];
  if (finding.kind === 'not-invoiced' && finding.workOrderId)
    links.push({ to: `/invoices?fromWorkOrder=${finding.workOrderId}`, label: 'Skapa faktura' });
  if (finding.workOrderId) links.push({ to: `/WorkOrders/${finding.workOrderId}`, label: 'Öppna arbetsordern' });
  if (finding.partId && !finding.workOrderId) links.push({ to: `/parts/${finding.partId}`, label: 'Öppna artikeln' });
  if (finding.machineId) links.push({ to: `/machines/${finding.machineId}`, label: 'Öppna maskinen' });
  return links;
}

function FindingRow({ finding }: { finding: Finding }) {
  const dismiss = useDismissFinding();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <FindingItem
      badge={<Chip label={FINDING_KIND_LABELS[finding.kind]} tone={tones[finding.kind]} />}
      amount={finding.amount === null ? null : formatKronor(finding.amount)}
      actions={
        <>
          {recordLinks(finding).map((link) => (
            <LinkButton key={link.to} to={link.to} variant="text" size="small">
              {link.label}
            </LinkButton>
          ))}
          {isConfirming ? (
            <FindingConfirm label="Avfärda fyndet">
              <Text as="span" size="small">
                Visa aldrig igen?
              </Text>
              <Button
                size="small"
                variant="outlined"
                isBusy={dismiss.isPending}
                onClick={() => dismiss.mutate(finding.key)}
              >
                Avfärda
              </Button>
              <Button size="small" variant="text" onClick={() => setConfirming(false)}>
                Avbryt
              </Button>
            </FindingConfirm>
          ) : (
            <Button size="small" variant="text" onClick={() => setConfirming(true)}>
              Avfärda…
            </Button>
          )}
        </>
      }
    >
      <Text wrapsAnywhere>{finding.message}</Text>
      {dismiss.error && <Alert severity="error">{dismiss.error.message}</Alert>}
    </FindingItem>
  );
}

/** Fakturakontroll (ASSISTANT.md decision 2): what the workshop is about to lose, largest amount first. */
export default function InvoiceControlPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const findings = useFindings(pageIndex * FINDINGS_PER_PAGE);
  const summary = useInvoiceControlSummary();
  const data = findings.data;
  return (
    <>
      <PageHeader
        title="Fakturakontroll"
        subtitle={
          summary.data
            ? `${summary.data.count} fynd · Står på spel: ${formatKronor(summary.data.amount)} exkl. moms`
            : undefined
        }
      />
      <Stack gap={2}>
        <Text tone="muted" isSpaced>
          Klara jobb som inte fakturerats, material och tid som fakturan inte tar betalt för, artiklar sålda under
          snittkostnaden, orimliga mätarställningar och försenad service utan öppen arbetsorder. Ett fynd försvinner av
          sig självt när det är åtgärdat.
        </Text>
        {findings.isError && (
          <Alert severity="error">{findings.error.message || 'Kunde inte hämta Fakturakontroll.'}</Alert>
        )}
        {!data && !findings.isError && <Skeleton height={240} />}
        {data && data.total === 0 && (
          <EmptyState icon="factCheckOutlined" text="Inget att åtgärda: allt som är gjort är fakturerat." />
        )}
        {data && data.total > 0 && (
          <Card title="Att åtgärda" icon="factCheckOutlined">
            <FindingList label="Fynd">
              {data.findings.map((finding) => (
                <FindingRow key={finding.key} finding={finding} />
              ))}
            </FindingList>
            {data.total > FINDINGS_PER_PAGE && (
              <Pagination
                total={data.total}
                pageIndex={pageIndex}
                pageSize={FINDINGS_PER_PAGE}
                onPageChange={setPageIndex}
              />
            )}
          </Card>
        )}
      </Stack>
    </>
  );
}
