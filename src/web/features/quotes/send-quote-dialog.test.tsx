import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quote-shapes';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { SendQuoteDialog } from './send-quote-dialog';

const quote = { id: 'q1', number: 7, customerId: 'c1', sentAt: null } as unknown as Quote;
const customer = { id: 'c1', name: 'Karin Berg', email: 'karin@berg.se' };
const usage = (sentToday: number) => ({
  sentToday,
  limit: 50,
  newWorkshopDays: 7,
  resetsAt: '2026-11-28T23:00:00.000Z',
});

describe('sending a quote', () => {
  it('proposes the customer’s address and sends to it', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'GET /api/customers/c1': () => ({ body: customer }),
      'GET /api/mail/usage': () => ({ body: usage(3) }),
      'POST /api/quotes/q1/send': () => ({ body: quote }),
    });
    let sent = '';
    renderScreen(<SendQuoteDialog quote={quote} onClose={() => undefined} onSent={(text) => (sent = text)} />);
    expect(await screen.findByDisplayValue('karin@berg.se')).toBeInTheDocument();
    expect(await screen.findByText(/\(3 skickade i dag\)/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(sent).toBe('Offert 7 skickas till karin@berg.se.'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/quotes/q1/send')).toBe(true);
  });

  it('says what is wrong with the addresses, in the invoice’s words', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({ 'GET /api/customers/c1': () => ({ body: customer }) });
    renderScreen(<SendQuoteDialog quote={quote} onClose={() => undefined} onSent={() => undefined} />);
    const to = await screen.findByLabelText(/Till/);
    await screen.findByDisplayValue('karin@berg.se');
    const user = userEvent.setup();
    await user.type(to, ', a@b.se, c@d.se, e@f.se, g@h.se, i@j.se');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Ange en till fem giltiga e-postadresser att skicka till.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('cannot send when the day’s mail is used, and says why', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'GET /api/customers/c1': () => ({ body: customer }),
      'GET /api/mail/usage': () => ({ body: usage(50) }),
    });
    renderScreen(<SendQuoteDialog quote={quote} onClose={() => undefined} onSent={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Dagens mejl är slut.');
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
