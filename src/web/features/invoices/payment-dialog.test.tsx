import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { PaymentDialog } from './payment-dialog';
import { testInvoice } from './test-invoice';

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('the payment dialog', () => {
  it('proposes the balance with the reminder fee in it, and names the fee', async () => {
    storeToken('t'.repeat(43));
    // The list was read before the reminder: the invoice as it is now carries its fee.
    const listed = testInvoice();
    const now = testInvoice({ feesCharged: 60, balance: 7221, reminderCount: 1 });
    mockApi({
      'GET /api/invoice/22222222-2222-4222-8222-222222222222/payments': () => ({ body: [] }),
      'GET /api/invoice/22222222-2222-4222-8222-222222222222': () => ({ body: now }),
    });
    renderScreen(<PaymentDialog invoice={listed} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Registrera betalning: faktura F2026051003' });
    await expect.poll(() => (within(dialog).getByLabelText(/^Belopp/) as HTMLInputElement).value).toBe('7221,00');
    expect(text(dialog.textContent)).toContain(
      'Fakturan 7 161,00 kr + avgifter på påminnelser 60,00 kr − betalt 0,00 kr: kvar att betala 7 221,00 kr.',
    );
  });

  it('proposes what is left after a part payment', async () => {
    storeToken('t'.repeat(43));
    const partly = testInvoice({ amountPaid: 1000, balance: 6161 });
    mockApi({
      'GET /api/invoice/22222222-2222-4222-8222-222222222222/payments': () => ({ body: [] }),
      'GET /api/invoice/22222222-2222-4222-8222-222222222222': () => ({ body: partly }),
    });
    renderScreen(<PaymentDialog invoice={partly} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Belopp/) as HTMLInputElement).value).toBe('6161,00');
    expect(text(dialog.textContent)).toContain(
      'Fakturan 7 161,00 kr − betalt 1 000,00 kr: kvar att betala 6 161,00 kr.',
    );
  });

  it('says what is wrong with an amount under it and sends nothing, then sends a decimal comma as typed', async () => {
    storeToken('t'.repeat(43));
    const invoice = testInvoice();
    const calls = mockApi({
      'GET /api/invoice/22222222-2222-4222-8222-222222222222/payments': () => ({ body: [] }),
      'POST /api/invoice/22222222-2222-4222-8222-222222222222/payments': () => ({ status: 201, body: {} }),
      'GET /api/invoice/22222222-2222-4222-8222-222222222222': () => ({ body: invoice }),
    });
    const onSaved = vi.fn();
    renderScreen(<PaymentDialog invoice={invoice} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^Belopp/);
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, 'tusen');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText(messages.paymentAmountInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '1 234,50');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Betalningen på faktura F2026051003 är registrerad.'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      amount: '1 234,50',
      method: 'bankgiro',
    });
  });
});
