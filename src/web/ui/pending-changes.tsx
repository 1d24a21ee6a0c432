import { useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { RowList, RowMain, RowPrimary, RowSecondary } from './row-list';
import { Stack } from './stack';
import { TextField } from './mui/text-field';

/** One change made on the device, as the list shows it. */
export interface PendingChange {
  id: number;
  label: string;
  /** "tis 28 nov 07:02": when it was made. */
  madeAt: string;
  state: 'waiting' | 'refused';
  /** The server's reason, in Swedish, for a refused one. */
  reason?: string;
  /** Values the user may change before sending it again (a material's quantity): name → label and value. */
  fields?: Array<{ name: string; label: string; value: string }>;
}

interface Actions {
  onRetry(id: number): void;
  onEdit(id: number, values: Record<string, string>): void;
  onDiscard(id: number): void;
}

/**
 * The changes that wait and those the server refused (FIELD.md decision 7). A refused one stays until the
 * user chooses: *Försök igen*, *Ändra* (what it carries) or *Ta bort*. Never dropped silently.
 */
export function PendingChanges({ changes, ...actions }: { changes: PendingChange[] } & Actions) {
  if (changes.length === 0) return <p>Inga ändringar väntar. Allt är skickat.</p>;
  return (
    <RowList as="ol" label="Ändringar väntar">
      {changes.map((change) => (
        <li key={change.id}>
          <PendingRow change={change} {...actions} />
        </li>
      ))}
    </RowList>
  );
}

function PendingRow({ change, onRetry, onEdit, onDiscard }: { change: PendingChange } & Actions) {
  const [editing, setEditing] = useState<Record<string, string> | null>(null);
  return (
    <RowMain>
      <RowPrimary as="strong">{change.label}</RowPrimary>
      {/* Read whole at 375 px: when and whether it is sent is the point of the row. */}
      <RowSecondary isWrapping>
        {change.madeAt} · {change.state === 'waiting' ? 'Väntar på att skickas' : 'Kunde inte skickas'}
      </RowSecondary>
      {change.state === 'refused' && (
        <Stack gap={1}>
          <Alert severity="error">{change.reason}</Alert>
          {editing ? (
            <Stack gap={1}>
              {(change.fields ?? []).map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  value={editing[field.name] ?? ''}
                  onChange={(value) => setEditing({ ...editing, [field.name]: value })}
                />
              ))}
              <Stack direction="row" gap={1} isWrapping>
                <Button variant="ghost" onClick={() => setEditing(null)}>
                  Avbryt
                </Button>
                <Button variant="primary" onClick={() => onEdit(change.id, editing)}>
                  Skicka igen
                </Button>
              </Stack>
            </Stack>
          ) : (
            <Stack direction="row" gap={1} isWrapping>
              <Button variant="primary" onClick={() => onRetry(change.id)}>
                Försök igen
              </Button>
              {change.fields && change.fields.length > 0 && (
                <Button
                  onClick={() =>
                    setEditing(Object.fromEntries(change.fields!.map((field) => [field.name, field.value])))
                  }
                >
                  Ändra
                </Button>
              )}
              <Button variant="danger" onClick={() => onDiscard(change.id)}>
                Ta bort
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </RowMain>
  );
}
