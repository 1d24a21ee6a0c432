import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validWorkOrder } from '../test/harness';

// The machines on the customer's page (QUOTES.md decision 9; docs/decisions/055 and 071): each with its
// soonest service and its service book (the latest 10 jobs, less those cancelled or not yet done), read
// for all machines at once; no machine's book holds another's jobs.

describe.each(drivers)('the machines on the customer’s page on %s', (driver) => {
  const test = useTestApp(driver, {}, { clock: () => new Date('2026-06-15T10:00:00Z') });

  it('shows each machine’s own service book, newest first, without cancelled or unfinished jobs', async () => {
    const api = as(test.app, await createAccount(test.app));
    await api.put('/api/company', uniqueCompany());
    const customer = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se' })).json();
    const machine = async (fields: Record<string, unknown>) =>
      (await api.post('/api/machines', { customerId: customer.id, category: 'Traktor', ...fields })).json();
    const valtra = await machine({ make: 'Valtra', model: 'N175', registrationNumber: 'KLT123' });
    const fendt = await machine({ make: 'Fendt', model: '724', serialNumber: 'F7241' });
    const job = async (machineId: string, title: string, status: string, executionDate?: string) => {
      const body = { ...validWorkOrder, customerId: customer.id, machineId, vehicleCategory: 'Traktor', title, status };
      const created = await api.post('/api/workorders', executionDate ? { ...body, executionDate } : body);
      expect(created.statusCode, created.body).toBe(201);
      return created.json();
    };
    const first = await job(valtra.id, 'Byte av hydraulslang', 'Fakturerad', '2026-03-02');
    await job(valtra.id, 'Avbruten felsökning', 'Avbruten');
    await job(fendt.id, 'Service 1 000 h', 'Klar', '2026-05-20');
    await job(valtra.id, 'Pågående koppling', 'Pågående');
    const latest = await job(valtra.id, 'Byte av bromsbelägg', 'Klar');
    const token: string = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link.split('/').at(-1);

    const portal = (await test.app.inject({ method: 'GET', url: `/api/public/portal/${token}` })).json();
    const byLabel = Object.fromEntries(
      (portal.machines as Array<{ label: string; serviceBook: unknown; nextService: { name: string } | null }>).map(
        (one) => [one.label, one],
      ),
    );
    expect(Object.keys(byLabel).sort()).toEqual(['Fendt 724 (F7241)', 'Valtra N175 (KLT123)']);
    expect(byLabel['Valtra N175 (KLT123)']!.serviceBook).toEqual([
      {
        number: latest.workOrderNumber,
        date: latest.executionDate ?? latest.createdAt.slice(0, 10),
        title: 'Byte av bromsbelägg',
      },
      { number: first.workOrderNumber, date: '2026-03-02', title: 'Byte av hydraulslang' },
    ]);
    expect(byLabel['Fendt 724 (F7241)']!.serviceBook).toEqual([
      expect.objectContaining({ date: '2026-05-20', title: 'Service 1 000 h' }),
    ]);
    for (const one of Object.values(byLabel)) expect(one.nextService).toMatchObject({ name: 'Årsservice' });
  });
});
