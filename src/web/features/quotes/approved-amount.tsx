import { totalsOfItems } from '../../../shared/invoice-totals';
import { CONSUMER_ESTIMATE_MARGIN_PERCENT } from '../../../shared/quote-price-limit';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import type { WorkOrder } from '../../../shared/work-orders';
import { toOre } from '../../../shared/money';
import { Alert } from '../../ui/alert';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatOre } from '../../lib/format';
import { useMay } from '../../session/role';
import { useJobSoFar } from './api/work-order-quotes';

/** What an accepted quote gives a work order (QUOTES.md, Shapes). */
export type ApprovedJob = Pick<WorkOrder, 'id' | 'approvedAmount' | 'priceType' | 'limitAmount' | 'limitKind'>;

const LIMIT_LABELS = {
  'consumer-estimate': `Högst (+${CONSUMER_ESTIMATE_MARGIN_PERCENT} %, konsumenttjänstlagen 36 §)`,
  ceiling: 'Takpris',
} as const;

/**
 * *Godkänt belopp* from the moment a quote's acceptance made or priced the job, with the limit the
 * invoice must keep as the server gives it (a consumer's approximate price + 15 %, or a ceiling), and,
 * for those who may invoice, how much of it the job has used so far (its invoice draft, with VAT).
 */
export function ApprovedAmount({ job }: { job: ApprovedJob }) {
  const approved = job.approvedAmount ?? null;
  const mayBill = useMay('office');
  const soFar = useJobSoFar(job.id, approved !== null && mayBill);
  if (approved === null) return null;
  const usedOre = soFar.data ? totalsOfItems(soFar.data.items).totalOre : null;
  const limitOre = job.limitAmount == null ? null : (toOre(job.limitAmount) ?? null);
  const rows = [
    { label: 'Godkänt belopp', value: formatOre(toOre(approved) ?? 0) },
    ...(job.limitKind && limitOre !== null ? [{ label: LIMIT_LABELS[job.limitKind], value: formatOre(limitOre) }] : []),
    ...(mayBill
      ? [{ label: 'Använt hittills', value: usedOre === null ? '…' : formatOre(usedOre), isTotal: true }]
      : []),
  ];
  return (
    <>
      {job.priceType && <Text tone="muted">{PRICE_TYPE_LABELS[job.priceType]}</Text>}
      <SumTable label="Godkänt belopp" rows={rows} />
      {usedOre !== null && limitOre !== null && usedOre > limitOre && (
        <Alert severity="warning">
          Jobbet har gått över det kunden godkänt. Föreslå tilläggsarbete innan du fortsätter.
        </Alert>
      )}
    </>
  );
}
