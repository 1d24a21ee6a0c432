import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { SumTable } from '../../ui/sum-table';
import { formatKronor } from '../../lib/format';
import { useReceivables } from './api/receivables';
import { Text } from '../../ui/text';
import { Skeleton } from '../../ui/skeleton';

/** The dashboard's 'Obetalt': what customers owe today, and how much of it is past due. Drawn without MUI. */
export default function UnpaidCard() {
  const { data, error } = useReceivables(null, 0, 3);
  return (
    <Card
      title="Obetalt"
      icon="receiptLong"
      action={
        <LinkButton to="/receivables" variant="text">
          Visa kundreskontra
        </LinkButton>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={120} />}
      {data && data.invoiceCount === 0 && <Text tone="muted">Inga obetalda fakturor.</Text>}
      {data && data.invoiceCount > 0 && (
        <>
          <SumTable
            label="Obetalt"
            rows={[
              {
                label: `Obetalt (${data.invoiceCount} ${data.invoiceCount === 1 ? 'faktura' : 'fakturor'})`,
                value: formatKronor(data.total),
              },
              { label: 'Varav förfallet', value: formatKronor(data.overdue), isTotal: true },
            ]}
          />
          {data.overdue > 0 && (
            <Text tone="muted" size="small">
              Mest förfallet:{' '}
              {data.customers
                .filter((customer) => customer.overdue > 0)
                .map((customer) => `${customer.name} ${formatKronor(customer.overdue)}`)
                .join(', ')}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
