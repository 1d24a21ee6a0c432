import type { PortalMachine } from '../../../shared/customer-portal';
import { formatDate } from '../../../shared/dates';
import { dateAndMeter, formatMeter } from '../../../shared/labels';
import { SERVICE_STATUSES, type MeterUnit, type ServiceStatus } from '../../../shared/statuses';
import { Card } from '../../ui/card';
import { RowLine, RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { Stack } from '../../ui/stack';
import { ServiceStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';

const isServiceStatus = (status: string): status is ServiceStatus =>
  (SERVICE_STATUSES as readonly string[]).includes(status);

function Machine({ machine }: { machine: PortalMachine }) {
  const unit = (machine.meter?.unit ?? 'h') as MeterUnit;
  const next = machine.nextService;
  return (
    <li>
      <RowMain>
        <RowPrimary as="strong">{machine.label}</RowPrimary>
        {machine.meter && (
          <RowSecondary>
            Mätarställning {formatMeter(machine.meter.value, unit)}
            {machine.meter.date ? ` (${formatDate(machine.meter.date)})` : ''}
          </RowSecondary>
        )}
        {next && (
          <RowLine hasSpaceAbove>
            {isServiceStatus(next.status) && <ServiceStatusChip status={next.status} />}
            <Text as="span" size="small">
              Nästa service: {next.name}, {dateAndMeter(next.dueDate, next.dueMeter, unit)}
            </Text>
          </RowLine>
        )}
        {machine.serviceBook.length > 0 && (
          <>
            <Text size="small" isStrong>
              Servicebok
            </Text>
            {/* What was done first, when and which job under it: on a phone a date and a job number
                beside the title broke across three lines. */}
            <Stack gap={1}>
              {machine.serviceBook.map((entry) => (
                <div key={entry.number}>
                  <Text size="small">{entry.title}</Text>
                  <Text size="small" tone="muted">
                    {[entry.date ? formatDate(entry.date) : null, `Arbetsorder ${entry.number}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
              ))}
            </Stack>
          </>
        )}
      </RowMain>
    </li>
  );
}

/** The customer's machines: meter, next service due and the service book (QUOTES.md decision 9). */
export function PortalMachines({ machines }: { machines: PortalMachine[] }) {
  if (machines.length === 0) return null;
  return (
    <Card title="Maskiner" icon="agriculture">
      <RowList label="Maskiner">
        {machines.map((machine, index) => (
          // Two machines may read alike (no marking): the page has no ids of them (decision 055).
          <Machine key={`${index}-${machine.label}`} machine={machine} />
        ))}
      </RowList>
    </Card>
  );
}
