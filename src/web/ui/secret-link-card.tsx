import { useState, type ReactNode } from 'react';
import { messages } from '../../shared/messages';
import { Alert } from './alert';
import { Button, LinkButton } from './button';
import { ButtonRow } from './button-row';
import { Card } from './card';
import { FactList } from './fact-list';
import type { IconName } from './icon';
import { TextField } from './mui/text-field';
import { Stack } from './stack';
import { Chip } from './status-chip';
import { Text } from './text';

/**
 * What the server says of the link now, never the link itself (only its hash is kept): whether one
 * works, in words, and facts about it (made, last opened).
 */
export interface SecretLinkStatus {
  hasWorkingLink: boolean;
  label: string;
  facts: Array<[term: string, value: string]>;
}

/** What a card of a secret link says: its title, the words on its buttons and what they answer. */
export interface SecretLinkWords {
  title: string;
  intro: ReactNode;
  fieldLabel: string;
  createFirst: string;
  copy: string;
  open: string;
  revoke: string;
  revoked: string;
}

interface Props {
  icon: IconName;
  words: SecretLinkWords;
  /** Makes a new link (the old one stops) and answers it: the server keeps only its hash. */
  create: () => Promise<string>;
  revoke: () => Promise<void>;
  isCreating: boolean;
  isRevoking: boolean;
  /** Where *open* leads, e.g. a calendar's `webcal:` address. */
  openHref?: (link: string) => string;
  /** What the server knows of the link; without it the card knows only the link it made itself. */
  status?: SecretLinkStatus | undefined;
}

/**
 * A link that is its own key (the customer's page, a calendar feed): made, shown once, copied, opened and
 * closed from one card. Made again, the old one stops working.
 */
export function SecretLinkCard({ icon, words, create, revoke, isCreating, isRevoking, openHref, status }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A link works when this card just made it or the server says one does (made earlier, elsewhere).
  const hasLink = link !== null || (status?.hasWorkingLink ?? false);
  const fail = (caught: unknown) =>
    setNotice({
      tone: 'error',
      text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
    });

  const onCreate = async () => {
    setNotice(null);
    try {
      setLink(await create());
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
      await revoke();
      setLink(null);
      setNotice({ tone: 'success', text: words.revoked });
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <Card title={words.title} icon={icon}>
      <Stack gap={1} align="flex-start">
        <Text>{words.intro}</Text>
        {status && (
          <>
            <Chip label={status.label} tone={status.hasWorkingLink ? 'success' : 'default'} />
            {status.facts.length > 0 && <FactList facts={status.facts} />}
            {status.hasWorkingLink && !link && (
              <Text tone="muted">
                Länken visas bara när den skapas. Behöver kunden den igen, skapa en ny: den gamla slutar då att fungera.
              </Text>
            )}
          </>
        )}
      </Stack>
      {notice && <Alert severity={notice.tone}>{notice.text}</Alert>}
      {link && (
        <>
          <TextField label={words.fieldLabel} value={link} onChange={() => undefined} readOnly isFullWidth />
          <Text tone="muted">Länken visas bara nu. Skapar du en ny slutar den här att fungera.</Text>
        </>
      )}
      <ButtonRow>
        <Button
          variant={hasLink ? 'outlined' : 'primary'}
          icon="add"
          isBusy={isCreating}
          onClick={() => void onCreate()}
        >
          {hasLink ? 'Skapa ny länk' : words.createFirst}
        </Button>
        {link && (
          <>
            <Button onClick={() => void onCopy()}>{words.copy}</Button>
            <LinkButton href={openHref ? openHref(link) : link}>{words.open}</LinkButton>
          </>
        )}
        {(!status || hasLink) && (
          <Button variant="danger" isBusy={isRevoking} onClick={() => void onRevoke()}>
            {words.revoke}
          </Button>
        )}
      </ButtonRow>
    </Card>
  );
}
