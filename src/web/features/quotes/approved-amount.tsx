import { totalsOfItems } from '../../../shared/invoice-totals';
import { CONSUMER_ESTIMATE_MARGIN_PERCENT, priceLimit, type PriceType } from '../../../shared/quote-price-limit';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import { toOre } from '../../../shared/money';
import { Alert } from '../../ui/alert';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatOre } from '../../lib/format';
import { useJobSoFar } from './api/work-order-quotes';

/** What quote-job adds to a work order (QUOTES.md, Shapes): read when present. */
export interface ApprovedJob {
  id: string;
  approvedAmount?: number | null;
  priceType?: PriceType | null;
  maxAmount?: number | null;
}

/**
 * *Godkänt belopp* and how much of it the job has used so far (its invoice draft: materials and time,
 * with VAT at 25 %), with the limit the invoice must keep: +15 % for a consumer's approximate price.
 */
export function ApprovedAmount({ job, consumer }: { job: ApprovedJob; consumer: boolean }) {
  const approved = job.approvedAmount ?? null;
  const soFar = useJobSoFar(job.id, approved !== null);
  if (approved === null) return null;
  const approvedOre = toOre(approved) ?? 0;
  const usedOre = soFar.data ? totalsOfItems(soFar.data.items).totalOre : null;
  const limit = job.priceType
    ? priceLimit({
        priceType: job.priceType,
        consumer,
        approvedOre,
        maxAmountOre: job.maxAmount == null ? null : toOre(job.maxAmount),
      })
    : null;
  const rows = [
    { label: 'Godkänt belopp', value: formatOre(approvedOre) },
    ...(limit && limit.rule === 'consumer-estimate'
      ? [
          {
            label: `Högst (+${CONSUMER_ESTIMATE_MARGIN_PERCENT} %, konsumenttjänstlagen 36 §)`,
            value: formatOre(limit.limitOre),
          },
        ]
      : []),
    ...(limit && limit.rule === 'ceiling' ? [{ label: 'Takpris', value: formatOre(limit.limitOre) }] : []),
    { label: 'Använt hittills', value: usedOre === null ? '…' : formatOre(usedOre), isTotal: true },
  ];
  return (
    <>
      {job.priceType && <Text tone="muted">{PRICE_TYPE_LABELS[job.priceType]}</Text>}
      <SumTable label="Godkänt belopp" rows={rows} />
      {usedOre !== null && limit && usedOre > limit.limitOre && (
        <Alert severity="warning">
          Jobbet har gått över det kunden godkänt. Föreslå tilläggsarbete innan du fortsätter.
        </Alert>
      )}
    </>
  );
}
