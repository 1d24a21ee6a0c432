import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { swedishDate } from '../../../shared/dates';
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
