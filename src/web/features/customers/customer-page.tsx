import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { customerAddress, type Customer } from '../../../shared/customers';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { useCustomer } from './api/get-customer';
import { CustomerDialog } from './customer-dialog';

/** A customer's page: the details, and below what the app shell puts there (machines, work orders, invoices). */
export default function CustomerPage({ sections }: { sections?: (customer: Customer) => ReactNode }) {
  const { id } = useParams();
  const { data: customer, error, isPending } = useCustomer(id);
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <Button component={RouterLink} to="/customers" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Kunder
      </Button>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={160} />}
      {customer && (
        <>
          <PageHeader
            title={customer.name}
            subtitle={`Kundnummer ${customer.customerNumber}`}
            actions={
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                Redigera
              </Button>
            }
          />
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              <DetailItem label="Organisationsnummer" value={customer.orgNumber} />
              <DetailItem label="Kontaktperson" value={customer.contactPerson} />
              <DetailItem label="E-post" value={customer.email} />
              <DetailItem label="Telefon" value={customer.phone} />
              <DetailItem label="Adress" value={customerAddress(customer)} />
              <DetailItem label="Momsregistreringsnummer" value={customer.vatNumber} />
              <DetailItem label="Betalningsvillkor" value={customer.paymentTermsDays === null ? null : `${customer.paymentTermsDays} dagar`} />
              <DetailItem label="Anteckningar" value={customer.notes} />
            </CardContent>
          </Card>
          <Stack spacing={3}>{sections?.(customer)}</Stack>
          {isEditing && <CustomerDialog customer={customer} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />}
        </>
      )}
    </>
  );
}
