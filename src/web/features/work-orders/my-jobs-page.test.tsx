import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, swedishDate } from '../../../shared/dates';
import type { WorkOrder } from '../../../shared/work-orders';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import MyJobsPage from './my-jobs-page';
import { WorkOrderList } from './work-order-list';

const job: WorkOrder = {
  id: 'w1',
  workOrderNumber: 'AO-20260615-101',
  title: 'Service 500 h',
  description: 'Byt olja och filter',
  customerNumber: '1001',
  customerId: 'c1',
  machineId: 'm1',
  customerName: 'Åkeri Nord AB',
  machineName: 'Volvo EC220E (ABC123)',
  meterReading: null,
  serviceIntervalIds: [],
  assigneeIds: ['u1'],
  vehicleCategory: 'Grävmaskin',
  workCategory: 'Service',
  status: 'Väntande',
  priority: 'medium',
  createdAt: '2026-06-15T08:00:00.000Z',
  executionDate: swedishDate(),
  todoList: [],
  materials: [],
  plannedLabour: [],
  quoteId: null,
  approvedAmount: null,
  priceType: null,
  limitAmount: null,
  limitKind: null,
};

describe('Mina jobb and the work order list', () => {
  it('name the machine and the customer, not "Grävmaskin · 1001", and Starta starts the job from the card', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'GET /api/workorders': () => ({ body: [job], headers: { 'X-Total-Count': '1' } }),
      'POST /api/workorders/w1/timer': () => ({ status: 201, body: { id: 't1' } }),
    });
    const { router } = renderScreen(<MyJobsPage />, {
      extraRoutes: [{ path: '/WorkOrders/:id', element: <p>Jobbet</p> }],
    });
    const card = (await screen.findByRole('list', { name: 'Mina jobb' })).querySelector('li')!;
    expect(within(card).getByText('Volvo EC220E (ABC123) · Åkeri Nord AB')).toBeInTheDocument();
    expect(within(card).queryByText(/Grävmaskin · 1001/)).toBeNull();
    const start = within(card).getByRole('button', { name: 'Starta Service 500 h' });
    await userEvent.click(start);
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/workorders/w1/timer')).toBe(true),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/WorkOrders/w1'));
  });

  it('lists the booked jobs first in time order, with where and the customer’s phone, then the others', async () => {
    storeToken('t'.repeat(43));
    const today = swedishDate();
    const tomorrow = addDays(today, 1);
    const booked = (id: string, number: string, start: string, end: string, where: object) => ({
      workOrderId: id,
      start,
      end,
      assigneeIds: ['u1'],
      bayId: null,
      onSite: false,
      address: null,
      version: 1,
      ...where,
      workOrder: {
        id,
        number,
        title: id,
        status: 'Väntande',
        customerName: 'Åkeri Nord AB',
        customerPhone: '0920-123 45',
        machine: null,
      },
    });
    mockApi({
      'GET /api/workorders': () => ({
        body: [job, { ...job, id: 'w2', title: 'Hall-jobbet' }, { ...job, id: 'w3', title: 'Ute-jobbet' }],
        headers: { 'X-Total-Count': '3' },
      }),
      'GET /api/planning': () => ({
        body: {
          bays: [{ id: 'b1', name: 'Hall 1' }],
          members: [],
          bookings: [
            booked('w2', 'AO-2', `${tomorrow}T07:00`, `${tomorrow}T09:00`, { bayId: 'b1' }),
            booked('w3', 'AO-3', `${today}T13:00`, `${today}T15:30`, { onSite: true, address: 'Grustaget, Boden' }),
            { ...booked('w9', 'AO-9', `${today}T07:00`, `${today}T08:00`, {}), assigneeIds: ['someone-else'] },
          ],
        },
      }),
    });
    renderScreen(<MyJobsPage />);
    const list = await screen.findByRole('list', { name: 'Mina jobb' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Ute-jobbet'));
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Idag 13:00–15:30');
    expect(within(first!).getByRole('link', { name: 'Ute hos kund: Grustaget, Boden' })).toHaveAttribute(
      'href',
      expect.stringContaining('Grustaget'),
    );
    expect(within(first!).getByRole('link', { name: '0920-123 45' })).toHaveAttribute('href', 'tel:092012345');
    expect(second).toHaveTextContent('Hall-jobbet');
    expect(second).toHaveTextContent('07:00–09:00');
    expect(second).toHaveTextContent('Hall 1');
    expect(third).toHaveTextContent('Service 500 h');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the customer and the machine as columns of the list', async () => {
    renderScreen(
      <WorkOrderList
        workOrders={[
          job,
          { ...job, id: 'w2', customerId: null, customerName: null, machineId: null, machineName: null },
        ]}
        isCompact={false}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Arbetsordrar' });
    expect(within(table).getByRole('columnheader', { name: 'Kund' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Maskin' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Åkeri Nord AB' })).toHaveAttribute('href', '/customers/c1');
    expect(within(table).getByRole('link', { name: 'Volvo EC220E (ABC123)' })).toHaveAttribute('href', '/machines/m1');
    // Without a customer or machine record: the number and category typed on the job.
    expect(within(table).getByText('1001')).toBeInTheDocument();
  });
});
