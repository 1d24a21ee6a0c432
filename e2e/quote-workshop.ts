import type { Page } from '@playwright/test';
import { COMPLETE_COMPANY, expect, loginByForm, newAccount, registerByApi, uniqueOrgNumber } from './fixtures';

/** The customer's mobile number as typed, and as the SMS service gets it (E.164). */
export const CUSTOMER_PHONE = { typed: '070-123 45 67', e164: '+46701234567' };

/**
 * A signed-in owner of a workshop with complete details and a consumer customer (no org or VAT number)
 * with an e-mail address and a mobile number.
 */
export async function workshopWithCustomer(page: Page, email: string) {
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('verkstan.token'))}` };
  // A call to the API as the owner that must succeed; its JSON.
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const response = await page.request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : response.json();
  };
  await call('put', '/api/company', { ...COMPLETE_COMPANY, name: 'Ekbergs Lantmekaniska AB', ...uniqueOrgNumber() });
  const customer = await call('post', '/api/customers', {
    name: 'Lisa Lantbrukare',
    email,
    phone: CUSTOMER_PHONE.typed,
  });
  return { headers, customerId: customer.id as string, call };
}

/** Draws a stroke on the signature pad with the pointer. */
export async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /Signera här/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 === 0 ? -25 : 25));
  await page.mouse.up();
}
