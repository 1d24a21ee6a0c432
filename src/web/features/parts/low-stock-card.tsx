import { formatQuantity } from '../../../shared/labels';
import { Card } from '../../ui/card';
import { useLowStock } from './api/low-stock';
import { LowStockChip } from './low-stock-chip';
import { LinkButton } from '../../ui/button';
import { Alert } from '../../ui/alert';
import { RowLink, RowList, RowMain, RowSecondary } from '../../ui/row-list';
import { Text } from '../../ui/text';
import { Skeleton } from '../../ui/skeleton';

/** The dashboard's 'Lågt lager': the parts at or below their reorder point. Drawn without MUI, like the dashboard. */
export default function LowStockCard() {
  const { data, error } = useLowStock();
  return (
    <Card
      title="Lågt lager"
      action={
        <LinkButton to="/parts" variant="text">
          Visa lagret
        </LinkButton>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={120} />}
      {data && data.total === 0 && <Text tone="muted">Inga artiklar under beställningspunkten.</Text>}
      {data && data.total > 0 && (
        <>
          <Text tone="muted" size="small">
            {data.total} {data.total === 1 ? 'artikel' : 'artiklar'} att beställa
          </Text>
          <RowList label="Artiklar med lågt lager">
            {data.items.map((part) => (
              <li key={part.id}>
                <RowMain>
                  <RowLink to={`/parts/${part.id}`} isBlock isStrong isUnderlined>
                    {part.partNumber} · {part.name}
                  </RowLink>
                  <RowSecondary>
                    Tillgängligt {formatQuantity(part.available, part.unit)}
                    {part.reorderPoint === null
                      ? ''
                      : ` · beställningspunkt ${formatQuantity(part.reorderPoint, part.unit)}`}
                  </RowSecondary>
                </RowMain>
                <LowStockChip part={part} />
              </li>
            ))}
          </RowList>
        </>
      )}
    </Card>
  );
}
