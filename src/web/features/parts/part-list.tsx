import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatQuantity, type Part } from '../../../shared/parts';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { RowActions } from '../../components/row-actions';
import { formatKronor } from '../../lib/format';
import { LowStockChip } from './low-stock-chip';

interface Actions {
  onEdit(part: Part): void;
  onDelete(part: Part): void;
}

function NumberLink({ part }: { part: Part }) {
  return (
    <Link component={RouterLink} to={`/parts/${part.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {part.partNumber}
    </Link>
  );
}

const quantity = (value: number, part: Part) => (part.stocked ? formatQuantity(value, part.unit) : '–');
const right = { align: 'right' as const, className: 'nowrap' };

const columns: Array<Column<Part>> = [
  { header: 'Artikelnummer', cell: (part) => <NumberLink part={part} /> },
  {
    header: 'Benämning',
    cell: (part) => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {part.name}
        <LowStockChip part={part} />
      </Box>
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
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <NumberLink part={part} />
            <LowStockChip part={part} />
          </Box>
          <Typography>{part.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[part.location ? `Hylla ${part.location}` : '', formatKronor(part.salePrice)].filter(Boolean).join(' · ')}
          </Typography>
          {part.stocked ? (
            <Typography variant="body2">
              I lager {formatQuantity(part.onHand, part.unit)} · reserverat {formatQuantity(part.reserved)} · tillgängligt {formatQuantity(part.available)}
            </Typography>
          ) : (
            <Typography variant="body2">Lagerförs inte</Typography>
          )}
        </Box>
      )}
      actions={(part) => (
        <RowActions
          actions={[
            { title: 'Redigera', label: `Redigera ${part.partNumber}`, icon: <EditOutlined />, onClick: () => onEdit(part) },
            { title: 'Ta bort', label: `Ta bort ${part.partNumber}`, icon: <DeleteOutline />, onClick: () => onDelete(part) },
          ]}
        />
      )}
    />
  );
}
