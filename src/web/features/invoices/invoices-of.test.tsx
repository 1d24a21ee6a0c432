import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { InvoicesOf } from './invoices-of';
import { testInvoice } from './test-invoice';

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

describe("a customer's invoices", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what is to be paid, as the PDF and the mail say it, and downloads the PDF as faktura-{number}.pdf', async () => {
    storeToken('t'.repeat(43));
    const invoice = testInvoice();
    mockApi({
      'GET /api/invoice/22222222-2222-4222-8222-222222222222/pdf': () => ({ body: {} }),
      'GET /api/invoice?': () => ({ body: [invoice], headers: { 'X-Total-Count': '1' } }),
    });
    // jsdom makes no object URLs and follows no downloads: the name the link was given is what is saved.
    URL.createObjectURL = () => 'blob:faktura';
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderScreen(
      <InvoicesOf owner={{ customerId: '33333333-3333-4333-8333-333333333333' }} emptyText="Inga fakturor." />,
    );
    const table = await screen.findByRole('table', { name: 'Fakturor' });
    expect(text(table.textContent)).toContain('7 161,00 kr');
    expect(text(table.textContent)).not.toContain('7 161,25 kr');
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner PDF för faktura F2026051003' }));
    await waitFor(() => expect(names).toEqual(['faktura-F2026051003.pdf']));
  });
});
