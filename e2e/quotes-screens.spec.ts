import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { quoteLinkTo } from './quote-mail';
import { workshopWithCustomer } from './quote-workshop';

// The quote screens (QUOTES.md) at a phone's and a desktop's width, light and dark: each looked at
// (test-results/screenshots/quotes-*) and checked with axe-core.

const shot = (page: Page, name: string, width: number, mode: string) =>
  page.screenshot({ path: `test-results/screenshots/quotes-${name}-${width}-${mode}.png`, fullPage: true });

/** The screen, photographed and clean of serious accessibility problems (in `selector` when given). */
async function looked(page: Page, name: string, width: number, mode: string, selector?: string) {
  expect(await seriousViolations(page, selector)).toEqual([]);
  await shot(page, name, width, mode);
}

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the quote screens at ${width} px in the ${mode} theme`, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const viewport = { width, height: width === 375 ? 812 : 900 };
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      const email = `kund-${Date.now()}@gard.se`;
      const { call, customerId } = await workshopWithCustomer(page, email);
      const items = [
        { description: 'Byte av kopplingslamell och tryckplatta', quantity: 1, price: 4000, unit: 'st' },
        { description: 'Arbete', quantity: 6, price: 850, unit: 'h' },
        { description: 'Byte av svänghjulslager', quantity: 1, price: 800, optional: true },
      ];
      const quote = await call('post', '/api/quotes', {
        customerId,
        priceType: 'approximate',
        terms: 'Betalning 30 dagar netto.',
        items,
      });
      await call('post', `/api/quotes/${quote.id}/send`, {});
      const link = await quoteLinkTo(email, `Offert ${quote.number} `);

      // The customer's page, before answering.
      const phone = await browser.newContext({ viewport, locale: 'sv-SE' });
      await phone.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      const customerPage = await phone.newPage();
      await customerPage.goto(link);
      await expect(customerPage.getByRole('button', { name: 'Godkänn' })).toBeVisible();
      await customerPage.getByRole('checkbox').first().check();
      await looked(customerPage, 'link', width, mode);

      await page.goto('/quotes');
      await expect(page.getByRole('heading', { name: 'Offerter' })).toBeVisible();
      await expect(page.getByText('Lisa Lantbrukare').first()).toBeVisible();
      await looked(page, 'list', width, mode);
      await page.getByRole('button', { name: 'Ny offert' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Ny offert' })).toBeVisible();
      await page.getByRole('radio', { name: /Löpande räkning/ }).check();
      await looked(page, 'form', width, mode, '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.goto(`/quotes/${quote.id}`);
      await expect(page.getByText('Öppnad', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Skicka' }).click();
      await expect(page.getByRole('dialog', { name: /Skicka offert/ })).toBeVisible();
      await looked(page, 'send', width, mode, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Fler åtgärder' }).click();
      await page.getByRole('menuitem', { name: 'Registrera godkännande' }).click();
      await expect(page.getByRole('dialog', { name: /Registrera godkännande/ })).toBeVisible();
      await looked(page, 'phone-approval', width, mode, '[role="dialog"]');
      await page.keyboard.press('Escape');

      // Accepted by the customer: the evidence on the quote's page, the answered link.
      await customerPage.getByLabel('Ditt namn').fill('Lisa Lantbrukare');
      await customerPage.getByRole('button', { name: 'Godkänn' }).click();
      await expect(customerPage.getByText(/Godkänd av Lisa Lantbrukare/)).toBeVisible();
      await looked(customerPage, 'link-answered', width, mode);
      await page.goto(`/quotes/${quote.id}`);
      await expect(page.getByText('Godkänd', { exact: true })).toBeVisible();
      await looked(page, 'page', width, mode);

      // A withdrawn link, and one that is unknown.
      const other = await call('post', '/api/quotes', { customerId, priceType: 'fixed', items: items.slice(0, 1) });
      await call('post', `/api/quotes/${other.id}/send`, {});
      const otherLink = await quoteLinkTo(email, `Offert ${other.number} `);
      await call('post', `/api/quotes/${other.id}/withdraw`);
      await customerPage.goto(otherLink);
      await expect(customerPage.getByText('Verkstaden har återkallat offerten.')).toBeVisible();
      await looked(customerPage, 'link-withdrawn', width, mode);
      await customerPage.goto(`/q/${'x'.repeat(43)}`);
      await expect(customerPage.getByText(/Länken är okänd/)).toBeVisible();
      await shot(customerPage, 'link-unknown', width, mode);
      await phone.close();

      // The dashboard's card, and the job the acceptance made, with its approved amount and an attempt to reach the customer.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Offerter' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'dashboard', width, mode);
      const [job] = await call('get', `/api/workorders?customerId=${customerId}&limit=5`);
      await call('post', `/api/workorders/${job.id}/contact-attempts`, {
        channel: 'phone',
        note: 'Inget svar, lämnade meddelande',
      });
      await page.goto(`/WorkOrders/${job.id}`);
      await expect(page.getByRole('button', { name: 'Föreslå tilläggsarbete' })).toBeVisible();
      await expect(page.getByLabel('Godkänt belopp')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await looked(page, 'work-order', width, mode);
      await page.getByRole('button', { name: 'Föreslå tilläggsarbete' }).click();
      await expect(page.getByRole('dialog', { name: 'Föreslå tilläggsarbete' })).toBeVisible();
      await looked(page, 'extra-work', width, mode, '[role="dialog"]');
    });
  }
}
