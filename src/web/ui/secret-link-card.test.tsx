import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../lib/token-storage';
import { renderScreen } from '../test/render';
import CalendarFeedCard from '../features/planning/calendar-feed-card';
import { SecretLinkCard, type SecretLinkWords } from './secret-link-card';

const words: SecretLinkWords = {
  title: 'Kundsida',
  intro: 'En egen sida för kunden.',
  fieldLabel: 'Länk till kundsidan',
  createFirst: 'Skapa länk till kundsidan',
  copy: 'Kopiera länk',
  open: 'Öppna kundsidan',
  revoke: 'Stäng länken',
  revoked: 'Länken till kundsidan är stängd. Den slutar fungera direkt.',
};

describe('a card of a link that is its own key', () => {
  it('shows the link once when made, opens it, and hides it when closed', async () => {
    let made = 0;
    renderScreen(
      <SecretLinkCard
        icon="accountCircle"
        words={words}
        create={async () => `https://verkstan.example/k/token-${(made += 1)}`}
        revoke={async () => undefined}
        isCreating={false}
        isRevoking={false}
      />,
    );
    expect(screen.queryByLabelText('Länk till kundsidan')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa länk till kundsidan' }));
    expect(await screen.findByDisplayValue('https://verkstan.example/k/token-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna kundsidan' })).toHaveAttribute(
      'href',
      'https://verkstan.example/k/token-1',
    );
    // Made again, the new link replaces the old one on the card.
    fireEvent.click(screen.getByRole('button', { name: 'Skapa ny länk' }));
    expect(await screen.findByDisplayValue('https://verkstan.example/k/token-2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stäng länken' }));
    expect(await screen.findByText(words.revoked)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(/token-2/)).toBeNull();
  });

  it('says what went wrong in the server’s words and keeps no link', async () => {
    renderScreen(
      <SecretLinkCard
        icon="accountCircle"
        words={words}
        create={() => Promise.reject(new Error('Kunden finns inte.'))}
        revoke={async () => undefined}
        isCreating={false}
        isRevoking={false}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Skapa länk till kundsidan' }));
    expect(await screen.findByText('Kunden finns inte.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Öppna kundsidan' })).toBeNull();
  });

  it('offers the calendar feed to subscribe to as webcal:', async () => {
    storeToken('t'.repeat(43));
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ url: 'https://verkstan.example/api/public/calendar/abc.ics' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    try {
      renderScreen(<CalendarFeedCard />);
      fireEvent.click(await screen.findByRole('button', { name: 'Skapa kalenderlänk' }));
      expect(await screen.findByRole('link', { name: 'Prenumerera' })).toHaveAttribute(
        'href',
        'webcal://verkstan.example/api/public/calendar/abc.ics',
      );
    } finally {
      globalThis.fetch = original;
    }
  });
});
