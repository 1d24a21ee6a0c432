import type { LedgerEntry } from '../../shared/staff-ledger';
import type { CorrectionRow, ShiftRow } from './repository';

const iso = (value: string | Date) => new Date(value).toISOString();

/** Shifts as the API answers them, each with its corrections oldest first. */
export function toLedgerEntries(shifts: ShiftRow[], corrections: CorrectionRow[]): LedgerEntry[] {
  const byShift = new Map<string, CorrectionRow[]>();
  for (const correction of corrections)
    byShift.set(correction.checkInId, [...(byShift.get(correction.checkInId) ?? []), correction]);
  return shifts.map((shift) => ({
    id: shift.id,
    userId: shift.userId,
    name: shift.name,
    personalNumber: shift.personalNumber,
    checkIn: iso(shift.checkIn),
    checkOut: shift.checkOut === null ? null : iso(shift.checkOut),
    corrections: (byShift.get(shift.id) ?? []).map((correction) => ({
      at: iso(correction.at),
      byUserId: correction.byUserId,
      byName: correction.byName,
      field: correction.field,
      from: correction.fromAt === null ? null : iso(correction.fromAt),
      to: iso(correction.toAt),
      reason: correction.reason,
    })),
    createdAt: iso(shift.createdAt),
    receivedAt: shift.receivedAt === null ? null : iso(shift.receivedAt),
    checkOutReceivedAt: shift.checkOutReceivedAt === null ? null : iso(shift.checkOutReceivedAt),
  }));
}
