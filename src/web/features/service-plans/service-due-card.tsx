import { useNavigate } from 'react-router';
import { dateAndMeter } from '../../../shared/labels';
import { Card } from '../../ui/card';
import { ServiceStatusChip } from '../../ui/status-chip';
import { useServiceDueSummary } from './api/service-due-summary';
import { PhoneLink } from '../../ui/phone-link';
import { workOrderFor } from './work-order-link';
import { Button, LinkButton } from '../../ui/button';
import { Alert } from '../../ui/alert';
import { RowLine, RowLink, RowList, RowMain, RowSecondary } from '../../ui/row-list';
import { Text } from '../../ui/text';
import { Skeleton } from '../../ui/skeleton';
import { StatFigure, StatFigureRow } from '../../ui/stat-card';

/**
 * The dashboard's 'Service att boka': how many are overdue and due soon, the five most urgent, one
 * click to a work order. Drawn without MUI, like the rest of the dashboard (docs/performance.md).
 */
export default function ServiceDueCard() {
  const navigate = useNavigate();
  const { data, error } = useServiceDueSummary();
  return (
    <Card
      title="Service att boka"
      action={
        <LinkButton to="/service-due" variant="text">
          Visa alla
        </LinkButton>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={150} />}
      {data && (
        <>
          <StatFigureRow>
            <StatFigure value={data.overdue} label="Försenade" tone="error" />
            <StatFigure value={data.dueSoon} label="Snart dags" tone="warning" />
          </StatFigureRow>
          {data.urgent.length === 0 ? (
            <Text tone="muted">Ingen service att boka de närmaste 30 dagarna.</Text>
          ) : (
            <RowList label="Mest brådskande service">
              {data.urgent.map((item) => (
                <li key={item.interval.id}>
                  <RowMain>
                    <RowLine as="div">
                      <ServiceStatusChip status={item.interval.status} />
                      <RowLink to={`/machines/${item.machine.id}`} isStrong isUnderlined>
                        {[item.machine.make, item.machine.model].filter(Boolean).join(' ')}
                      </RowLink>
                      <span>{item.interval.name}</span>
                    </RowLine>
                    <RowSecondary>
                      {item.customer.name} ·{' '}
                      {dateAndMeter(item.interval.nextDueDate, item.interval.nextDueMeter, item.machine.meterUnit)}
                    </RowSecondary>
                    <PhoneLink phone={item.customer.phone} />
                  </RowMain>
                  <Button
                    icon="add"
                    aria-label={`Skapa arbetsorder för ${item.interval.name} på ${item.machine.make}`}
                    onClick={() => void navigate(workOrderFor(item.machine.id, item.interval.id))}
                  >
                    Skapa arbetsorder
                  </Button>
                </li>
              ))}
            </RowList>
          )}
        </>
      )}
    </Card>
  );
}
