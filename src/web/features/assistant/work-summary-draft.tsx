import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useAssistantStatus, useDraft } from './api/drafts';
import { RowLine } from '../../ui/row-list';

/** Where a work summary goes once a person accepts it: the invoice form's text. */
export interface WorkSummaryTarget {
  workOrderId: string;
  apply(text: string): void;
}

/**
 * "Skriv utkast med AI" under the invoice's text (ASSISTANT.md decision 3): the model's draft is shown
 * as plain text the user edits, with the work orders it rests on, and goes into the form only on "Använd".
 */
export function WorkSummaryDraft({ workOrderId, apply }: WorkSummaryTarget) {
  const status = useAssistantStatus();
  const draft = useDraft();
  const [text, setText] = useState<string | null>(null);
  if (!status.data?.enabled || !workOrderId) return null;
  const ask = () =>
    draft.mutate({ kind: 'work-summary', workOrderId }, { onSuccess: (answer) => setText(answer.text ?? '') });
  return (
    <Stack gap={1}>
      {text === null ? (
        <div>
          <Button icon="autoAwesome" size="small" isBusy={draft.isPending} onClick={ask}>
            Skriv utkast med AI
          </Button>
        </div>
      ) : (
        <section aria-label="AI-utkast">
          <Stack gap={1}>
            <TextField
              label="AI-utkast"
              value={text}
              onChange={setText}
              multiline
              minRows={3}
              helperText={`Skrivet av ${draft.data?.model ?? 'AI'} – läs och rätta innan du använder det.`}
            />
            {draft.data && draft.data.sources.length > 0 && (
              <Text tone="muted" size="small">
                Bygger på {draft.data.sources.map((source) => source.workOrderNumber).join(', ')}
              </Text>
            )}
            <RowLine as="div">
              <Button
                size="small"
                variant="primary"
                disabled={text.trim() === ''}
                onClick={() => {
                  apply(text.trim());
                  setText(null);
                  draft.reset();
                }}
              >
                Använd
              </Button>
              <Button size="small" variant="text" onClick={() => setText(null)}>
                Släng
              </Button>
            </RowLine>
          </Stack>
        </section>
      )}
      {draft.error && <Alert severity="error">{draft.error.message}</Alert>}
    </Stack>
  );
}
