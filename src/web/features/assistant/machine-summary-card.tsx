import { Link } from 'react-router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useAssistantStatus } from './api/assistant-status';
import { useDraft } from './api/draft';

/**
 * "Maskinens historik" by the connected model (ASSISTANT.md decision 3): a few sentences from the
 * machine's jobs, readings and plan, as plain text naming the jobs it rests on. Nothing is saved.
 */
export function MachineSummaryCard({ machineId }: { machineId: string }) {
  const status = useAssistantStatus();
  const draft = useDraft();
  if (!status.data?.enabled) return null;
  const answer = draft.data;
  return (
    <Card title="Sammanfattning" icon="autoAwesome">
      <Stack gap={1}>
        {!answer && (
          <>
            <Text tone="muted">
              Låt AI:n sammanfatta vad som gjorts på maskinen, vad som återkommer och vad som står på tur.
            </Text>
            <div>
              <Button
                icon="autoAwesome"
                size="small"
                isBusy={draft.isPending}
                onClick={() => draft.mutate({ kind: 'machine-summary', machineId })}
              >
                Skriv utkast med AI
              </Button>
            </div>
          </>
        )}
        {answer?.text && (
          <section aria-label="AI-utkast">
            <Stack gap={1}>
              <Text tone="muted" size="small">
                AI-utkast av {answer.model} – kontrollera mot historiken nedan.
              </Text>
              <Text keepsLines>{answer.text}</Text>
              {answer.sources.length > 0 && (
                <Text tone="muted" size="small">
                  Bygger på{' '}
                  {answer.sources.map((source, index) => (
                    <span key={source.id}>
                      {index > 0 && ', '}
                      <Link to={`/WorkOrders/${source.id}`}>{source.workOrderNumber}</Link>
                    </span>
                  ))}
                </Text>
              )}
              <div>
                <Button size="small" variant="text" onClick={() => draft.reset()}>
                  Släng
                </Button>
              </div>
            </Stack>
          </section>
        )}
        {draft.error && <Alert severity="error">{draft.error.message}</Alert>}
      </Stack>
    </Card>
  );
}
