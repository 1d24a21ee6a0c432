import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/dates';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { InvoiceDialog } from './invoice-dialog';

const text = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe('the invoice form', () => {
  // A fixed day: the form's default due date and the expected one are read from the same clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('updates net, VAT and total as the user types, with the server’s rounding', async () => {
    storeToken('t'.repeat(43));
    // The server proposes the due date by the workshop's payment terms (here 25 days).
    mockApi({
      'GET /api/workorders': () => ({ body: [] }),
      'GET /api/invoice/next-number': () => ({
        body: { invoiceNumber: 'F2026061000', dueDate: addDays('2026-06-15', 25) },
      }),
    });
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={null} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/^Fakturanummer/)).toHaveAttribute('readonly');
    await waitFor(() => expect(within(dialog).getByLabelText(/^Förfallodatum/)).toHaveValue(addDays('2026-06-15', 25)));
    expect(within(dialog).getByRole('button', { name: 'Ta bort rad 1' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Antal'));
    await user.type(within(dialog).getByLabelText('Antal'), '8,5');
    await user.clear(within(dialog).getByLabelText('À-pris (kr)'));
    await user.type(within(dialog).getByLabelText('À-pris (kr)'), '850');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till rad' }));
    expect(within(dialog).getByRole('button', { name: 'Ta bort rad 1' })).toBeEnabled();
    await user.clear(within(dialog).getAllByLabelText('Antal')[1]!);
    await user.type(within(dialog).getAllByLabelText('Antal')[1]!, '2');
    await user.clear(within(dialog).getAllByLabelText('À-pris (kr)')[1]!);
    await user.type(within(dialog).getAllByLabelText('À-pris (kr)')[1]!, '1173,75');
    const totals = text(dialog.textContent ?? '');
    expect(totals).toContain('Netto9 572,50 kr');
    expect(totals).toContain('Moms 25 %2 393,13 kr');
    expect(totals).toContain('Totalt11 965,63 kr');
  });

  it('asks for the required fields and correct lines with the spec messages', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/workorders': () => ({ body: [] }) });
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={null} onClose={() => undefined} onSaved={() => undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Vänligen fyll i alla obligatoriska fält', { selector: '.alert-text' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Vänligen kontrollera att alla fakturarader är korrekt ifyllda', {
        selector: '.alert-text',
      }),
    ).toBeInTheDocument();
  });

  it('shows the number the new invoice will get, read only', async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'GET /api/workorders': () => ({ body: [] }),
      'GET /api/invoice/next-number': () => ({ body: { invoiceNumber: 'F2026111004' } }),
    });
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={null} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const field = screen.getByLabelText(/^Fakturanummer/);
    await expect.poll(() => (field as HTMLInputElement).value).toBe('F2026111004');
    expect(field).toHaveAttribute('readonly');
  });

  it('shows decimals with a comma, and names the line and field that is wrong', async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'GET /api/workorders/11111111-1111-4111-8111-111111111111/invoice-draft': () => ({
        body: {
          items: [
            { description: 'Hydraulslang', quantity: 3.5, price: 449, source: 'material' },
            { description: 'Olja', quantity: 2, price: 850, source: 'material' },
          ],
        },
      }),
      'GET /api/workorders': () => ({ body: [] }),
      'GET /api/invoice/next-number': () => ({
        body: { invoiceNumber: 'F2026061000', dueDate: '2026-07-15' },
      }),
    });
    const workOrder = {
      id: '11111111-1111-4111-8111-111111111111',
      workOrderNumber: 'AO-20260615-123',
      title: 'Byte av hydraulslang',
      customerId: null,
      materials: [
        { name: 'Hydraulslang', quantity: '3,5', unitPrice: 449 },
        { name: 'Olja', quantity: 2, unitPrice: '850' },
      ],
    } as never;
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={workOrder} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog');
    const quantities = within(dialog).getAllByLabelText('Antal') as HTMLInputElement[];
    const prices = within(dialog).getAllByLabelText('À-pris (kr)') as HTMLInputElement[];
    expect(quantities.map((input) => input.value)).toEqual(['1', '3,5', '2']);
    expect(prices.map((input) => input.value)).toEqual(['', '449,00', '850,00']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByText(
      (_, element) =>
        element?.classList.contains('alert-text') === true && /fakturarader/.test(element.textContent ?? ''),
    );
    expect(within(alert).getByText('Rad 1: ange ett à-pris över 0 kr.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ange ett à-pris över 0 kr.')).toBeInTheDocument();
  });

  it("starts from the server's proposal: materials, then the recorded time at the workshop's rates", async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'GET /api/workorders/22222222-2222-4222-8222-222222222222/invoice-draft': () => ({
        body: {
          items: [
            { description: 'Hydraulslang', quantity: 2, price: 1173.75, source: 'material' },
            { description: 'Arbete: Verkstadstimme', quantity: 6.5, price: 850, source: 'time' },
            { description: 'Milersättning', quantity: 84, price: 12.5, source: 'time' },
          ],
        },
      }),
      'GET /api/workorders': () => ({ body: [] }),
      'GET /api/invoice/next-number': () => ({
        body: { invoiceNumber: 'F2026061000', dueDate: '2026-07-15' },
      }),
    });
    const workOrder = {
      id: '22222222-2222-4222-8222-222222222222',
      workOrderNumber: 'AO-20260615-124',
      title: 'Service 500 h',
      customerId: null,
      materials: [{ name: 'Hydraulslang', quantity: 2, unitPrice: 1173.75 }],
    } as never;
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={workOrder} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog');
    await expect
      .poll(() => (within(dialog).getAllByLabelText('Antal') as HTMLInputElement[]).map((input) => input.value))
      .toEqual(['2', '6,5', '84']);
    const descriptions = within(dialog).getAllByLabelText(/^Beskrivning/) as HTMLInputElement[];
    expect(descriptions.map((input) => input.value)).toEqual([
      'Hydraulslang',
      'Arbete: Verkstadstimme',
      'Milersättning',
    ]);
    expect((within(dialog).getAllByLabelText('À-pris (kr)') as HTMLInputElement[]).map((input) => input.value)).toEqual(
      ['1173,75', '850,00', '12,50'],
    );
  });

  it('lets the office set the invoice date: the number and due date follow it, and a due date before it is refused', async () => {
    storeToken('t'.repeat(43));
    const workOrder = {
      id: '11111111-1111-4111-8111-111111111111',
      workOrderNumber: 'AO-20260615-123',
      title: 'Service',
      customerId: null,
      materials: [],
    } as never;
    const calls = mockApi({
      'GET /api/workorders/11111111-1111-4111-8111-111111111111/invoice-draft': () => ({
        body: { items: [{ description: 'Arbete', quantity: 2, price: 850, source: 'time' }] },
      }),
      'GET /api/workorders': () => ({ body: [] }),
      'GET /api/invoice/next-number?invoiceDate=2026-06-01': () => ({
        body: { invoiceNumber: 'F2026061004', dueDate: '2026-07-01' },
      }),
      'GET /api/invoice/next-number': () => ({
        body: { invoiceNumber: 'F2026061004', dueDate: '2026-07-15' },
      }),
      'POST /api/invoice': () => ({ status: 201, body: {} }),
    });
    renderScreen(
      <InvoiceDialog invoice={null} fromWorkOrder={workOrder} onClose={() => undefined} onSaved={() => undefined} />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    const invoiceDate = within(dialog).getByLabelText(/^Fakturadatum/) as HTMLInputElement;
    const dueDate = within(dialog).getByLabelText(/^Förfallodatum/) as HTMLInputElement;
    expect(invoiceDate.value).toBe('2026-06-15');
    await expect.poll(() => dueDate.value).toBe('2026-07-15');
    fireEvent.change(within(dialog).getByLabelText(/^Kundens namn/), { target: { value: 'Åkeri Nord AB' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kundens e-post/), {
      target: { value: 'ekonomi@akerinord.se' },
    });

    fireEvent.change(invoiceDate, { target: { value: '2026-06-01' } });
    await expect.poll(() => dueDate.value).toBe('2026-07-01');
    fireEvent.change(dueDate, { target: { value: '2026-05-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Förfallodatumet kan inte vara före fakturadatumet.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dueDate, { target: { value: '2026-06-20' } });
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      invoiceDate: '2026-06-01',
      dueDate: '2026-06-20',
    });
  });
});
