import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
