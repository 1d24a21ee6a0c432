import type { LedgerEntry, Present } from '../../../../shared/staff-ledger';
import type { FieldPack } from '../../../lib/offline/field-pack-shape';

// Stämpla in and ut without signal (FIELD.md decision 9): the pack says whether the member is in,
// the queued stamp carries the device's time (`at`), and the card reads its answer from here.

function ownEntry(pack: FieldPack, checkIn: string, checkOut: string | null): LedgerEntry {
  return {
    id: `enheten-${checkIn}`,
    userId: pack.me.id,
    name: pack.me.name,
    personalNumber: null,
    checkIn,
    checkOut,
    corrections: [],
    createdAt: checkIn,
    receivedAt: null,
    checkOutReceivedAt: null,
  };
}

/**
 * The inspection view as the device knows it: only whether the member is in. Taken as required: a
 * workshop with a mechanic in the field has more than one member (its note is not shown offline).
 */
export function presentFromPack(pack: FieldPack): Present {
  const since = pack.me.checkedInAt ?? pack.generatedAt;
  return {
    business: { name: '', orgNumber: null },
    exempt: false,
    note: null,
    required: true,
    present: pack.me.checkedIn ? [ownEntry(pack, since, null)] : [],
  };
}

export function checkInInPack(pack: FieldPack, at: string): { pack: FieldPack; result: LedgerEntry } | null {
  if (pack.me.checkedIn) return null;
  return { pack: { ...pack, me: { ...pack.me, checkedIn: true, checkedInAt: at } }, result: ownEntry(pack, at, null) };
}

export function checkOutInPack(pack: FieldPack, at: string): { pack: FieldPack; result: LedgerEntry } | null {
  if (!pack.me.checkedIn) return null;
  const since = pack.me.checkedInAt ?? pack.generatedAt;
  return {
    pack: { ...pack, me: { ...pack.me, checkedIn: false, checkedInAt: null } },
    result: ownEntry(pack, since, at),
  };
}
