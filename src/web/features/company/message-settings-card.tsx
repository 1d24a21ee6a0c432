import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import {
  MESSAGE_EVENT_LABELS,
  MESSAGE_EVENTS,
  messageSettingsInputSchema,
  type MessageEvent,
  type MessageSettings,
  type MessageSettingsInput,
} from '../../../shared/customer-messages';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Fieldset } from '../../ui/fieldset';
import { FormStack } from '../../ui/form-stack';
import { CheckboxField } from '../../ui/mui/choice-field';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useSession } from '../../session/session-context';
import { useMessageSettings } from './api/get-message-settings';
import { useSaveMessageSettings } from './api/save-message-settings';

function ChannelBox({
  control,
  event,
  channel,
  label,
  disabled,
}: {
  control: Control<MessageSettingsInput>;
  event: MessageEvent;
  channel: 'email' | 'sms';
  label: string;
  disabled: boolean;
}) {
  const { field } = useController({ control, name: `${event}.${channel}` });
  return <CheckboxField label={label} checked={field.value} onChange={field.onChange} disabled={disabled} />;
}

function MessageSettingsForm({ settings, isOwner }: { settings: MessageSettings; isOwner: boolean }) {
  const [saved, setSaved] = useState(false);
  const { smsAvailable, ...choices } = settings;
  const form = useForm<MessageSettingsInput>({
    resolver: zodResolver(messageSettingsInputSchema),
    defaultValues: choices,
  });
  const save = useSaveMessageSettings();

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    const updated = await save.mutateAsync(values).catch(() => null);
    if (!updated) return;
    const { smsAvailable: _available, ...stored } = updated;
    form.reset(stored);
    setSaved(true);
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate>
      {saved && <Alert severity="success">Meddelandena till kunden har sparats.</Alert>}
      {save.isError && <Alert severity="error">{save.error.message || messages.unknownError}</Alert>}
      {MESSAGE_EVENTS.map((event) => (
        <Fieldset
          key={event}
          legend={MESSAGE_EVENT_LABELS[event]}
          help={event === 'bookingChanged' ? 'Skickas när bokningar finns i planeringen.' : undefined}
        >
          <ChannelBox control={form.control} event={event} channel="email" label="Mejl" disabled={!isOwner} />
          <ChannelBox
            control={form.control}
            event={event}
            channel="sms"
            label="SMS"
            // One already on may be turned off on a server that no longer sends SMS, never on.
            disabled={!isOwner || (!smsAvailable && !choices[event].sms)}
          />
        </Fieldset>
      ))}
      {!smsAvailable && (
        <Text tone="muted" size="small">
          Den här servern skickar inte SMS (SMS_URL är inte inställt).
        </Text>
      )}
      {isOwner ? (
        <div>
          <Button type="submit" variant="primary" isBusy={form.formState.isSubmitting}>
            Spara meddelanden
          </Button>
        </div>
      ) : (
        <Text tone="muted" size="small">
          Bara ägaren kan ändra vilka meddelanden kunden får.
        </Text>
      )}
    </FormStack>
  );
}

/** 'Meddelanden till kunden': which events message the customer, by e-mail and/or SMS (QUOTES.md decision 8). */
export default function MessageSettingsCard() {
  const { user } = useSession();
  const settings = useMessageSettings();
  return (
    <Card title="Meddelanden till kunden" icon="email">
      <Stack gap={2}>
        <Text tone="muted" size="small">
          Välj vilka händelser som skickar kunden ett kort meddelande med verkstadens namn och maskinen. Varje händelse
          skickas en gång.
        </Text>
        {settings.isError && <Alert severity="error">{settings.error.message || messages.unknownError}</Alert>}
        {!settings.data && !settings.isError && <Skeleton height={240} />}
        {settings.data && <MessageSettingsForm settings={settings.data} isOwner={user?.role === 'owner'} />}
      </Stack>
    </Card>
  );
}
