import { useState } from 'react';
import type { Machine, MeterReading } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import type { Notice } from '../../ui/feedback';
import { RowActions } from '../../ui/row-actions';
import { formatDate } from '../../lib/format';
import { useMay } from '../../session/role';
import { useDeleteMeterReading } from './api/delete-meter-reading';
import { ReadingCorrectionDialog } from './reading-correction-dialog';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';

/** Readings shown before "Visa alla". */
const FIRST_READINGS = 5;

/**
 * The machine's readings, latest first: the office and the owner correct or delete a mistyped one
 * (a work order's reading is changed on the work order); the trail keeps who did it.
 */
export function MeterReadingsCard({
  machine,
  readings,
  onNotice,
}: {
  machine: Machine;
  readings: MeterReading[];
  onNotice(notice: Notice): void;
}) {
  const mayCorrect = useMay('office');
  const remove = useDeleteMeterReading(machine.id);
  const [isAll, setAll] = useState(false);
  const [editing, setEditing] = useState<MeterReading | null>(null);
  const [deleting, setDeleting] = useState<MeterReading | null>(null);
  const shown = isAll ? readings : readings.slice(0, FIRST_READINGS);
  const name = (reading: MeterReading) =>
    `${formatMeter(reading.value, machine.meterUnit)} den ${formatDate(reading.readingDate)}`;
  return (
    <Card title="Avläsningar" icon="history" isEmpty={readings.length === 0} emptyText="Inga avläsningar ännu.">
      <RowList label="Avläsningar">
        {shown.map((reading) => (
          <li key={reading.id}>
            <RowMain as="span">
              <RowPrimary>{formatMeter(reading.value, machine.meterUnit)}</RowPrimary>
              <RowSecondary>
                {formatDate(reading.readingDate)}
                {reading.source === 'work-order' ? ' · från arbetsorder' : ''}
              </RowSecondary>
            </RowMain>
            {mayCorrect && reading.source === 'manual' && (
              <RowActions
                actions={[
                  {
                    title: 'Rätta',
                    label: `Rätta avläsningen ${name(reading)}`,
                    icon: 'editOutlined',
                    onClick: () => setEditing(reading),
                  },
                  {
                    title: 'Ta bort',
                    label: `Ta bort avläsningen ${name(reading)}`,
                    icon: 'deleteOutline',
                    onClick: () => setDeleting(reading),
                  },
                ]}
              />
            )}
          </li>
        ))}
      </RowList>
      {readings.length > FIRST_READINGS && (
        <Button variant="ghost" onClick={() => setAll((all) => !all)}>
          {isAll ? 'Visa färre' : `Visa alla ${readings.length}`}
        </Button>
      )}
      {editing && (
        <ReadingCorrectionDialog
          machine={machine}
          reading={editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            onNotice({ severity: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title="Ta bort avläsningen?"
          text={`${name(deleting)} tas bort. Borttagningen sparas i maskinens händelser.`}
          run={() => remove.mutateAsync(deleting.id)}
          successText="Avläsningen har tagits bort."
          failureText="Kunde inte ta bort avläsningen."
          onDone={(notice) => {
            setDeleting(null);
            if (notice) onNotice(notice);
          }}
        />
      )}
    </Card>
  );
}
