import { useState } from 'react';
import type { DraftWorkOrderFields } from '../../../shared/assistant';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useDebounced } from '../../lib/use-debounced';
import { useAssistantStatus, useDraft } from './api/drafts';
import { useFormSuggestions } from './api/suggestions';
import { SuggestionList, type SuggestionAdding } from './suggestions-card';
import { PlainList, RowLine } from '../../ui/row-list';

/** What the work order form lets the assistant read and do: its fields as typed, and adding to them. */
export interface WorkOrderFormTarget extends SuggestionAdding {
  isNew: boolean;
  machineId: string | null;
  workCategory: string;
  title: string;
  description: string;
  applyDraft(fields: DraftWorkOrderFields): void;
}

function FormSuggestions({ target }: { target: WorkOrderFormTarget }) {
  // Debounced as text: the form gives a new object each render, the same words give the same text.
  const settled = useDebounced(
    JSON.stringify(
      target.machineId && target.workCategory
        ? {
            machineId: target.machineId,
            workCategory: target.workCategory,
            title: target.title,
            description: target.description,
          }
        : null,
    ),
    400,
  );
  const query = JSON.parse(settled) as Parameters<typeof useFormSuggestions>[0];
  const { data, error } = useFormSuggestions(query);
  if (!query)
    return (
      <Text tone="muted">
        Välj maskin och arbetskategori så föreslås checklista och artiklar från era tidigare jobb.
      </Text>
    );
  if (error) return null;
  return <SuggestionList data={data} target={target} isInForm />;
}

/** "Skriv utkast med AI" from what the customer said: fields the user checks before they go into the form. */
function DraftFromText({ target }: { target: WorkOrderFormTarget }) {
  const [said, setSaid] = useState('');
  const draft = useDraft();
  const fields = draft.data?.fields;
  return (
    <Stack gap={1}>
      <TextField
        label="Vad sa kunden?"
        value={said}
        onChange={setSaid}
        multiline
        minRows={2}
        helperText="Skriv eller diktera, så föreslår AI:n titel, beskrivning och checklista."
      />
      <div>
        <Button
          icon="autoAwesome"
          size="small"
          isBusy={draft.isPending}
          disabled={said.trim() === ''}
          onClick={() =>
            draft.mutate({
              kind: 'work-order',
              text: said.trim(),
              ...(target.machineId ? { machineId: target.machineId } : {}),
            })
          }
        >
          Skriv utkast med AI
        </Button>
      </div>
      {draft.error && <Alert severity="error">{draft.error.message}</Alert>}
      {fields && (
        <section aria-label="AI-utkast">
          <Stack gap={1}>
            <Text isStrong>AI-utkast ({draft.data?.model}) – läs innan du använder det</Text>
            <Text>
              {fields.title} · {fields.workCategory}
            </Text>
            {fields.description && <Text tone="muted">{fields.description}</Text>}
            {fields.checklist.length > 0 && (
              <PlainList label="Föreslagen checklista">
                {fields.checklist.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </PlainList>
            )}
            <RowLine as="div">
              <Button
                size="small"
                variant="primary"
                onClick={() => {
                  target.applyDraft(fields);
                  draft.reset();
                  setSaid('');
                }}
              >
                Använd
              </Button>
              <Button size="small" variant="text" onClick={() => draft.reset()}>
                Släng
              </Button>
            </RowLine>
          </Stack>
        </section>
      )}
    </Stack>
  );
}

/** The assistant inside the work order form: a draft from what the customer said (when drafts are on), and suggestions. */
export function WorkOrderFormAssist(target: WorkOrderFormTarget) {
  const status = useAssistantStatus();
  return (
    <Stack gap={1.5}>
      {target.isNew && status.data?.enabled && <DraftFromText target={target} />}
      <section aria-label="Förslag från tidigare jobb">
        <Text isStrong>Förslag</Text>
        <FormSuggestions target={target} />
      </section>
    </Stack>
  );
}
