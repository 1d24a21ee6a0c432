import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Machine } from '../../../shared/machines';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { MeterReadingCard } from './meter-reading-card';

const machine: Machine = {
  id: 'm1',
  customerId: 'c1',
  customerName: 'Grus & Sten AB',
  category: 'Grävmaskin',
  make: 'Volvo',
  model: 'EC220E',
  year: 2019,
  serialNumber: null,
  registrationNumber: null,
  unitNumber: null,
  meterUnit: 'h',
  meter: 4800,
  meterDate: '2026-06-01',
  serviceStatus: null,
  notes: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};
const saved = (value: number) => ({
  status: 201,
  body: { id: 'r2', machineId: 'm1', readingDate: '2026-06-15', value, source: 'manual', workOrderId: null },
});

// A reading on the job's page is checked on the device first: without signal there is no server to ask.
describe('the meter on a job’s page', () => {
  it('refuses a meter going backwards before anything is sent', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({});
    renderScreen(<MeterReadingCard machine={machine} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ny avläsning (h)'), '4790');
    await user.click(screen.getByRole('button', { name: 'Spara avläsning' }));
    expect(
      await screen.findByText(/^Mätarställningen kan inte gå bakåt: den .+ visade mätaren redan 4\s800\sh\.$/),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks about a jump on the device, and sends it confirmed with the device’s time of the reading', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({ 'POST /api/machines/m1/meter-readings': () => saved(48000) });
    const onSaved = vi.fn();
    renderScreen(<MeterReadingCard machine={machine} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ny avläsning (h)'), '48000');
    await user.click(screen.getByRole('button', { name: 'Spara avläsning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontrollera avläsningen' });
    expect(within(dialog).getByText(/Stämmer mätarställningen\?$/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändå' }));
    await vi.waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.stringMatching(/^Avläsningen 48\s000\sh har sparats\.$/)),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { value: 48000, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), confirmJump: true },
    ]);
  });

  it('says in Swedish what a meter reading must be', async () => {
    storeToken('t'.repeat(43));
    mockApi({});
    renderScreen(<MeterReadingCard machine={machine} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ny avläsning (h)'), '12,34');
    await user.click(screen.getByRole('button', { name: 'Spara avläsning' }));
    expect(
      await screen.findByText('Ange en mätarställning mellan 0 och 9 999 999 med högst en decimal.'),
    ).toBeInTheDocument();
  });
});
