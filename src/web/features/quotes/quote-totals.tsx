import { useWatch, type Control } from 'react-hook-form';
import { totalsOfItems } from '../../../shared/invoice-totals';
import type { QuoteFormValues } from '../../../shared/quotes';
import { VAT_TREATMENT_TEXTS, vatRateOf, type VatTreatment } from '../../../shared/vat-treatment';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatOre } from '../../lib/format';

/**
 * The quote's sums as one types, with the invoice's own arithmetic and the VAT the customer's invoice
 * would get (a business abroad pays none: reverse charge or export): without, then with every Tillval.
 */
export function QuoteTotals({
  control,
  vatTreatment,
}: {
  control: Control<QuoteFormValues>;
  vatTreatment: VatTreatment;
}) {
  const items = useWatch({ control, name: 'items' }) ?? [];
  const rate = vatRateOf(vatTreatment);
  const fixed = totalsOfItems(
    items.filter((item) => !item.optional),
    rate,
  );
  const hasOptional = items.some((item) => item.optional);
  const all = totalsOfItems(items, rate);
  const rows = [
    { label: 'Netto', value: formatOre(fixed.netOre) },
    { label: `Moms ${rate} %`, value: formatOre(fixed.vatOre) },
    { label: 'Totalt', value: formatOre(fixed.totalOre), isTotal: !hasOptional },
  ];
  if (hasOptional) rows.push({ label: 'Totalt med alla tillval', value: formatOre(all.totalOre), isTotal: true });
  const note = VAT_TREATMENT_TEXTS[vatTreatment];
  return (
    <>
      <SumTable label="Summa" rows={rows} />
      {note && (
        <Text size="small" tone="muted">
          {note}
        </Text>
      )}
    </>
  );
}
