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
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`every screen at ${width} px in the ${mode} theme`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      for (const [name, path] of publicPages) {
        await page.goto(path);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${mode}.png`, fullPage: true });
      }
      const account = newAccount();
      await registerByApi(page, account);
      await loginByForm(page, account);
      const workOrder = await page.request.post('/api/workorders', {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('verkstan.token'))}` },
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
      await page.request.post('/api/invoice', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          customerName: 'Åkeri Nord AB',
          customerEmail: 'ekonomi@akerinord.se',
          workOrderId: (await workOrder.json()).id,
          items: [{ description: 'Arbete', quantity: 8.5, price: 850 }],
        },
      });
      for (const [name, path] of privatePages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${mode}.png`, fullPage: true });
      }
      for (const [name, path, button] of [
        ['work-order-dialog', '/WorkOrders', 'Ny arbetsorder'],
        ['invoice-dialog', '/invoices', 'Ny faktura'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('button', { name: button }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${mode}.png` });
      }
      // Nothing scrolls sideways on a phone.
      if (width === 375) {
        for (const [, path] of [...publicPages, ...privatePages]) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
    });
  }
}
