import { formatDate } from '../../../shared/dates';
import { formatQuantity, MOVEMENT_TYPE_LABELS, type Movement } from '../../../shared/parts';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { formatKronor } from '../../lib/format';
import { ListCardBody, RowEnd, RowMain } from '../../ui/row-list';
import { Text } from '../../ui/text';

const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${formatQuantity(value, unit)}`;

/** The ledger, newest first: each movement with the quantity on hand after it. */
export function MovementList({
  movements,
  unit,
  isCompact,
}: {
  movements: Movement[];
  unit: string;
  isCompact: boolean;
}) {
  const columns: Array<Column<Movement>> = [
    { header: 'Datum', cell: (movement) => formatDate(movement.createdAt), className: 'nowrap' },
    { header: 'Typ', cell: (movement) => MOVEMENT_TYPE_LABELS[movement.type] },
    {
      header: 'Antal',
      cell: (movement) => signed(movement.quantity, unit),
      align: 'right',
      className: 'nowrap',
    },
    {
      header: 'I lager efter',
      cell: (movement) => formatQuantity(movement.onHandAfter, unit),
      align: 'right',
      className: 'nowrap',
    },
    {
      header: 'À-pris',
      cell: (movement) => (movement.unitCost === null ? '' : formatKronor(movement.unitCost)),
      align: 'right',
      className: 'nowrap',
    },
    { header: 'Kommentar', cell: (movement) => movement.note ?? '' },
  ];
  return (
    <ResponsiveList
      items={movements}
      isCompact={isCompact}
      label="Lagerrörelser"
      columns={columns}
      card={(movement) => (
        <ListCardBody>
          <RowMain>
            <Text as="span" isStrong>
              {MOVEMENT_TYPE_LABELS[movement.type]}
            </Text>
            <Text as="span" tone="muted" size="small" wrapsAnywhere>
              {[formatDate(movement.createdAt), movement.note].filter(Boolean).join(' · ')}
            </Text>
          </RowMain>
          <RowEnd>
            <Text as="span" isStrong>
              {signed(movement.quantity, unit)}
            </Text>
            <Text as="span" tone="muted" size="small">
              i lager {formatQuantity(movement.onHandAfter, unit)}
            </Text>
          </RowEnd>
        </ListCardBody>
      )}
    />
  );
}
