import type { Machine, MeterReading } from '../../shared/machines';
import type { MeterUnit } from '../../shared/meter';
import type { MachineRecord, MeterReadingRow } from './repository';

export const fromTenths = (tenths: number) => tenths / 10;
export const toTenths = (value: number) => Math.round(value * 10);

export function toMachine({ machine, customerName, meterTenths, meterDate }: MachineRecord): Machine {
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
    // Service plans come with their own feature; until a machine has intervals it has no status.
    serviceStatus: null,
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
