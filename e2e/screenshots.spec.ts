import { expect, test, loginByForm, newAccount, registerByApi } from './fixtures';

const publicPages = [
  ['landing', '/'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['login', '/login'],
  ['register', '/register'],
] as const;
const privatePages = [
  ['dashboard', '/dashboard'],
  ['work-orders', '/WorkOrders'],
  ['invoices', '/invoices'],
  ['profile', '/profile'],
  ['settings-company', '/settings/company'],
  ['settings-rates', '/settings/rates'],
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`every screen at ${width} px in the ${mode} theme`, async ({ page }) => {
      // Every screen and dialog in one test: longer than a journey, more so on a loaded machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      for (const [name, path] of publicPages) {
        await page.goto(path);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/${name}-${width}-${mode}.png`,
          fullPage: true,
        });
      }
      const account = newAccount();
      await registerByApi(page, account);
      await loginByForm(page, account);
      const workOrder = await page.request.post('/api/workorders', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('verkstan.token'))}`,
        },
        data: {
          title: 'Service 500 timmar',
          description: 'Byte av olja och filter',
          customerNumber: 'K-12',
          vehicleCategory: 'Hjullastare',
          workCategory: 'Service',
          status: 'Pågående',
          priority: 'high',
        },
      });
      const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
      const workOrderId = (await workOrder.json()).id as string;
      const invoice = await page.request.post('/api/invoice', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          customerName: 'Åkeri Nord AB',
          customerEmail: 'ekonomi@akerinord.se',
          workOrderId,
          items: [{ description: 'Arbete', quantity: 8.5, price: 850 }],
        },
      });
      const invoiceId = (await invoice.json()).id as string;
      const customer = await page.request.post('/api/customers', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: 'Åkeri Nord AB',
          orgNumber: '556036-0793',
          email: 'ekonomi@akerinord.se',
          street: 'Storgatan 1',
          postalCode: '97231',
          city: 'Luleå',
        },
      });
      const customerId = (await customer.json()).id;
      const machine = await page.request.post('/api/machines', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          customerId,
          category: 'Grävmaskin',
          make: 'Volvo',
          model: 'EC220E',
          registrationNumber: 'ABC123',
          serialNumber: 'VCE0EC220E123456',
        },
      });
      const machineId = (await machine.json()).id;
      for (const [value, readingDate] of [
        [980, '2026-01-12'],
        [1105, '2026-03-20'],
        [1250, '2026-06-01'],
      ] as const) {
        await page.request.post(`/api/machines/${machineId}/meter-readings`, {
          headers: { authorization: `Bearer ${token}` },
          data: { value, readingDate },
        });
      }
      await page.request.post('/api/workorders', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          title: 'Service 1250 h',
          description: 'Byte av motorolja och filter',
          workCategory: 'Service',
          machineId,
          status: 'Klar',
          executionDate: '2026-06-02',
        },
      });
      // One interval due soon and one overdue, so that the plan, the dashboard and the list to book show both.
      const plan = await (
        await page.request.get(`/api/machines/${machineId}/service-plan`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      await page.request.put(`/api/machines/${machineId}/service-plan/${plan[0].id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name: 'Service 500 h', everyMeter: 500, everyMonths: 6, lastDoneMeter: 780 },
      });
      await page.request.put(`/api/machines/${machineId}/service-plan/${plan[1].id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name: 'Service 2000 h', everyMeter: 2000, everyMonths: 12, lastDoneDate: '2025-06-01' },
      });
      const auth = { authorization: `Bearer ${token}` };
      const part = await (
        await page.request.post('/api/parts', {
          headers: auth,
          data: {
            partNumber: '21707132',
            name: 'Oljefilter Volvo',
            salePrice: 189,
            location: 'A3',
            reorderPoint: 5,
            supplier: 'Volvo CE',
          },
        })
      ).json();
      await page.request.post('/api/parts', {
        headers: auth,
        data: { partNumber: '1R-0750', name: 'Bränslefilter', salePrice: 329, location: 'B1' },
      });
      await page.request.post(`/api/parts/${part.id}/movements`, {
        headers: auth,
        data: { type: 'receipt', quantity: 10, unitCost: 95 },
      });
      await page.request.post(`/api/parts/${part.id}/movements`, {
        headers: auth,
        data: { type: 'count', counted: 4 },
      });
      const registerPages = [
        ['customers', '/customers'],
        ['customer', `/customers/${customerId}`],
        ['machines', '/machines'],
        ['machine', `/machines/${machineId}`],
        ['service-due', '/service-due'],
        ['parts', '/parts'],
        ['part', `/parts/${part.id}`],
        ['staff-ledger', '/staff-ledger'],
        ['time-report', '/time-report'],
        ['payments', '/payments'],
        ['receivables', '/receivables'],
        ['invoice-control', '/invoice-control'],
        ['invoice', `/invoices/${invoiceId}`],
        ['settings-assistant', '/settings/assistant'],
        ['settings-backups', '/settings/backups'],
      ] as const;
      for (const [name, path] of [...privatePages, ...registerPages]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/${name}-${width}-${mode}.png`,
          fullPage: true,
        });
      }
      for (const [name, path, button] of [
        ['work-order-dialog', '/WorkOrders', 'Ny arbetsorder'],
        ['invoice-dialog', '/invoices', 'Ny faktura'],
        ['customer-dialog', '/customers', 'Ny kund'],
        ['import-dialog', '/customers', 'Importera'],
        ['machine-dialog', '/machines', 'Ny maskin'],
        ['interval-dialog', `/machines/${machineId}`, 'Lägg till intervall'],
        ['part-dialog', '/parts', 'Ny artikel'],
        ['parts-import-dialog', '/parts', 'Importera'],
        ['movement-dialog', `/parts/${part.id}`, 'Inleverans'],
        ['search-dialog', '/dashboard', 'Sök'],
        ['check-in-someone-dialog', '/staff-ledger', 'Stämpla in någon'],
        ['export-dialog', '/invoices', 'Exportera till bokföring'],
        ['payment-dialog', '/invoices', /^Registrera betalning på faktura/],
        ['send-dialog', '/invoices', /^Skicka faktura .* med e-post$/],
        ['invite-dialog', '/team', 'Bjud in'],
        ['rate-dialog', '/settings/rates', 'Nytt pris'],
        ['time-entry-dialog', `/WorkOrders/${workOrderId}`, 'Registrera tid eller körsträcka'],
      ] as const) {
        await page.goto(path);
        await page
          .getByRole('button', { name: button, exact: typeof button === 'string' })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${mode}.png` });
      }
      // Nothing scrolls sideways on a phone.
      if (width === 375) {
        for (const [, path] of [...publicPages, ...privatePages, ...registerPages]) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
}
