import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { SumTable } from '../../ui/sum-table';
import { formatKronor } from '../../lib/format';
import { useInvoiceControlSummary } from './api/invoice-control';
import { Text } from '../../ui/text';
import { Skeleton } from '../../ui/skeleton';

/** The dashboard's 'Fakturakontroll': how many findings and the kronor at stake. Drawn without MUI. */
export default function InvoiceControlCard() {
  const { data, error } = useInvoiceControlSummary();
  return (
    <Card
      title="Fakturakontroll"
      icon="factCheckOutlined"
      action={
        <LinkButton to="/invoice-control" variant="text">
          Visa fynden
        </LinkButton>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={80} />}
      {data && data.count === 0 && <Text tone="muted">Inget att åtgärda: allt som är gjort är fakturerat.</Text>}
      {data && data.count > 0 && (
        <SumTable
          label="Fakturakontroll"
          rows={[
            { label: 'Fynd', value: data.count.toLocaleString('sv-SE') },
            { label: 'Står på spel (exkl. moms)', value: formatKronor(data.amount), isTotal: true },
          ]}
        />
      )}
    </Card>
  );
}
