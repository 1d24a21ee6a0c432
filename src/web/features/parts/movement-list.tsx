import { Box, Typography } from '@mui/material';
import { formatDate } from '../../../shared/dates';
import { formatQuantity, MOVEMENT_TYPE_LABELS, type Movement } from '../../../shared/parts';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { formatKronor } from '../../lib/format';

const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${formatQuantity(value, unit)}`;

/** The ledger, newest first: each movement with the quantity on hand after it. */
export function MovementList({ movements, unit, isCompact }: { movements: Movement[]; unit: string; isCompact: boolean }) {
  const columns: Array<Column<Movement>> = [
    { header: 'Datum', cell: (movement) => formatDate(movement.createdAt), className: 'nowrap' },
    { header: 'Typ', cell: (movement) => MOVEMENT_TYPE_LABELS[movement.type] },
    { header: 'Antal', cell: (movement) => signed(movement.quantity, unit), align: 'right', className: 'nowrap' },
    { header: 'I lager efter', cell: (movement) => formatQuantity(movement.onHandAfter, unit), align: 'right', className: 'nowrap' },
    { header: 'À-pris', cell: (movement) => (movement.unitCost === null ? '' : formatKronor(movement.unitCost)), align: 'right', className: 'nowrap' },
    { header: 'Kommentar', cell: (movement) => movement.note ?? '' },
  ];
  return (
    <ResponsiveList
      items={movements}
      isCompact={isCompact}
      label="Lagerrörelser"
      columns={columns}
      card={(movement) => (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{MOVEMENT_TYPE_LABELS[movement.type]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[formatDate(movement.createdAt), movement.note].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{signed(movement.quantity, unit)}</Typography>
            <Typography variant="body2" color="text.secondary">
              i lager {formatQuantity(movement.onHandAfter, unit)}
            </Typography>
          </Box>
        </Box>
      )}
    />
  );
}
