import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { quoteLinkTo } from './quote-mail';
import { COMPLETE_COMPANY, expect, loginByForm, newAccount, registerByApi, test, uniqueOrgNumber } from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

/** A workshop with complete details and a consumer customer (no org or VAT number) with an e-mail address. */
async function workshopWithCustomer(page: Page, email: string) {
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await page.request.put('/api/company', {
    headers,
    data: { ...COMPLETE_COMPANY, name: 'Ekbergs Lantmekaniska AB', ...uniqueOrgNumber() },
  });
  const customer = await (
    await page.request.post('/api/customers', { headers, data: { name: 'Lisa Lantbrukare', email } })
  ).json();
  return { headers, customerId: customer.id as string };
}

/** Draws a stroke on the signature pad with the pointer. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: /Signera här/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 === 0 ? -25 : 25));
  await page.mouse.up();
}

test('the office writes a quote with an optional line and sends it; the customer picks the line, signs on a phone and accepts; the quote reads Godkänd with its evidence', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `lisa-${Date.now()}@gard.se`;
  await workshopWithCustomer(page, email);

  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: 'Offerter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ny offert' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ny offert' });
  await dialog.getByRole('combobox', { name: 'Kund' }).fill('Lisa');
  await page.getByRole('option', { name: /Lisa Lantbrukare/ }).click();
  await dialog.getByRole('radio', { name: /Ungefärligt pris/ }).check();
  await expect(dialog.getByText(/högst 15 % högre/)).toBeVisible();
  await dialog.getByLabel('Beskrivning rad 1').fill('Byte av kopplingslamell');
  await dialog.getByLabel('À-pris (kr)').first().fill('4000');
  await dialog.getByRole('button', { name: 'Lägg till rad' }).click();
  await dialog.getByLabel('Beskrivning rad 2').fill('Byte av svänghjulslager');
  await dialog.getByLabel('À-pris (kr)').nth(1).fill('800');
  await dialog.getByLabel('Tillval (rad 2)').check();
  // 4 000 kr + 25 % moms; with the optional line 4 800 kr + moms.
  await expect(dialog.getByLabel('Summa')).toContainText('5 000,00');
  await expect(dialog.getByLabel('Summa')).toContainText('6 000,00');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Spara' }).click();

  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Offert \d+$/ })).toBeVisible();
  await expect(page.getByText('Utkast', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka' }).click();
  const send = page.getByRole('dialog', { name: /Skicka offert/ });
  await expect(send.getByLabel('Till')).toHaveValue(email);
  await send.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Skickad', { exact: true })).toBeVisible();
  const quoteUrl = page.url();

  const link = await quoteLinkTo(email);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, locale: 'sv-SE' });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { level: 1, name: 'Ekbergs Lantmekaniska AB' })).toBeVisible();
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(customer.getByLabel('Summa')).toContainText('5 000,00');
  await customer.getByRole('checkbox', { name: /Byte av svänghjulslager/ }).check();
  await expect(customer.getByLabel('Summa')).toContainText('6 000,00');
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.getByLabel('Ditt namn').fill('Lisa Lantbrukare');
  await sign(customer);
  await expect(customer.getByRole('button', { name: 'Rensa' })).toBeEnabled();
  await customer.getByRole('button', { name: 'Godkänn' }).click();
  await expect(customer.getByText('Tack! Offerten är godkänd.')).toBeVisible();
  await expect(customer.getByText(/Godkänd av Lisa Lantbrukare/)).toBeVisible();
  await phone.close();

  await page.goto(quoteUrl);
  await expect(page.getByText('Godkänd', { exact: true })).toBeVisible();
  const evidence = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Godkännande' }) });
  await expect(evidence).toContainText('Lisa Lantbrukare');
  await expect(evidence).toContainText('Kundens länk');
  await expect(evidence).toContainText('Ja, med signatur');
  await expect(evidence).toContainText('Byte av svänghjulslager');
  await expect(evidence).toContainText('6 000,00');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a withdrawn link says so in Swedish', async ({ page }) => {
  const email = `ake-${Date.now()}@gard.se`;
  const { headers, customerId } = await workshopWithCustomer(page, email);
  const quote = await (
    await page.request.post('/api/quotes', {
      headers,
      data: { customerId, priceType: 'fixed', items: [{ description: 'Service', quantity: 1, price: 2000 }] },
    })
  ).json();
  expect((await page.request.post(`/api/quotes/${quote.id}/send`, { headers, data: {} })).status()).toBe(200);
  const link = await quoteLinkTo(email);
  await page.request.post(`/api/quotes/${quote.id}/withdraw`, { headers });
  await page.goto(link);
  await expect(page.getByText('Verkstaden har återkallat offerten.')).toBeVisible();
});
