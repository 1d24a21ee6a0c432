import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { WorkOrderDialog } from './work-order-dialog';

describe('the work order form', () => {
  it('shows the spec alert and marks the required fields when they are empty', async () => {
    renderScreen(<WorkOrderDialog workOrder={null} onClose={() => undefined} onSaved={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Fyll i alla obligatoriska fält.', { selector: '.alert-text' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Titel/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Kundnummer/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a new work order and reports Arbetsorder skapad!', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'POST /api/workorders': (body) => ({ status: 201, body: { id: '1', ...(body as object) } }),
    });
    const onSaved = vi.fn();
    renderScreen(<WorkOrderDialog workOrder={null} onClose={() => undefined} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Titel/), 'Service 500 h');
    await user.type(screen.getByLabelText(/^Kundnummer/), 'K-7');
    await user.click(screen.getByLabelText(/^Fordonskategori/));
    await user.click(await screen.findByRole('option', { name: 'Traktor' }));
    await user.click(screen.getByLabelText(/^Arbetskategori/));
    await user.click(await screen.findByRole('option', { name: 'Service' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Arbetsorder skapad!'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      title: 'Service 500 h',
      customerNumber: 'K-7',
      vehicleCategory: 'Traktor',
      workCategory: 'Service',
      status: 'Väntande',
      priority: 'medium',
    });
  });

  it('reports a failed save with the spec wording', async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'POST /api/workorders': () => ({ status: 409, body: { message: 'Arbetsordernumret används redan.' } }),
    });
    renderScreen(<WorkOrderDialog workOrder={null} onClose={() => undefined} onSaved={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Arbetsordernummer/), 'AO-1');
    await user.type(screen.getByLabelText(/^Titel/), 'Service');
    await user.type(screen.getByLabelText(/^Kundnummer/), 'K-7');
    await user.click(screen.getByLabelText(/^Fordonskategori/));
    await user.click(await screen.findByRole('option', { name: 'Lastbil' }));
    await user.click(screen.getByLabelText(/^Arbetskategori/));
    await user.click(await screen.findByRole('option', { name: 'Besiktning' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Fel vid spara av arbetsorder: Arbetsordernumret används redan.'),
    ).toBeInTheDocument();
  });
});
