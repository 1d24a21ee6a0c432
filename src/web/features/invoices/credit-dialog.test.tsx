import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { CreditDialog } from './credit-dialog';
import { testInvoice } from './test-invoice';

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

// DOMAIN-SE's invoice: 8,5 h × 850,00 + 2 × 1 173,75; 11 966,00 kr to pay.
const invoice = testInvoice({
  items: [
    { id: 'labour', description: 'Arbete', quantity: 8.5, price: 850, amount: 7225, unit: 'h', creditedQuantity: 0 },
    {
      id: 'hose',
      description: 'Hydraulslang',
      quantity: 2,
      price: 1173.75,
      amount: 2347.5,
      unit: 'st',
      creditedQuantity: 0,
    },
  ],
  net: 9572.5,
  vat: 2393.13,
  total: 11965.63,
  roundingAmount: 0.37,
  amountToPay: 11966,
  balance: 11966,
});

function choose(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Vad ska krediteras/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

describe('the credit dialog', () => {
  it('shows a line credit’s figures in sv-SE as one types, and sends the chosen line', async () => {
    storeToken('t'.repeat(43));
    let sent: unknown = null;
    mockApi({
      'POST /api/invoice/22222222-2222-4222-8222-222222222222/credit': (body) => {
        sent = body;
        return { status: 201, body: testInvoice({ invoiceNumber: 'F2026051004' }) };
      },
    });
    let done = '';
    renderScreen(
      <CreditDialog invoice={invoice} onClose={() => undefined} onCredited={(message) => (done = message)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kreditera faktura' });
    expect(text(within(dialog).getByLabelText('Kreditfakturans belopp').textContent)).toContain(
      'Att kreditera11 966,00 kr',
    );
    choose(dialog, 'Valda rader');
    fireEvent.change(within(dialog).getByLabelText(/^Rad 2: Hydraulslang/), { target: { value: '1' } });
    const sums = text(within(dialog).getByLabelText('Kreditfakturans belopp').textContent);
    expect(sums).toContain('Netto1 173,75 kr');
    expect(sums).toContain('Moms 25 %293,44 kr');
    expect(sums).toContain('Öresavrundning−0,19 kr');
    expect(sums).toContain('Att kreditera1 467,00 kr');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kreditera' }));
    await expect.poll(() => done).toBe('Kreditfakturan har skapats.');
    expect(sent).toEqual({ lines: [{ lineId: 'hose', quantity: '1' }] });
  });

  it('says why too much cannot be credited and offers no Kreditera', async () => {
    storeToken('t'.repeat(43));
    mockApi({});
    renderScreen(<CreditDialog invoice={invoice} onClose={() => undefined} onCredited={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Kreditera faktura' });
    choose(dialog, 'Ett belopp');
    fireEvent.change(within(dialog).getByLabelText(/^Belopp inklusive moms/), { target: { value: '12 000,00' } });
    expect(text(within(dialog).getByRole('alert').textContent)).toBe(
      'Fakturan har bara 11 966,00 kr kvar att kreditera.',
    );
    expect(within(dialog).getByRole('button', { name: 'Kreditera' })).toBeDisabled();
    choose(dialog, 'Valda rader');
    fireEvent.change(within(dialog).getByLabelText(/^Rad 2: Hydraulslang/), { target: { value: '3' } });
    expect(text(within(dialog).getByRole('alert').textContent)).toBe('Rad 2: högst 2 st kvar att kreditera');
  });
});
