import { seriousViolations } from './axe';
import { expect, loginByForm, newAccount, registerByApi, test } from './fixtures';

const screens = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/dashboard',
  '/WorkOrders',
  '/invoices',
  '/profile',
];

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation on any screen in the ${mode} theme`, async ({ page }) => {
    // Every screen and dialog in one test: longer than a journey, more so on a loaded machine.
    test.setTimeout(240_000);
    await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
    const account = newAccount();
    await registerByApi(page, account);
    await loginByForm(page, account);
    const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
    const workOrder = await page.request.post('/api/workorders', {
      headers: { authorization: `Bearer ${token}` },
      data: { title: 'Service', customerNumber: 'K-1', vehicleCategory: 'Traktor', workCategory: 'Service' },
    });
    const invoice = await page.request.post('/api/invoice', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        customerName: 'Kund AB',
        customerEmail: 'kund@example.se',
        workOrderId: (await workOrder.json()).id,
        items: [{ description: 'Arbete', quantity: 1, price: 500 }],
      },
    });
    const customer = await page.request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Åkeri Nord AB', city: 'Luleå' },
    });
    const customerId = (await customer.json()).id;
    const machine = await page.request.post('/api/machines', {
      headers: { authorization: `Bearer ${token}` },
      data: { customerId, category: 'Grävmaskin', make: 'Volvo', registrationNumber: 'ABC123' },
    });
    const machineId = (await machine.json()).id;
    for (const [value, readingDate] of [
      [1000, '2026-01-12'],
      [1250, '2026-06-01'],
    ] as const) {
      await page.request.post(`/api/machines/${machineId}/meter-readings`, {
        headers: { authorization: `Bearer ${token}` },
        data: { value, readingDate },
      });
    }
    // One interval overdue: the plan, the dashboard's card and the list to book all have something to show.
    const plan = await (
      await page.request.get(`/api/machines/${machineId}/service-plan`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    await page.request.put(`/api/machines/${machineId}/service-plan/${plan[0].id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Service 500 h', everyMeter: 500, everyMonths: 6, lastDoneMeter: 700 },
    });
    const part = await (
      await page.request.post('/api/parts', {
        headers: { authorization: `Bearer ${token}` },
        data: { partNumber: 'P-1', name: 'Oljefilter', reorderPoint: 5, salePrice: 189 },
      })
    ).json();
    await page.request.post(`/api/parts/${part.id}/movements`, {
      headers: { authorization: `Bearer ${token}` },
      data: { type: 'receipt', quantity: 3 },
    });
    for (const path of [
      ...screens,
      '/customers',
      `/customers/${customerId}`,
      '/machines',
      `/machines/${machineId}`,
      '/service-due',
      '/parts',
      `/parts/${part.id}`,
      '/staff-ledger',
      '/time-report',
      '/payments',
      '/receivables',
      '/invoice-control',
      `/invoices/${(await invoice.json()).id}`,
      '/settings/company',
      '/settings/rates',
      '/settings/assistant',
      '/settings/backups',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect((await seriousViolations(page)).map((violation) => `${path}: ${violation}`)).toEqual([]);
    }
    // The dialogs too.
    await page.goto('/WorkOrders');
    await page.getByRole('button', { name: 'Ny arbetsorder' }).first().click();
    await page.getByRole('button', { name: 'Spara' }).click();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    for (const [path, button] of [
      ['/invoices', 'Ny faktura'],
      ['/customers', 'Ny kund'],
      ['/customers', 'Importera'],
      ['/machines', 'Ny maskin'],
      [`/machines/${machineId}`, 'Lägg till intervall'],
      ['/parts', 'Ny artikel'],
      ['/parts', 'Importera'],
      [`/parts/${part.id}`, 'Inleverans'],
      [`/parts/${part.id}`, 'Inventering'],
      ['/dashboard', 'Sök'],
      ['/staff-ledger', 'Stämpla in någon'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect((await seriousViolations(page, '[role="dialog"]')).map((violation) => `${button}: ${violation}`)).toEqual(
        [],
      );
    }
  });
}
