import { useWatch, type Control } from 'react-hook-form';
import { totalsOfItems } from '../../../shared/invoice-totals';
import type { QuoteFormValues } from '../../../shared/quotes';
import { SumTable } from '../../ui/sum-table';
import { formatOre } from '../../lib/format';

/** The quote's sums as one types, with the invoice's own arithmetic: without, then with every Tillval. */
export function QuoteTotals({ control }: { control: Control<QuoteFormValues> }) {
  const items = useWatch({ control, name: 'items' }) ?? [];
  const fixed = totalsOfItems(items.filter((item) => !item.optional));
  const hasOptional = items.some((item) => item.optional);
  const all = totalsOfItems(items);
  const rows = [
    { label: 'Netto', value: formatOre(fixed.netOre) },
    { label: 'Moms 25 %', value: formatOre(fixed.vatOre) },
    { label: 'Totalt', value: formatOre(fixed.totalOre), isTotal: !hasOptional },
  ];
  if (hasOptional) rows.push({ label: 'Totalt med alla tillval', value: formatOre(all.totalOre), isTotal: true });
  return <SumTable label="Summa" rows={rows} />;
}
