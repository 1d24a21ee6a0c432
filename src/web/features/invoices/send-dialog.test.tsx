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
});
