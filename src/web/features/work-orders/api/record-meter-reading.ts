import { useMutation, useQueryClient } from '@tanstack/react-query';
import { swedishDate } from '../../../../shared/dates';
import type { MeterReading } from '../../../../shared/machines';
import { formatMeter, type MeterUnit } from '../../../../shared/meter';
import { apiJson } from '../../../lib/api-client';
import type { FieldPack } from '../../../lib/offline/field-pack-shape';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';

type Reading = { machineId: string; unit: MeterUnit; value: number; confirmJump: boolean };

/** The reading on every job of the pack on that machine, as the server will have it: its latest. */
function readInPack(pack: FieldPack, { machineId, value }: Reading, at: string) {
  if (!pack.workOrders.some((job) => job.machine?.id === machineId)) return null;
  const readingDate = swedishDate(new Date(at));
  const workOrders = pack.workOrders.map((job) =>
    job.machine?.id === machineId ? { ...job, machine: { ...job.machine, meter: value, meterDate: readingDate } } : job,
  );
  const result: MeterReading = {
    id: `enheten-${at}`,
    machineId,
    readingDate,
    value,
    source: 'manual',
    workOrderId: null,
    createdAt: at,
  };
  return { pack: { ...pack, workOrders }, result };
}

/**
 * POST /machines/{id}/meter-readings from the job's page, dated by the device's time of the reading
 * (`at`, its Swedish day): without signal it waits in the queue and the pack's machine shows it
 * (FIELD.md decisions 6–7). The machine as the job reads it is read again.
 */
export function useRecordMeterReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reading: Reading) => {
      const path = `/machines/${reading.machineId}/meter-readings`;
      const at = deviceNow();
      const body = { value: reading.value, at, ...(reading.confirmJump ? { confirmJump: true } : {}) };
      return writeOrQueue<MeterReading>({
        change: {
          kind: 'meter',
          label: `Mätarställning: ${formatMeter(reading.value, reading.unit)}`,
          method: 'POST',
          path,
          body,
        },
        send: (key) => apiJson<MeterReading>(path, { method: 'POST', body, idempotencyKey: key }),
        local: (pack) => readInPack(pack, reading, at),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
  });
}
