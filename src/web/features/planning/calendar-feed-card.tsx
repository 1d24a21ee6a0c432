import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { ButtonRow } from '../../ui/button-row';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useNewCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed';

/**
 * *Kalenderlänk* (PLANNING.md decision 6): the member's bookings in their phone's calendar. The link is
 * shown once when made; a new one stops the old, and Återkalla stops it at once.
 */
export default function CalendarFeedCard() {
  const create = useNewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fail = (caught: unknown) =>
    setNotice({
      tone: 'error',
      text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
    });

  const onCreate = async () => {
    setNotice(null);
    try {
      setUrl((await create.mutateAsync()).url);
    } catch (caught) {
      fail(caught);
    }
  };
  const onCopy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'success', text: 'Länken är kopierad.' });
    } catch {
      setNotice({ tone: 'error', text: 'Kunde inte kopiera. Markera länken och kopiera den själv.' });
    }
  };
  const onRevoke = async () => {
    setNotice(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
      setNotice({ tone: 'success', text: 'Kalenderlänken är återkallad. Den slutar fungera direkt.' });
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Card title="Kalenderlänk" icon="eventAvailable">
      <Text>
        Prenumerera på dina bokningar i telefonens kalender. Länken är personlig: den som har den ser dina jobb.
      </Text>
      {notice && <Alert severity={notice.tone}>{notice.text}</Alert>}
      {url && (
        <>
          <TextField label="Din kalenderlänk" value={url} onChange={() => undefined} readOnly isFullWidth />
          <Text tone="muted">Länken visas bara nu. Skapar du en ny slutar den här att fungera.</Text>
        </>
      )}
      <ButtonRow>
        <Button
          variant={url ? 'outlined' : 'primary'}
          icon="add"
          isBusy={create.isPending}
          onClick={() => void onCreate()}
        >
          {url ? 'Skapa ny länk' : 'Skapa kalenderlänk'}
        </Button>
        {url && (
          <>
            <Button onClick={() => void onCopy()}>Kopiera</Button>
            <LinkButton href={url.replace(/^https?:/, 'webcal:')}>Prenumerera</LinkButton>
          </>
        )}
        <Button variant="danger" isBusy={revoke.isPending} onClick={() => void onRevoke()}>
          Återkalla
        </Button>
      </ButtonRow>
    </Card>
  );
}
