import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Machine, MeterReading } from '../../../shared/machines';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { MeterCard } from './meter-card';
import { MeterReadingsCard } from './meter-readings-card';

const machine: Machine = {
  id: 'm1',
  customerId: 'c1',
  customerName: 'Åkeri Nord AB',
  category: 'Grävmaskin',
  make: 'Volvo',
  model: 'EC220E',
  year: 2019,
  serialNumber: null,
  registrationNumber: null,
  unitNumber: null,
  meterUnit: 'h',
  meter: 48900,
  meterDate: '2026-06-15',
  serviceStatus: 'overdue',
  notes: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};
const reading = (
  id: string,
  value: number,
  readingDate: string,
  source: MeterReading['source'] = 'manual',
): MeterReading => ({
  id,
  machineId: 'm1',
  readingDate,
  value,
  source,
  workOrderId: source === 'work-order' ? 'w1' : null,
  createdAt: `${readingDate}T10:00:00.000Z`,
});
const question =
  '48 900 h är mer än 24 timmar per dygn över förra avläsningen, 4 800 h den 2026-06-01. Stämmer mätarställningen?';

describe('the meter card and the readings', () => {
  it('asks before saving a reading far above the one before, and saves it only when confirmed', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'POST /api/machines/m1/meter-readings': (body) =>
        (body as { confirmJump?: boolean }).confirmJump
          ? { status: 201, body: reading('r2', 48900, '2026-06-15') }
          : {
              status: 409,
              body: { message: question, errors: [{ field: 'confirmJump', message: question }] },
            },
    });
    const onSaved = vi.fn();
    renderScreen(<MeterCard machine={{ ...machine, meter: 4800 }} readings={[]} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ny avläsning/), '48900');
    await user.click(screen.getByRole('button', { name: 'Spara avläsning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontrollera avläsningen' });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Spara ändå' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { value: '48900', readingDate: expect.any(String) },
      { value: '48900', readingDate: expect.any(String), confirmJump: true },
    ]);
  });

  it('lists the readings and lets the office correct a mistyped one (a work order’s reading is changed on the work order)', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'PUT /api/machines/m1/meter-readings/r2': () => ({ body: reading('r2', 4890, '2026-06-15') }),
    });
    const onNotice = vi.fn();
    renderScreen(
      <MeterReadingsCard
        machine={machine}
        readings={[reading('r2', 48900, '2026-06-15'), reading('r1', 4800, '2026-06-01', 'work-order')]}
        onNotice={onNotice}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Avläsningar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Rätta avläsningen 4\s800/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(await within(list).findByRole('button', { name: /^Rätta avläsningen 48\s900/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rätta avläsningen' });
    const field = within(dialog).getByLabelText(/^Mätarställning/);
    await user.clear(field);
    await user.type(field, '4890');
    await user.click(within(dialog).getByRole('button', { name: 'Spara rättelse' }));
    await vi.waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({
        severity: 'success',
        text: 'Avläsningen är rättad till 4\u00a0890\u00a0h.',
      }),
    );
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      value: '4890',
      readingDate: '2026-06-15',
    });
  });
});
