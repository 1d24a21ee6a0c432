import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { swedishDate } from '../../../shared/dates';
import type { Machine } from '../../../shared/machines';
import type { WorkOrder } from '../../../shared/work-orders';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import WorkOrderPage from './work-order-page';

const job: WorkOrder = {
  id: 'w1',
  workOrderNumber: 'AO-20260615-101',
  title: 'Service 500 h',
  description: '',
  customerNumber: '1001',
  customerId: null,
  machineId: 'm1',
  customerName: null,
  machineName: 'Volvo EC220E (ABC123)',
  meterReading: null,
  serviceIntervalIds: ['i1'],
  assigneeIds: [],
  vehicleCategory: 'Grävmaskin',
  workCategory: 'Service',
  status: 'Pågående',
  priority: 'medium',
  createdAt: '2026-06-15T08:00:00.000Z',
  executionDate: null,
  todoList: [
    { text: 'Byt motorolja', done: false },
    { text: 'Byt oljefilter', done: true },
  ],
  materials: [],
  plannedLabour: [],
  quoteId: null,
  approvedAmount: null,
  priceType: null,
  limitAmount: null,
  limitKind: null,
};
const machine: Partial<Machine> = {
  id: 'm1',
  make: 'Volvo',
  model: 'EC220E',
  meterUnit: 'h',
  meter: 4800,
  meterDate: '2026-06-01',
  registrationNumber: 'ABC123',
};
const interval = { id: 'i1', name: 'Service 500 h', everyMeter: 500, everyMonths: 6 };

/**
 * The server as the page meets it: `server.now` is the work order as stored. A PUT of the whole work
 * order replaces it, as the real one does; the narrow calls change one thing on it.
 */
function api(server: { now: WorkOrder } = { now: job }, machineNow: Partial<Machine> = machine) {
  const replace = (body: Record<string, unknown>) => (server.now = { ...server.now, ...body } as WorkOrder);
  const tick = (index: number) => (body: unknown) => {
    const { done } = body as { done: boolean };
    return {
      body: replace({
        todoList: server.now.todoList.map((item, at) => (at === index ? { ...(item as object), done } : item)),
      }),
    };
  };
  return mockApi({
    'GET /api/workorders/w1': () => ({ body: server.now }),
    'PUT /api/workorders/w1/checklist/0': tick(0),
    'PUT /api/workorders/w1/checklist/1': tick(1),
    'GET /api/machines/m1/service-plan': () => ({ body: [interval] }),
    'GET /api/machines/m1': () => ({ body: machineNow }),
    'GET /api/parts': () => ({
      body: [
        {
          id: 'p1',
          partNumber: 'OF-1',
          name: 'Oljefilter',
          salePrice: 189,
          stocked: true,
          available: 4,
          unit: 'st',
        },
      ],
      headers: { 'X-Total-Count': '1' },
    }),
    'POST /api/workorders/w1/materials': (body) => ({
      status: 201,
      body: replace({ materials: [...server.now.materials, body] }),
    }),
    'PUT /api/workorders/w1': (body) => ({ body: replace(body as Record<string, unknown>) }),
  });
}
/** The page at /WorkOrders/w1, as the router gives it its id. */
async function render() {
  const { router } = renderScreen(<p>Start</p>, {
    extraRoutes: [{ path: '/WorkOrders/:id', element: <WorkOrderPage /> }],
  });
  await router.navigate('/WorkOrders/w1');
}

describe('the job page as a workbench', () => {
  it('ticks a checklist point with one tap, saved at once', async () => {
    storeToken('t'.repeat(43));
    const calls = api();
    await render();
    const list = await screen.findByRole('list', { name: 'Checklista' });
    const oil = within(list).getByRole('checkbox', { name: 'Byt motorolja' });
    expect(oil).not.toBeChecked();
    await userEvent.click(oil);
    await vi.waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Byt motorolja' })).toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      // With the device's time of the tick (FIELD.md decision 7).
      {
        method: 'PUT',
        path: '/api/workorders/w1/checklist/0',
        body: { done: true, text: 'Byt motorolja', at: expect.any(String) },
      },
    ]);
  });

  it('keeps what the office saved after the page was read: a tick and a part join it, nothing is sent back whole', async () => {
    storeToken('t'.repeat(43));
    const server = { now: job };
    const calls = api(server);
    await render();
    const list = await screen.findByRole('list', { name: 'Checklista' });
    // Meanwhile the office renames the job and unticks the filter; the page still shows its old copy.
    server.now = {
      ...job,
      title: 'Service 500 h och läckage',
      todoList: [
        { text: 'Byt motorolja', done: false },
        { text: 'Byt oljefilter', done: false },
        { text: 'Smörj bommen' },
      ],
    };
    const user = userEvent.setup();
    await user.click(within(list).getByRole('checkbox', { name: 'Byt motorolja' }));
    // The tick saved and the page read again (the office's title) before the part is picked: a read
    // landing while the picker's list is open redraws it under the pointer.
    await screen.findByRole('heading', { name: 'Service 500 h och läckage' }, { timeout: 5000 });
    await user.type(await screen.findByRole('combobox', { name: 'Artikel' }), 'olje');
    await user.click(await screen.findByRole('option', { name: /Oljefilter/ }));
    await user.click(screen.getByRole('button', { name: 'Lägg till artikel' }));
    await screen.findByText('Oljefilter har lagts till i materialet.', undefined, { timeout: 5000 });
    expect(server.now).toMatchObject({
      title: 'Service 500 h och läckage',
      todoList: [
        { text: 'Byt motorolja', done: true },
        { text: 'Byt oljefilter', done: false },
        { text: 'Smörj bommen' },
      ],
      materials: [{ partId: 'p1', name: 'Oljefilter', quantity: '1' }],
    });
    expect(calls.some((call) => call.path === '/api/workorders/w1' && call.method === 'PUT')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Service 500 h och läckage' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Material' })).getByText('Oljefilter × 1')).toBeInTheDocument();
  });

  it('asks for the meter when a service counted in hours is finished, and sends it with Klar', async () => {
    storeToken('t'.repeat(43));
    const calls = api();
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Markera som klar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markera som klar' });
    expect(within(dialog).getByText(/nästa service räknas från mätarställningen/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Markera som klar' });
    await vi.waitFor(() => expect(confirm).toBeDisabled());
    await user.type(within(dialog).getByLabelText(/^Mätarställning/), '4890');
    await user.click(confirm);
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      status: 'Klar',
      meterReading: '4890',
      executionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('offers the meter read on the job today, so that finishing does not ask for it twice', async () => {
    storeToken('t'.repeat(43));
    const calls = api({ now: job }, { ...machine, meter: 4890.5, meterDate: swedishDate() });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Markera som klar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markera som klar' });
    expect(within(dialog).getByLabelText(/^Mätarställning/)).toHaveValue('4890,5');
    await user.click(within(dialog).getByRole('button', { name: 'Markera som klar' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ status: 'Klar', meterReading: '4890,5' });
  });

  it('says whose timer stopped when the job is finished', async () => {
    storeToken('t'.repeat(43));
    // A job without a machine is finished at once, without the meter dialog.
    const stored = { ...job, machineId: null };
    const stoppedTimers = [{ userId: 'u2', userName: 'Erik Lund', hours: 1.25 }];
    mockApi({
      'GET /api/workorders/w1': () => ({ body: stored }),
      'PUT /api/workorders/w1': (body) => ({ body: { ...stored, ...(body as object), stoppedTimers } }),
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Markera som klar' }));
    expect(
      await screen.findByText('Arbetsordern är klar. Timern som gick stoppades: Erik Lund 1,25 h.'),
    ).toBeInTheDocument();
  });

  it('adds a part from the stock on the page', async () => {
    storeToken('t'.repeat(43));
    const calls = api();
    await render();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Artikel' }), 'olje');
    await user.click(await screen.findByRole('option', { name: /Oljefilter/ }));
    await user.click(screen.getByRole('button', { name: 'Lägg till artikel' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/workorders/w1/materials',
      body: { partId: 'p1', name: 'Oljefilter', quantity: '1', at: expect.any(String) },
    });
  });
});
