import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Present } from '../../../shared/staff-ledger';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SwitchField } from '../../ui/mui/choice-field';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useSaveLedgerSettings } from './api/save-ledger-settings';

/** The owner's statement that only the owner and close family work here: then no ledger is needed. */
export function ExemptionCard({ present, onSaved }: { present: Present; onSaved(text: string): void }) {
  const save = useSaveLedgerSettings();
  const [exempt, setExempt] = useState(present.exempt);
  const [note, setNote] = useState(present.note ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ exempt, note: note.trim() || null });
      onSaved(exempt ? 'Verksamheten är markerad som undantagen.' : 'Personalliggaren gäller.');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <Card title="Undantag" icon="tune">
      <Stack gap={1.5}>
        <Text tone="muted" size="small">
          Personalliggare krävs från den första medarbetaren som inte är ägaren eller familj (skatteförfarandelagen 39
          kap. 11 §).
        </Text>
        {error && <Alert severity="error">{error}</Alert>}
        <SwitchField label="Bara ägaren och familjen arbetar här" checked={exempt} onChange={setExempt} />
        {exempt && (
          <TextField
            label="Vilka arbetar här"
            value={note}
            onChange={setNote}
            helperText="Till exempel: ägaren och sonen Erik"
          />
        )}
        <div>
          <Button variant="primary" isBusy={save.isPending} onClick={() => void submit()}>
            Spara
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
