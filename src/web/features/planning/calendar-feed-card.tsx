import { SecretLinkCard, type SecretLinkWords } from '../../ui/secret-link-card';
import { useNewCalendarFeed, useRevokeCalendarFeed } from './api/calendar-feed';

const words: SecretLinkWords = {
  title: 'Kalenderlänk',
  intro: 'Prenumerera på dina bokningar i telefonens kalender. Länken är personlig: den som har den ser dina jobb.',
  fieldLabel: 'Din kalenderlänk',
  createFirst: 'Skapa kalenderlänk',
  copy: 'Kopiera',
  open: 'Prenumerera',
  revoke: 'Återkalla',
  revoked: 'Kalenderlänken är återkallad. Den slutar fungera direkt.',
};

/**
 * *Kalenderlänk* (PLANNING.md decision 6): the member's bookings in their phone's calendar. The link is
 * shown once when made; a new one stops the old, and Återkalla stops it at once.
 */
export default function CalendarFeedCard() {
  const create = useNewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  return (
    <SecretLinkCard
      icon="eventAvailable"
      words={words}
      create={async () => (await create.mutateAsync()).url}
      revoke={async () => void (await revoke.mutateAsync())}
      isCreating={create.isPending}
      isRevoking={revoke.isPending}
      openHref={(url) => url.replace(/^https?:/, 'webcal:')}
    />
  );
}
