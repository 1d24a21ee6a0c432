import { roleMay } from '../../../shared/roles';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { SwitchField } from '../../ui/mui/choice-field';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useSession } from '../../session/session-context';
import { useAssistantStatus } from './api/assistant-status';
import { useSwitchAssistant } from './api/switch-assistant';

/**
 * "AI-utkast" in the company settings (ASSISTANT.md decision 3): the owner's switch, and a plain
 * statement of which model writes the drafts and where the records go.
 */
export default function AssistantCard() {
  const { user } = useSession();
  const status = useAssistantStatus();
  const change = useSwitchAssistant();
  const isOwner = roleMay(user?.role ?? 'mechanic', 'owner');
  const data = status.data;
  return (
    <Card title="AI-utkast" icon="autoAwesome">
      {status.isError && <Alert severity="error">{status.error.message}</Alert>}
      {!data && !status.isError && <Skeleton height={80} />}
      {data && (
        <Stack gap={1}>
          <Text tone="muted">
            Förslag ur era egna jobb och Fakturakontroll är alltid på och behöver ingen AI. En ansluten språkmodell kan
            dessutom skriva utkast: texten "Utfört arbete" på fakturan, en arbetsorder av det kunden sa och en
            sammanfattning av en maskins historik. Ett utkast sparas aldrig förrän någon har läst och använt det.
          </Text>
          {data.available ? (
            <>
              <Text>
                Modell: <strong>{data.model}</strong>. Uppgifterna om det jobb eller den maskin som utkastet gäller
                skickas till <strong>{data.endpoint}</strong>, aldrig något om andra kunder. Varje förfrågan syns i
                historiken.
              </Text>
              <SwitchField
                label="Använd AI-utkast"
                checked={data.enabled}
                disabled={!isOwner || change.isPending}
                onChange={(enabled) => change.mutate(enabled)}
              />
              {!isOwner && <Text tone="muted">Bara ägaren kan slå på eller av AI-utkast.</Text>}
            </>
          ) : (
            <Text>
              Servern har ingen språkmodell ansluten, så AI-utkast går inte att slå på. Den som driftar Verkstan kan
              ansluta en lokal modell enligt driftdokumentationen.
            </Text>
          )}
          {change.error && <Alert severity="error">{change.error.message}</Alert>}
        </Stack>
      )}
    </Card>
  );
}
