import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/invoices';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { SendDialog } from './send-dialog';

const invoice = {
  id: 'i1',
  invoiceNumber: 'F2026111004',
  customerName: 'Åkeri Nord AB',
  customerEmail: 'ekonomi@akerinord.se',
  sentAt: null,
} as Invoice;

describe('sending an invoice', () => {
  it('says Skicka on the button that mails it, not Spara', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({ 'POST /api/invoice/i1/send': () => ({ status: 202, body: {} }) });
    let sent = '';
    renderScreen(<SendDialog invoice={invoice} onClose={() => undefined} onSent={(text) => (sent = text)} />);
    expect(await screen.findByRole('button', { name: 'Skicka' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(sent).toBe('Faktura F2026111004 skickas till ekonomi@akerinord.se.'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/invoice/i1/send')).toBe(true);
  });

  const usage = (sentToday: number) => ({
    sentToday,
    limit: 50,
    newWorkshopDays: 7,
    resetsAt: '2026-11-27T23:00:00.000Z',
  });

  it('says how much mail the workshop may send today, and how much it has sent', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/mail/usage': () => ({ body: usage(12) }) });
    renderScreen(<SendDialog invoice={invoice} onClose={() => undefined} onSent={() => undefined} />);
    expect(
      await screen.findByText(
        'Verkstan skickar högst 50 mejl per dag under verkstadens första 7 dagar (12 skickade i dag).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  });

  it('cannot send when the day’s mail is used, and says why', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({ 'GET /api/mail/usage': () => ({ body: usage(50) }) });
    renderScreen(<SendDialog invoice={invoice} onClose={() => undefined} onSent={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dagens mejl är slut. Verkstan skickar högst 50 mejl per dag under verkstadens första 7 dagar, och 50 skickade i dag. Försök igen i morgon.',
    );
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('cannot send to more recipients than mails are left today', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/mail/usage': () => ({ body: usage(49) }) });
    renderScreen(<SendDialog invoice={invoice} onClose={() => undefined} onSent={() => undefined} />);
    const to = await screen.findByLabelText(/Till/);
    expect(await screen.findByText(/\(49 skickade i dag\)/)).toBeInTheDocument();
    await userEvent.setup().type(to, ', vd@akerinord.se');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bara 1 mejl kvar i dag, och 2 mottagare.');
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
  });
});
