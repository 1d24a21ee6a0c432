import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalLinkStatus } from '../../../shared/customer-portal';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import PortalLinkCard from './portal-link-card';

const customerId = '33333333-3333-4333-8333-333333333333';
const path = `/api/customers/${customerId}/portal-link`;
const none: PortalLinkStatus = { active: false, issuedAt: null, revokedAt: null, lastOpenedAt: null };

/** The card against a server whose link state the test moves on as the office acts. */
function renderCard(first: PortalLinkStatus) {
  storeToken('t'.repeat(43));
  let status = first;
  const calls = mockApi({
    [`GET ${path}`]: () => ({ body: status }),
    [`POST ${path}`]: () => {
      status = { active: true, issuedAt: '2026-11-28T13:40:00.000Z', revokedAt: null, lastOpenedAt: null };
      return { status: 201, body: { link: `https://verkstan.example/k/${'k'.repeat(43)}` } };
    },
    [`DELETE ${path}`]: () => {
      status = { ...status, active: false, revokedAt: '2026-11-28T13:50:00.000Z' };
      return { status: 204 };
    },
  });
  renderScreen(<PortalLinkCard customerId={customerId} />);
  return calls;
}

describe('the Kundsida card', () => {
  it('says the customer has a working link, since when and when they last opened it, without showing it', async () => {
    renderCard({
      active: true,
      issuedAt: '2026-11-20T08:15:00.000Z',
      revokedAt: null,
      lastOpenedAt: '2026-11-28T13:05:00.000Z',
    });
    expect(await screen.findByText('Kunden har en fungerande länk')).toBeInTheDocument();
    // Swedish time: 09:15 and 14:05 in November.
    expect(screen.getByText('Skapad').nextSibling).toHaveTextContent('2026-11-20 09:15');
    expect(screen.getByText('Senast öppnad').nextSibling).toHaveTextContent('2026-11-28 14:05');
    expect(screen.queryByLabelText('Länk till kundsidan')).toBeNull();
    expect(screen.getByText(/Länken visas bara när den skapas/)).toBeInTheDocument();
    // Making one now replaces the one the customer has: the button says so.
    expect(screen.getByRole('button', { name: 'Skapa ny länk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skapa länk till kundsidan' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Stäng länken' }));
    expect(await screen.findByText('Länken är stängd')).toBeInTheDocument();
    expect(screen.getByText('Stängd').nextSibling).toHaveTextContent('2026-11-28 14:50');
    expect(screen.queryByRole('button', { name: 'Stäng länken' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skapa länk till kundsidan' })).toBeInTheDocument();
  });

  it('offers a first link to a customer without one, and then says it works and is not opened yet', async () => {
    const calls = renderCard(none);
    expect(await screen.findByText('Kunden har ingen länk ännu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stäng länken' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skapa länk till kundsidan' }));
    expect(await screen.findByDisplayValue(`https://verkstan.example/k/${'k'.repeat(43)}`)).toBeInTheDocument();
    expect(await screen.findByText('Kunden har en fungerande länk')).toBeInTheDocument();
    expect(screen.getByText('Senast öppnad').nextSibling).toHaveTextContent('Inte ännu');
    expect(screen.queryByText(/Länken visas bara när den skapas/)).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.path === path)).toHaveLength(2));
  });
});
