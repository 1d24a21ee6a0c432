import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { customerAddress, type Customer } from '../../../shared/customers';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailItem } from '../../ui/detail-item';
import { DetailGrid } from '../../ui/detail-grid';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { useCustomer } from './api/get-customer';
import { CustomerDialog } from './customer-dialog';
import CustomerDataCard from './customer-data-card';

/** A customer's page: the details, and below what the app shell puts there (machines, work orders, invoices). */
export default function CustomerPage({ sections }: { sections?: (customer: Customer) => ReactNode }) {
  const { id } = useParams();
  const { data: customer, error, isPending } = useCustomer(id);
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <BackLink to="/customers">Kunder</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton height={160} />}
      {customer && (
        <>
          <PageHeader
            title={customer.name}
            subtitle={`Kundnummer ${customer.customerNumber}`}
            actions={
              <Button icon="editOutlined" onClick={() => setEditing(true)}>
                Redigera
              </Button>
            }
          />
          <Stack gap={3}>
            <Card>
              <DetailGrid>
                <DetailItem label="Organisationsnummer" value={customer.orgNumber} />
                <DetailItem label="Kontaktperson" value={customer.contactPerson} />
                <DetailItem label="E-post" value={customer.email} />
                <DetailItem label="Telefon" value={customer.phone} />
                <DetailItem label="Adress" value={customerAddress(customer)} />
                <DetailItem label="Momsregistreringsnummer" value={customer.vatNumber} />
                <DetailItem
                  label="Betalningsvillkor"
                  value={customer.paymentTermsDays === null ? null : `${customer.paymentTermsDays} dagar`}
                />
                <DetailItem label="Peppol-ID" value={customer.peppolId} />
                <DetailItem label="Er referens" value={customer.reference} />
                <DetailItem label="Anteckningar" value={customer.notes} />
              </DetailGrid>
            </Card>
            {sections?.(customer)}
            <CustomerDataCard customer={customer} />
          </Stack>
          {isEditing && (
            <CustomerDialog customer={customer} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
          )}
        </>
      )}
    </>
  );
}
