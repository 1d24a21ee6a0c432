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
import { FINDINGS_PER_PAGE, useDismissFinding, useInsights, useInsightsSummary } from './api/insights';
import './insights.css';

const tones: Record<FindingKind, Tone> = {
  'not-invoiced': 'error',
  'under-billed': 'error',
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
    <li className="finding">
      <div className="finding-head">
        <Chip label={FINDING_KIND_LABELS[finding.kind]} tone={tones[finding.kind]} />
        {finding.amount !== null && <span className="finding-amount numeric">{formatKronor(finding.amount)}</span>}
      </div>
      <p className="wrap-anywhere">{finding.message}</p>
      {dismiss.error && <Alert severity="error">{dismiss.error.message}</Alert>}
      <div className="finding-actions">
        {recordLinks(finding).map((link) => (
          <LinkButton key={link.to} to={link.to} variant="text" size="small">
            {link.label}
          </LinkButton>
        ))}
        {isConfirming ? (
          <span className="finding-confirm" role="group" aria-label="Avfärda fyndet">
            <span className="text-small">Visa aldrig igen?</span>
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
          </span>
        ) : (
          <Button size="small" variant="text" onClick={() => setConfirming(true)}>
            Avfärda…
          </Button>
        )}
      </div>
    </li>
  );
}

/** Fakturakontroll (ASSISTANT.md decision 2): what the workshop is about to lose, largest amount first. */
export default function InsightsPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const insights = useInsights(pageIndex * FINDINGS_PER_PAGE);
  const summary = useInsightsSummary();
  const data = insights.data;
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
        <p className="text-muted">
          Klara jobb som inte fakturerats, material och tid som fakturan inte tar betalt för, artiklar sålda under
          snittkostnaden, orimliga mätarställningar och försenad service utan öppen arbetsorder. Ett fynd försvinner av
          sig självt när det är åtgärdat.
        </p>
        {insights.isError && (
          <Alert severity="error">{insights.error.message || 'Kunde inte hämta Fakturakontroll.'}</Alert>
        )}
        {!data && !insights.isError && <Skeleton height={240} />}
        {data && data.total === 0 && (
          <EmptyState icon="factCheckOutlined" text="Inget att åtgärda: allt som är gjort är fakturerat." />
        )}
        {data && data.total > 0 && (
          <Card title="Att åtgärda" icon="factCheckOutlined">
            <ul className="findings" aria-label="Fynd">
              {data.findings.map((finding) => (
                <FindingRow key={finding.key} finding={finding} />
              ))}
            </ul>
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
