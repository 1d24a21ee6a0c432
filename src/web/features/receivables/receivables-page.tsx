import { useState } from 'react';
import { formatDate, swedishDate } from '../../../shared/dates';
import { RECEIVABLE_BUCKET_LABELS, RECEIVABLE_BUCKETS, type Receivables } from '../../../shared/receivables';
import { Alert } from '../../ui/alert';
import { BarChart } from '../../ui/bar-chart';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/list-panel';
import { TextField } from '../../ui/mui/text-field';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { SumTable } from '../../ui/sum-table';
import { formatKronor } from '../../lib/format';
import { CUSTOMERS_PER_PAGE, useReceivables } from './api/receivables';
import { CardColumns, ChartBeside, DueItem, DueList, NarrowField } from '../../ui/due-list';
import { Text } from '../../ui/text';

type Customer = Receivables['customers'][number];

const lateness = (daysLate: number) =>
  daysLate <= 0 ? 'Ej förfallet' : daysLate === 1 ? '1 dag sen' : `${daysLate} dagar sen`;

function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <Card title={customer.name} icon="accountCircle">
      <DueList label={`Öppna fakturor för ${customer.name}`}>
        {customer.invoices.map((invoice) => (
          <DueItem
            key={invoice.id}
            isLate={invoice.daysLate > 0}
            title={`Faktura ${invoice.invoiceNumber}`}
            due={
              <>
                {invoice.daysLate > 0 ? 'förföll' : 'förfaller'}{' '}
                <Text as="span" isNowrap>
                  {formatDate(invoice.dueDate)}
                </Text>
              </>
            }
            lateness={lateness(invoice.daysLate)}
            amount={formatKronor(invoice.balance)}
            action={
              invoice.daysLate > 0 &&
              invoice.balance > 0 && (
                <LinkButton to={`/invoices?remind=${invoice.id}`} variant="text" size="small" icon="warningAmber">
                  Skicka påminnelse
                </LinkButton>
              )
            }
          />
        ))}
      </DueList>
      <SumTable
        label={`Summa för ${customer.name}`}
        rows={[
          { label: 'Varav förfallet', value: formatKronor(customer.overdue) },
          { label: 'Att få betalt', value: formatKronor(customer.total), isTotal: true },
        ]}
      />
    </Card>
  );
}

/** "Kundreskontra": what customers owe as of a day, by how late (MONEY.md decision 5). */
export default function ReceivablesPage() {
  const [date, setDate] = useState(swedishDate());
  const [pageIndex, setPageIndex] = useState(0);
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const receivables = useReceivables(isDate ? date : null, pageIndex * CUSTOMERS_PER_PAGE);
  const data = receivables.data;
  return (
    <>
      <PageHeader title="Kundreskontra" subtitle={isDate ? `Obetalda fakturor per ${formatDate(date)}` : undefined} />
      <Stack gap={2}>
        <NarrowField>
          <TextField
            label="Per dag"
            type="date"
            size="small"
            value={date}
            onChange={(next) => {
              setDate(next);
              setPageIndex(0);
            }}
          />
        </NarrowField>
        {receivables.isError && (
          <Alert severity="error">{receivables.error.message || 'Kunde inte hämta kundreskontran.'}</Alert>
        )}
        {!data && !receivables.isError && <Skeleton height={240} />}
        {data && (
          <Card title="Åldersfördelning" icon="barChart">
            <ChartBeside>
              <BarChart
                label="Obetalt per hur sent det är"
                series={[{ key: 'amount', label: 'Obetalt (kr)', tone: 'primary' }]}
                groups={RECEIVABLE_BUCKETS.map((bucket) => ({
                  label: RECEIVABLE_BUCKET_LABELS[bucket],
                  values: { amount: Math.max(0, data.buckets[bucket]) },
                  description: `${RECEIVABLE_BUCKET_LABELS[bucket]}: ${formatKronor(data.buckets[bucket])}`,
                }))}
              />
              <SumTable
                label="Summor"
                rows={[
                  ...RECEIVABLE_BUCKETS.map((bucket) => ({
                    label: RECEIVABLE_BUCKET_LABELS[bucket],
                    value: formatKronor(data.buckets[bucket]),
                  })),
                  { label: 'Varav förfallet', value: formatKronor(data.overdue) },
                  {
                    label: `Obetalt (${data.invoiceCount} ${data.invoiceCount === 1 ? 'faktura' : 'fakturor'})`,
                    value: formatKronor(data.total),
                    isTotal: true,
                  },
                ]}
              />
            </ChartBeside>
          </Card>
        )}
        {data && data.customers.length === 0 && (
          <EmptyState icon="checkCircleOutline" text="Inga obetalda fakturor den dagen." />
        )}
        {data && data.customers.length > 0 && (
          <CardColumns>
            {data.customers.map((customer) => (
              <CustomerCard key={customer.customerId ?? customer.name} customer={customer} />
            ))}
          </CardColumns>
        )}
        {data && data.customerCount > CUSTOMERS_PER_PAGE && (
          <Pagination
            total={data.customerCount}
            pageIndex={pageIndex}
            pageSize={CUSTOMERS_PER_PAGE}
            onPageChange={setPageIndex}
          />
        )}
      </Stack>
    </>
  );
}
