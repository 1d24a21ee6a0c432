import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quote-shapes';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { QuoteDialog } from './quote-dialog';

const text = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

/** A customer as GET /customers answers: country and numbers decide the VAT (shared/vat-treatment.ts). */
const customer = (id: string, name: string, country: string, orgNumber: string | null, vatNumber: string | null) => ({
  id,
  customerNumber: id.toUpperCase(),
  name,
  orgNumber,
  email: null,
  phone: null,
  contactPerson: null,
  street: null,
  postalCode: null,
  city: null,
  country,
  vatNumber,
  paymentTermsDays: null,
  peppolId: null,
  reference: null,
  notes: null,
  createdAt: '2026-01-02T10:00:00.000Z',
});

const customers = [
  customer('c1', 'Baumaschinen Huber GmbH', 'DE', null, 'DE129273398'),
  customer('c2', 'Åkeri Nord AB', 'SE', '556036-0793', null),
  customer('c3', 'Entreprenør Hansen AS', 'NO', '923609016', null),
  customer('c4', 'Hans Huber', 'DE', null, null),
];

const machine = {
  id: 'm1',
  customerId: 'c1',
  customerName: 'Baumaschinen Huber GmbH',
  category: 'Grävmaskin',
  make: 'Volvo',
  model: 'EC220E',
  registrationNumber: 'ABC123',
  serialNumber: 'VCE-1',
  meterUnit: 'h',
};

const savedQuote = {
  id: 'q1',
  number: 7,
  version: 1,
  kind: 'quote',
  status: 'draft',
  customerId: 'c1',
  customerName: 'Baumaschinen Huber GmbH',
  machineId: 'm1',
  workOrderId: null,
  priceType: 'fixed',
  maxAmount: null,
  validUntil: '2026-07-15',
  terms: null,
  items: [
    {
      id: 'i1',
      description: 'Byte av hydraulpump',
      quantity: 2,
      unit: 'st',
      price: 1000,
      partId: null,
      rateId: null,
      optional: false,
    },
  ],
  totalExVat: 2000,
  vat: 0,
  total: 2000,
  vatTreatment: 'reverse-charge',
  consumer: false,
  sentAt: null,
  viewedAt: null,
  answeredAt: null,
  acceptedTotal: null,
  declineReason: null,
  approval: null,
  createdAt: '2026-06-15T10:00:00.000Z',
} as unknown as Quote;

function api() {
  return mockApi({
    'GET /api/customers/': (_) => ({ body: customers[0] }),
    'GET /api/customers?': () => ({ body: customers, headers: { 'X-Total-Count': String(customers.length) } }),
    'GET /api/machines/m1': () => ({ body: machine }),
    'GET /api/machines?': () => ({ body: [machine], headers: { 'X-Total-Count': '1' } }),
    'GET /api/parts': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
    'GET /api/rates': () => ({ body: [] }),
  });
}

const sums = () => text(screen.getByLabelText('Summa').textContent ?? '');

describe('the quote form', () => {
  it('counts VAT as the chosen customer’s invoice would: none for a business abroad, 25 % in Sweden and for a private person', async () => {
    storeToken('t'.repeat(43));
    api();
    renderScreen(<QuoteDialog quote={null} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ny offert' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Beskrivning rad 1/), 'Byte av hydraulpump');
    await user.clear(within(dialog).getByLabelText(/^Antal/));
    await user.type(within(dialog).getByLabelText(/^Antal/), '2');
    await user.type(within(dialog).getByLabelText(/^À-pris \(kr\)/), '1 000,50');
    // No customer yet: Swedish VAT, as an invoice without a buyer gets.
    expect(sums()).toBe('Netto2 001,00 krMoms 25 %500,25 krTotalt2 501,25 kr');

    const pick = async (name: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: /^Kund/ }));
      await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    };
    await pick('Baumaschinen Huber GmbH');
    expect(sums()).toBe('Netto2 001,00 krMoms 0 %0,00 krTotalt2 001,00 kr');
    expect(within(dialog).getByText('Omvänd betalningsskyldighet')).toBeInTheDocument();

    await pick('Entreprenør Hansen AS');
    expect(sums()).toBe('Netto2 001,00 krMoms 0 %0,00 krTotalt2 001,00 kr');
    expect(within(dialog).getByText(/Tjänsten är omsatt utanför Sverige/)).toBeInTheDocument();

    await pick('Åkeri Nord AB');
    expect(sums()).toBe('Netto2 001,00 krMoms 25 %500,25 krTotalt2 501,25 kr');
    expect(within(dialog).queryByText('Omvänd betalningsskyldighet')).not.toBeInTheDocument();

    // A private person abroad pays Swedish VAT: the buyer is no business.
    await pick('Hans Huber');
    expect(sums()).toBe('Netto2 001,00 krMoms 25 %500,25 krTotalt2 501,25 kr');

    // A Tillval shows beside, at the same rate.
    await pick('Baumaschinen Huber GmbH');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tillval (rad 1)' }));
    expect(sums()).toBe('Netto0,00 krMoms 0 %0,00 krTotalt0,00 krTotalt med alla tillval2 001,00 kr');
  });

  it('shows a saved quote’s machine by its name, and its customer’s VAT as read from the customer', async () => {
    storeToken('t'.repeat(43));
    api();
    renderScreen(<QuoteDialog quote={savedQuote} onClose={() => undefined} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ändra offert 7' });
    await expect
      .poll(() => (within(dialog).getByRole('combobox', { name: /^Maskin/ }) as HTMLInputElement).value)
      .toBe('Volvo EC220E ABC123');
    expect(within(dialog).queryByDisplayValue('Vald maskin')).not.toBeInTheDocument();
    expect(sums()).toBe('Netto2 000,00 krMoms 0 %0,00 krTotalt2 000,00 kr');
  });

  it('counts extra work at the VAT of the job’s customer', async () => {
    storeToken('t'.repeat(43));
    api();
    renderScreen(
      <QuoteDialog
        quote={null}
        extraWorkOf={{ workOrderId: 'w1', customerId: 'c1', customerName: 'Baumaschinen Huber GmbH', machineId: 'm1' }}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Föreslå tilläggsarbete' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Beskrivning rad 1/), 'Ny slang');
    await user.type(within(dialog).getByLabelText(/^À-pris \(kr\)/), '400');
    await expect.poll(sums).toBe('Netto400,00 krMoms 0 %0,00 krTotalt400,00 kr');
  });
});
