import type { Customer } from '../../../shared/customers';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { RowLink, RowSecondary } from '../../ui/row-list';

interface Actions {
  onEdit(customer: Customer): void;
  /** Left out for a role that may not delete. */
  onDelete?: ((customer: Customer) => void) | undefined;
}

function NameLink({ customer }: { customer: Customer }) {
  return (
    <RowLink to={`/customers/${customer.id}`} isStrong wrapsAnywhere>
      {customer.name}
    </RowLink>
  );
}

const columns: Array<Column<Customer>> = [
  { header: 'Kundnummer', cell: (customer) => customer.customerNumber, className: 'nowrap' },
  { header: 'Namn', cell: (customer) => <NameLink customer={customer} /> },
  { header: 'Organisationsnummer', cell: (customer) => customer.orgNumber ?? '', className: 'nowrap' },
  { header: 'Ort', cell: (customer) => customer.city ?? '' },
  { header: 'Telefon', cell: (customer) => customer.phone ?? '', className: 'nowrap' },
];

export function CustomerList({
  customers,
  isCompact,
  onEdit,
  onDelete,
}: Actions & { customers: Customer[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={customers}
      isCompact={isCompact}
      label="Kunder"
      columns={columns}
      card={(customer) => (
        <>
          <RowSecondary>
            {customer.customerNumber}
            {customer.city ? ` · ${customer.city}` : ''}
          </RowSecondary>
          <NameLink customer={customer} />
        </>
      )}
      actions={(customer) => (
        <RowActions
          actions={[
            {
              title: 'Redigera',
              label: `Redigera ${customer.name}`,
              icon: 'editOutlined',
              onClick: () => onEdit(customer),
            },
            onDelete !== undefined && {
              title: 'Ta bort',
              label: `Ta bort ${customer.name}`,
              icon: 'deleteOutline',
              onClick: () => onDelete(customer),
            },
          ]}
        />
      )}
    />
  );
}
