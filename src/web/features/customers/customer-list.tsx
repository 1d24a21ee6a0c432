import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Customer } from '../../../shared/customers';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { RowActions } from '../../components/row-actions';

interface Actions {
  onEdit(customer: Customer): void;
  onDelete(customer: Customer): void;
}

function NameLink({ customer }: { customer: Customer }) {
  return (
    <Link component={RouterLink} to={`/customers/${customer.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {customer.name}
    </Link>
  );
}

const columns: Array<Column<Customer>> = [
  { header: 'Kundnummer', cell: (customer) => customer.customerNumber, className: 'nowrap' },
  { header: 'Namn', cell: (customer) => <NameLink customer={customer} /> },
  { header: 'Organisationsnummer', cell: (customer) => customer.orgNumber ?? '', className: 'nowrap' },
  { header: 'Ort', cell: (customer) => customer.city ?? '' },
  { header: 'Telefon', cell: (customer) => customer.phone ?? '', className: 'nowrap' },
];

export function CustomerList({ customers, isCompact, onEdit, onDelete }: Actions & { customers: Customer[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={customers}
      isCompact={isCompact}
      label="Kunder"
      columns={columns}
      card={(customer) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {customer.customerNumber}
            {customer.city ? ` · ${customer.city}` : ''}
          </Typography>
          <NameLink customer={customer} />
        </>
      )}
      actions={(customer) => (
        <RowActions
          actions={[
            { title: 'Redigera', label: `Redigera ${customer.name}`, icon: <EditOutlined />, onClick: () => onEdit(customer) },
            { title: 'Ta bort', label: `Ta bort ${customer.name}`, icon: <DeleteOutline />, onClick: () => onDelete(customer) },
          ]}
        />
      )}
    />
  );
}
