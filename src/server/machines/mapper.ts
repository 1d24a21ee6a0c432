import type { Machine, MeterReading, ServiceStatus } from '../../shared/machines';
import { fromTenths, type MeterUnit } from '../../shared/meter';
import type { MachineRecord, MeterReadingRow } from './repository';

const reached = (from: string | null, today: string) => from !== null && (from === '-infinity' || from <= today);

/** Its worst interval's status on `today`, from the days the service plans keep on it (docs/decisions/029); null without a plan. */
export function machineStatusOn(machine: MachineRecord['machine'], today: string): ServiceStatus | null {
  if (reached(machine.serviceOverdueFrom, today)) return 'overdue';
  if (reached(machine.serviceDueSoonFrom, today)) return 'due_soon';
  return machine.hasServicePlan ? 'ok' : null;
}

/** `serviceStatus` is the worst of its intervals, from the service plans (service-plan-port.ts). */
export function toMachine(
  { machine, customerName, meterTenths, meterDate }: MachineRecord,
  serviceStatus: ServiceStatus | null = null,
): Machine {
  return {
    id: machine.id,
    customerId: machine.customerId,
    customerName,
    category: machine.category,
    make: machine.make,
    model: machine.model,
    year: machine.year,
    serialNumber: machine.serialNumber,
    registrationNumber: machine.registrationNumber,
    unitNumber: machine.unitNumber,
    meterUnit: machine.meterUnit as MeterUnit,
    meter: meterTenths === null ? null : fromTenths(meterTenths),
    meterDate,
    serviceStatus,
    notes: machine.notes,
    createdAt: new Date(machine.createdAt).toISOString(),
  };
}

export function toMeterReading(row: MeterReadingRow): MeterReading {
  return {
    id: row.id,
    machineId: row.machineId,
    readingDate: row.readingDate,
    value: fromTenths(row.valueTenths),
    source: row.source as MeterReading['source'],
    workOrderId: row.workOrderId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
