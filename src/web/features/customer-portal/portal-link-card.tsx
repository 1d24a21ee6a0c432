import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button, LinkButton } from '../../ui/button';
import { ButtonRow } from '../../ui/button-row';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useCreatePortalLink, useRevokePortalLink } from './api/portal-link';

/**
 * *Kundsida* on a customer's page (QUOTES.md decision 9): the office makes the customer's link
 * (`/k/{token}`), copies it into a message, and closes it. Only its hash is kept (decision 055), so the
 * link shows this once; a new one stops the old.
 */
export default function PortalLinkCard({ customerId }: { customerId: string }) {
  const create = useCreatePortalLink(customerId);
  const revoke = useRevokePortalLink(customerId);
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fail = (caught: unknown) =>
    setNotice({
      tone: 'error',
      text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
    });

  const onCreate = async () => {
    setNotice(null);
    try {
      setLink((await create.mutateAsync()).link);
    } catch (caught) {
      fail(caught);
    }
  };
  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ tone: 'success', text: 'Länken är kopierad.' });
    } catch {
      setNotice({ tone: 'error', text: 'Kunde inte kopiera. Markera länken och kopiera den själv.' });
    }
  };
  const onRevoke = async () => {
    setNotice(null);
    try {
      await revoke.mutateAsync();
      setLink(null);
      setNotice({ tone: 'success', text: 'Länken till kundsidan är stängd. Den slutar fungera direkt.' });
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Card title="Kundsida" icon="accountCircle">
      <Text>
        En egen sida för kunden, utan inloggning: öppna offerter, pågående arbeten med bilder ni markerat för kunden,
        fakturor med OCR-nummer och maskinernas service. Den som har länken ser sidan.
      </Text>
      {notice && <Alert severity={notice.tone}>{notice.text}</Alert>}
      {link && (
        <>
          <TextField label="Länk till kundsidan" value={link} onChange={() => undefined} readOnly isFullWidth />
          <Text tone="muted">Länken visas bara nu. Skapar du en ny slutar den här att fungera.</Text>
        </>
      )}
      <ButtonRow>
        <Button
          variant={link ? 'outlined' : 'primary'}
          icon="add"
          isBusy={create.isPending}
          onClick={() => void onCreate()}
        >
          {link ? 'Skapa ny länk' : 'Skapa länk till kundsidan'}
        </Button>
        {link && (
          <>
            <Button onClick={() => void onCopy()}>Kopiera länk</Button>
            <LinkButton href={link}>Öppna kundsidan</LinkButton>
          </>
        )}
        <Button variant="danger" isBusy={revoke.isPending} onClick={() => void onRevoke()}>
          Stäng länken
        </Button>
      </ButtonRow>
    </Card>
  );
}
