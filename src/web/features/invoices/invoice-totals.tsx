import { useWatch, type Control } from 'react-hook-form';
import type { InvoiceFormValues } from '../../../shared/invoices';
import { totalsOfItems } from '../../../shared/invoice-totals';
import { SumTable } from '../../ui/sum-table';
import { formatOre } from '../../lib/format';

/** Net, VAT and total, recomputed as the user types, with the server's own arithmetic. */
export function InvoiceTotals({ control }: { control: Control<InvoiceFormValues> }) {
  const items = useWatch({ control, name: 'items' }) ?? [];
  const totals = totalsOfItems(items);
  const rows: Array<[string, number, boolean]> = [
    ['Netto', totals.netOre, false],
    ['Moms 25 %', totals.vatOre, false],
    ['Totalt', totals.totalOre, true],
  ];
  return (
    <SumTable label="Summa" rows={rows.map(([label, ore, isTotal]) => ({ label, value: formatOre(ore), isTotal }))} />
  );
}
