import { formatDateTime, formatTime, swedishDate } from '../../../shared/dates';
import { LEDGER_FIELD_LABELS, type LedgerEntry } from '../../../shared/staff-ledger';
import { RowActions, type RowAction } from '../../ui/row-actions';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { Text } from '../../ui/text';
import { NoteList } from '../../ui/period-row';

const hoursOf = (entry: LedgerEntry) =>
  entry.checkOut === null
    ? null
    : ((Date.parse(entry.checkOut) - Date.parse(entry.checkIn)) / 3_600_000).toLocaleString('sv-SE', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });

/** A time on the shift's own day as "16:00", on another day with its date. */
const timeOn = (day: string, at: string) => (swedishDate(new Date(at)) === day ? formatTime(at) : formatDateTime(at));

/** Shifts as the ledger shows them: name, personnummer, in and out as corrected, each correction under it. */
export function LedgerEntries({
  entries,
  label,
  actionsOf,
}: {
  entries: LedgerEntry[];
  label: string;
  actionsOf?: (entry: LedgerEntry) => RowAction[];
}) {
  return (
    <RowList label={label}>
      {entries.map((entry) => {
        const day = swedishDate(new Date(entry.checkIn));
        const hours = hoursOf(entry);
        return (
          <li key={entry.id}>
            <RowMain>
              <RowPrimary as="strong">{entry.name}</RowPrimary>
              <RowSecondary>{entry.personalNumber ?? 'Personnummer saknas'}</RowSecondary>
              <RowSecondary>
                In {timeOn(day, entry.checkIn)} · {entry.checkOut ? `Ut ${timeOn(day, entry.checkOut)}` : 'Instämplad'}
                {hours && ` · ${hours} h`}
              </RowSecondary>
              {entry.corrections.length > 0 && (
                <NoteList label={`Rättelser för ${entry.name}`}>
                  {entry.corrections.map((correction) => (
                    <li key={`${correction.at}-${correction.field}`}>
                      <span>
                        Rättelse {formatDateTime(correction.at)} av {correction.byName}:{' '}
                        {LEDGER_FIELD_LABELS[correction.field]}{' '}
                        {correction.from ? timeOn(day, correction.from) : 'saknades'} → {timeOn(day, correction.to)}
                      </span>
                      <Text as="span" tone="muted">
                        Orsak: {correction.reason}
                      </Text>
                    </li>
                  ))}
                </NoteList>
              )}
            </RowMain>
            {actionsOf && <RowActions actions={actionsOf(entry)} />}
          </li>
        );
      })}
    </RowList>
  );
}
