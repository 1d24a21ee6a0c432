import { Alert, Button, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatQuantity } from '../../../shared/parts';
import { SectionCard } from '../../components/section-card';
import { useLowStock } from './api/low-stock';
import { LowStockChip } from './low-stock-chip';

/** The dashboard's 'Lågt lager': the parts at or below their reorder point. */
export default function LowStockCard() {
  const { data, error } = useLowStock();
  return (
    <SectionCard
      title="Lågt lager"
      action={
        <Button component={RouterLink} to="/parts" size="small">
          Visa lagret
        </Button>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={120} />}
      {data && data.total === 0 && <Typography color="text.secondary">Inga artiklar under beställningspunkten.</Typography>}
      {data && data.total > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {data.total} {data.total === 1 ? 'artikel' : 'artiklar'} att beställa
          </Typography>
          <List disablePadding aria-label="Artiklar med lågt lager">
            {data.items.map((part) => (
              <ListItem key={part.id} divider disableGutters secondaryAction={<LowStockChip part={part} />} sx={{ pr: 16 }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/parts/${part.id}`} sx={{ fontWeight: 600 }}>
                      {part.partNumber} · {part.name}
                    </Link>
                  }
                  secondary={`Tillgängligt ${formatQuantity(part.available, part.unit)}${part.reorderPoint === null ? '' : ` · beställningspunkt ${formatQuantity(part.reorderPoint, part.unit)}`}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </SectionCard>
  );
}
