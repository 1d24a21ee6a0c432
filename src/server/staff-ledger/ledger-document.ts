import { formatDate, formatDateTime, formatTime, swedishDate } from '../../shared/dates';
import { singleLine } from '../pdf/text';
import { LEDGER_FIELD_LABELS, offlineMark, type LedgerEntry } from '../../shared/staff-ledger';

/** The staff ledger of a period as the PDF prints it: plain lines, made before the worker thread draws them. */
export interface LedgerDocument {
  business: { name: string; orgNumber: string | null };
  period: string;
  printedAt: string;
  exemptNote: string | null;
  /** Namn, Personnummer, Datum, In, Ut, Timmar. */
  rows: string[][];
  /** Rättelser: when and by whom, what changed, why. */
  corrections: Array<{ heading: string; change: string; reason: string }>;
}

const hoursOf = (entry: LedgerEntry) =>
  entry.checkOut === null
    ? 'Instämplad'
    : ((Date.parse(entry.checkOut) - Date.parse(entry.checkIn)) / 3_600_000).toLocaleString('sv-SE', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });

/** Times on another day than the check-in carry their date. */
const outText = (entry: LedgerEntry) =>
  entry.checkOut === null
    ? '–'
    : swedishDate(new Date(entry.checkOut)) === swedishDate(new Date(entry.checkIn))
      ? formatTime(entry.checkOut)
      : formatDateTime(entry.checkOut);

/** A stamp made offline says when it reached the server (FIELD.md decision 9), on a line of its own. */
const late = (receivedAt: string | null) => (receivedAt === null ? '' : `\n${offlineMark(receivedAt)}`);

export function ledgerDocumentOf(
  business: LedgerDocument['business'],
  period: { from: string; to: string },
  entries: LedgerEntry[],
  exemptNote: string | null,
  now: Date,
): LedgerDocument {
  return {
    business,
    period:
      period.from === period.to ? formatDate(period.from) : `${formatDate(period.from)} – ${formatDate(period.to)}`,
    printedAt: formatDateTime(now),
    exemptNote,
    rows: entries.map((entry) => [
      entry.name,
      entry.personalNumber ?? '–',
      formatDate(swedishDate(new Date(entry.checkIn))),
      `${formatTime(entry.checkIn)}${entry.corrections.some((c) => c.field === 'checkIn') ? ' *' : ''}${late(entry.receivedAt)}`,
      `${outText(entry)}${entry.corrections.some((c) => c.field === 'checkOut') ? ' *' : ''}${late(entry.checkOutReceivedAt)}`,
      hoursOf(entry),
    ]),
    corrections: entries.flatMap((entry) =>
      entry.corrections.map((correction) => ({
        heading: `${formatDateTime(correction.at)} rättade ${singleLine(correction.byName)} passet för ${singleLine(entry.name)}`,
        change: `${LEDGER_FIELD_LABELS[correction.field]}: ${correction.from === null ? 'saknades' : formatDateTime(correction.from)} → ${formatDateTime(correction.to)}`,
        reason: singleLine(correction.reason),
      })),
    ),
  };
}
