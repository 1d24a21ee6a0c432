import { formatQuantity } from '../../../shared/labels';
import type { Part } from '../../../shared/parts';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { formatKronor } from '../../lib/format';
import { LowStockChip } from './low-stock-chip';
import { RowLine, RowLink, RowMain } from '../../ui/row-list';
import { Text } from '../../ui/text';

interface Actions {
  /** Both left out for a role that may not change parts. */
  onEdit?: ((part: Part) => void) | undefined;
  onDelete?: ((part: Part) => void) | undefined;
}

function NumberLink({ part }: { part: Part }) {
  return (
    <RowLink to={`/parts/${part.id}`} isStrong wrapsAnywhere>
      {part.partNumber}
    </RowLink>
  );
}

const quantity = (value: number, part: Part) => (part.stocked ? formatQuantity(value, part.unit) : '–');
const right = { align: 'right' as const, className: 'nowrap' };

const columns: Array<Column<Part>> = [
  { header: 'Artikelnummer', cell: (part) => <NumberLink part={part} /> },
  {
    header: 'Benämning',
    cell: (part) => (
      <RowLine>
        {part.name}
        <LowStockChip part={part} />
      </RowLine>
    ),
  },
  { header: 'Hylla', cell: (part) => part.location ?? '' },
  { header: 'I lager', cell: (part) => quantity(part.onHand, part), ...right },
  { header: 'Reserverat', cell: (part) => quantity(part.reserved, part), ...right },
  { header: 'Tillgängligt', cell: (part) => quantity(part.available, part), ...right },
  { header: 'Pris', cell: (part) => formatKronor(part.salePrice), ...right },
];

/** The parts: a table on a laptop, cards on a phone; low stock marked. */
export function PartList({ parts, isCompact, onEdit, onDelete }: Actions & { parts: Part[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={parts}
      isCompact={isCompact}
      label="Artiklar"
      columns={columns}
      card={(part) => (
        <RowMain>
          <RowLine>
            <NumberLink part={part} />
            <LowStockChip part={part} />
          </RowLine>
          <Text as="span" wrapsAnywhere>
            {part.name}
          </Text>
          <Text as="span" tone="muted" size="small" wrapsAnywhere>
            {[part.location ? `Hylla ${part.location}` : '', formatKronor(part.salePrice)].filter(Boolean).join(' · ')}
          </Text>
          <Text as="span" size="small" wrapsAnywhere>
            {part.stocked
              ? `I lager ${formatQuantity(part.onHand, part.unit)} · reserverat ${formatQuantity(part.reserved)} · tillgängligt ${formatQuantity(part.available)}`
              : 'Lagerförs inte'}
          </Text>
        </RowMain>
      )}
      actions={(part) => (
        <RowActions
          actions={[
            onEdit !== undefined && {
              title: 'Redigera',
              label: `Redigera ${part.partNumber}`,
              icon: 'editOutlined',
              onClick: () => onEdit(part),
            },
            onDelete !== undefined && {
              title: 'Ta bort',
              label: `Ta bort ${part.partNumber}`,
              icon: 'deleteOutline',
              onClick: () => onDelete(part),
            },
          ]}
        />
      )}
    />
  );
}
