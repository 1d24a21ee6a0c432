import { Link } from 'react-router';
import { formatQuantity } from '../../../shared/labels';
import { Card } from '../../ui/card';
import { useLowStock } from './api/low-stock';
import { LowStockChip } from './low-stock-chip';
import { LinkButton } from '../../ui/button';
import { Alert } from '../../ui/alert';

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
      {!data && !error && <span className="skeleton" style={{ height: 120 }} />}
      {data && data.total === 0 && <p className="text-muted">Inga artiklar under beställningspunkten.</p>}
      {data && data.total > 0 && (
        <>
          <p className="text-muted text-small">
            {data.total} {data.total === 1 ? 'artikel' : 'artiklar'} att beställa
          </p>
          <ul className="row-list" aria-label="Artiklar med lågt lager">
            {data.items.map((part) => (
              <li key={part.id}>
                <div className="row-main">
                  <Link to={`/parts/${part.id}`} className="row-primary strong-link">
                    {part.partNumber} · {part.name}
                  </Link>
                  <span className="row-secondary">
                    Tillgängligt {formatQuantity(part.available, part.unit)}
                    {part.reorderPoint === null
                      ? ''
                      : ` · beställningspunkt ${formatQuantity(part.reorderPoint, part.unit)}`}
                  </span>
                </div>
                <LowStockChip part={part} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
