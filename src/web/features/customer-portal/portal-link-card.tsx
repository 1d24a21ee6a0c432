import type { PortalLinkStatus } from '../../../shared/customer-portal';
import { formatDateTime } from '../../../shared/dates';
import { SecretLinkCard, type SecretLinkStatus, type SecretLinkWords } from '../../ui/secret-link-card';
import { useCreatePortalLink, usePortalLinkStatus, useRevokePortalLink } from './api/portal-link';

const words: SecretLinkWords = {
  title: 'Kundsida',
  intro:
    'En egen sida för kunden, utan inloggning: öppna offerter, pågående arbeten med bilder ni markerat för kunden, fakturor med OCR-nummer och maskinernas service. Den som har länken ser sidan.',
  fieldLabel: 'Länk till kundsidan',
  createFirst: 'Skapa länk till kundsidan',
  copy: 'Kopiera länk',
  open: 'Öppna kundsidan',
  revoke: 'Stäng länken',
  revoked: 'Länken till kundsidan är stängd. Den slutar fungera direkt.',
};

/** What the office reads of the customer's link: whether it works, since when, and when the customer last opened it. */
function linkStatusOf(status: PortalLinkStatus): SecretLinkStatus {
  const opened: [string, string] = [
    'Senast öppnad',
    status.lastOpenedAt ? formatDateTime(status.lastOpenedAt) : 'Inte ännu',
  ];
  if (status.active)
    return {
      hasWorkingLink: true,
      label: 'Kunden har en fungerande länk',
      facts: [['Skapad', formatDateTime(status.issuedAt)], opened],
    };
  if (!status.issuedAt) return { hasWorkingLink: false, label: 'Kunden har ingen länk ännu', facts: [] };
  return {
    hasWorkingLink: false,
    label: 'Länken är stängd',
    facts: [['Stängd', formatDateTime(status.revokedAt)], ...(status.lastOpenedAt ? [opened] : [])],
  };
}

/**
 * *Kundsida* on a customer's page (QUOTES.md decision 9): the office sees whether the customer has a
 * working link (`/k/{token}`) and when it was last opened, makes a new one, copies it into a message,
 * and closes it. Only its hash is kept (decisions 055 and 071), so the link shows once, when made; a new
 * one stops the old.
 */
export default function PortalLinkCard({ customerId }: { customerId: string }) {
  const status = usePortalLinkStatus(customerId);
  const create = useCreatePortalLink(customerId);
  const revoke = useRevokePortalLink(customerId);
  return (
    <SecretLinkCard
      icon="accountCircle"
      words={words}
      status={status.data ? linkStatusOf(status.data) : undefined}
      create={async () => (await create.mutateAsync()).link}
      revoke={async () => void (await revoke.mutateAsync())}
      isCreating={create.isPending}
      isRevoking={revoke.isPending}
    />
  );
}
