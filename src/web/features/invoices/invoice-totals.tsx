import { Box, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import type { InvoiceFormValues } from '../../../shared/invoices';
import { totalsOfItems } from '../../../shared/invoices';
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
    <Box aria-live="polite" sx={{ ml: 'auto', width: { xs: '100%', sm: 300 } }}>
      {rows.map(([label, ore, isStrong]) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5, borderTop: isStrong ? 1 : 0, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: isStrong ? 700 : 400 }}>{label}</Typography>
          <Typography sx={{ fontWeight: isStrong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>{formatOre(ore)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
