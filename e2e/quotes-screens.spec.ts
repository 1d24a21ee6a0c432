import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { COMPLETE_COMPANY, expect, loginByForm, newAccount, registerByApi, test, uniqueOrgNumber } from './fixtures';
import { quoteLinkTo } from './quote-mail';

const shot = (page: Page, name: string, width: number, mode: string) =>
  page.screenshot({ path: `test-results/screenshots/quotes-${name}-${width}-${mode}.png`, fullPage: true });

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the quote screens at ${width} px in the ${mode} theme`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      const owner = newAccount();
      await registerByApi(page, owner);
      await loginByForm(page, owner);
      const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('verkstan.token'))}` };
      await page.request.put('/api/company', { headers, data: { ...COMPLETE_COMPANY, ...uniqueOrgNumber() } });
      const email = `kund-${Date.now()}@gard.se`;
      const customer = await (
        await page.request.post('/api/customers', { headers, data: { name: 'Lisa Lantbrukare', email } })
      ).json();
      const items = [
        { description: 'Byte av kopplingslamell och tryckplatta', quantity: 1, price: 4000, unit: 'st' },
        { description: 'Arbete', quantity: 6, price: 850, unit: 'h' },
        { description: 'Byte av svänghjulslager', quantity: 1, price: 800, optional: true },
      ];
      const quote = await (
        await page.request.post('/api/quotes', {
          headers,
          data: { customerId: customer.id, priceType: 'approximate', terms: 'Betalning 30 dagar netto.', items },
        })
      ).json();
      await page.request.post(`/api/quotes/${quote.id}/send`, { headers, data: {} });
      const link = await quoteLinkTo(email);

      // The customer's page, before answering.
      const phone = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await phone.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      const customerPage = await phone.newPage();
      await customerPage.goto(link);
      await expect(customerPage.getByRole('button', { name: 'Godkänn' })).toBeVisible();
      await customerPage.getByRole('checkbox').first().check();
      await shot(customerPage, 'link', width, mode);
      expect(await seriousViolations(customerPage)).toEqual([]);

      await page.goto('/quotes');
      await expect(page.getByRole('heading', { name: 'Offerter' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'list', width, mode);
      await page.getByRole('button', { name: 'Ny offert' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Ny offert' })).toBeVisible();
      await page.getByRole('radio', { name: /Löpande räkning/ }).check();
      await shot(page, 'form', width, mode);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto(`/quotes/${quote.id}`);
      await expect(page.getByText('Öppnad', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Skicka' }).click();
      await expect(page.getByRole('dialog', { name: /Skicka offert/ })).toBeVisible();
      await shot(page, 'send', width, mode);
      await page.keyboard.press('Escape');

      // Accepted by the customer: the evidence on the quote's page, the answered link.
      await customerPage.getByLabel('Ditt namn').fill('Lisa Lantbrukare');
      await customerPage.getByRole('button', { name: 'Godkänn' }).click();
      await expect(customerPage.getByText(/Godkänd av Lisa Lantbrukare/)).toBeVisible();
      await shot(customerPage, 'link-answered', width, mode);
      await page.goto(`/quotes/${quote.id}`);
      await expect(page.getByText('Godkänd', { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'page', width, mode);
      expect(await seriousViolations(page)).toEqual([]);

      // A withdrawn link.
      const other = await (
        await page.request.post('/api/quotes', {
          headers,
          data: { customerId: customer.id, priceType: 'fixed', items: items.slice(0, 1) },
        })
      ).json();
      await page.request.post(`/api/quotes/${other.id}/send`, { headers, data: {} });
      await page.request.post(`/api/quotes/${other.id}/withdraw`, { headers });
      await customerPage.goto(`/q/${'x'.repeat(43)}`);
      await expect(customerPage.getByText(/Länken är okänd/)).toBeVisible();
      await shot(customerPage, 'link-unknown', width, mode);
      await phone.close();

      // The dashboard's card and a work order's card.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Offerter' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'dashboard', width, mode);
      const job = await (
        await page.request.post('/api/workorders', {
          headers,
          data: {
            title: 'Koppling slirar',
            customerId: customer.id,
            vehicleCategory: 'Traktor',
            workCategory: 'Reparation',
          },
        })
      ).json();
      await page.request.post(`/api/workorders/${job.id}/contact-attempts`, {
        headers,
        data: { channel: 'phone', note: 'Inget svar, lämnade meddelande' },
      });
      await page.goto(`/WorkOrders/${job.id}`);
      await expect(page.getByRole('button', { name: 'Föreslå tilläggsarbete' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'work-order', width, mode);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Föreslå tilläggsarbete' }).click();
      await expect(page.getByRole('dialog', { name: 'Föreslå tilläggsarbete' })).toBeVisible();
      await shot(page, 'extra-work', width, mode);
    });
  }
}
