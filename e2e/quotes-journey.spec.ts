import type { Page } from '@playwright/test';
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
