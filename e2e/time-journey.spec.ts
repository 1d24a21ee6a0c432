import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginByForm, newAccount, registerByApi, test } from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

test('a mechanic times a job and adds travel and mileage; the office bills it at its rates, and the billed time is locked', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };

  // The office sets its prices under the company settings.
  await page.goto('/profile');
  const prices = page.getByRole('list', { name: 'Priser' });
  await expect(page.getByText('Sätt ert timpris')).toBeVisible();
  await page.getByRole('button', { name: 'Ändra Verkstadstimme' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pris exkl. moms').fill('850');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(prices).toContainText('850,00 kr/h');
  await page.getByRole('button', { name: 'Nytt pris' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Namn').fill('Milersättning');
  await dialog.getByLabel('Enhet').click();
  await page.getByRole('option', { name: 'per kilometer' }).click();
  await dialog.getByLabel('Pris exkl. moms').fill('12,50');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(prices).toContainText('12,50 kr/km');

  // A mechanic with a job.
  const invited = await page.request.post('/api/team/invitations', { headers, data: { email: `tid-${Date.now()}@verkstad.se`, role: 'mechanic' } });
  const token = new URL((await invited.json()).link).pathname.split('/').at(-1);
  const accepted = await page.request.post(`/api/auth/invitations/${token}/accept`, {
    data: { firstName: 'Nils', lastName: 'Berg', password: 'nils-lösen-123' },
  });
  const mechanicId = (await accepted.json()).user.id;
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: { title: 'Byte av hydraulpump', customerNumber: 'K-7', vehicleCategory: 'Hjullastare', workCategory: 'Reparation', assigneeIds: [mechanicId] },
    })
  ).json();

  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
  const mechanic = await phone.newPage();
  await loginByForm(mechanic, { email: (await invited.json()).email, password: 'nils-lösen-123' }, /\/my-jobs$/);
  await mechanic.getByRole('link', { name: /Byte av hydraulpump/ }).click();
  await mechanic.getByRole('button', { name: 'Starta' }).click();
  const bar = mechanic.getByRole('status', { name: 'Timer' });
  await expect(bar).toContainText(job.workOrderNumber);
  await expect(mechanic.getByRole('button', { name: /^Stoppa 0:0\d/ })).toBeVisible();
  await mechanic.screenshot({ path: 'test-results/screenshots/work-order-timer-375-light.png', fullPage: true });
  await bar.getByRole('button', { name: 'Stoppa' }).click();
  await expect(bar).toHaveCount(0);
  const entries = mechanic.getByRole('list', { name: 'Registrerad tid' });
  await expect(entries).toContainText('0,25 h');

  await mechanic.getByRole('button', { name: 'Registrera tid eller körsträcka' }).click();
  await mechanic.getByLabel('Timmar').fill('1,5');
  await mechanic.getByLabel('Anteckning').fill('Restid');
  await mechanic.getByRole('button', { name: 'Spara' }).click();
  await expect(entries).toContainText('1,5 h');
  await mechanic.getByRole('button', { name: 'Registrera tid eller körsträcka' }).click();
  await mechanic.getByRole('dialog').getByRole('combobox', { name: /^Pris/ }).click();
  await mechanic.getByRole('option', { name: /Milersättning/ }).click();
  await mechanic.getByLabel('Kilometer').fill('84');
  await mechanic.getByRole('button', { name: 'Spara' }).click();
  await expect(entries).toContainText('84 km');
  const results = await new AxeBuilder({ page: mechanic }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual(
    [],
  );

  // The office finishes and bills the job: the time comes as lines at the workshop's rates.
  await page.request.put(`/api/workorders/${job.id}`, {
    headers,
    data: { title: job.title, customerNumber: 'K-7', vehicleCategory: 'Hjullastare', workCategory: 'Reparation', status: 'Klar' },
  });
  await page.goto(`/WorkOrders/${job.id}`);
  await page.getByRole('button', { name: 'Skapa faktura' }).click();
  dialog = page.getByRole('dialog');
  const descriptions = dialog.getByLabel(/^Beskrivning/);
  await expect(descriptions).toHaveCount(2);
  await expect(descriptions.nth(0)).toHaveValue('Arbete: Verkstadstimme');
  await expect(dialog.getByLabel('Antal').nth(0)).toHaveValue('1,75');
  await expect(dialog.getByLabel('À-pris (kr)').nth(0)).toHaveValue('850,00');
  await expect(descriptions.nth(1)).toHaveValue('Milersättning');
  await expect(dialog.getByLabel('Antal').nth(1)).toHaveValue('84');
  await dialog.getByLabel('Kundens namn').fill('Åkeri Nord AB');
  await dialog.getByLabel('Kundens e-post').fill('ekonomi@akerinord.se');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Fakturan har skapats.')).toBeVisible();

  // Billed: the mechanic can no longer change it.
  await mechanic.reload();
  await expect(entries.getByText('Fakturerad')).toHaveCount(3);
  await expect(entries.getByRole('button', { name: /Ändra/ })).toHaveCount(0);
  const own = (
    await (await mechanic.request.get(`/api/time?workOrderId=${job.id}`, { headers: { authorization: `Bearer ${await tokenOf(mechanic)}` } })).json()
  )[0];
  const refused = await mechanic.request.put(`/api/time/${own.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(mechanic)}` },
    data: { workOrderId: job.id, date: own.date, hours: 3 },
  });
  expect(refused.status()).toBe(409);
  await mechanic.screenshot({ path: 'test-results/screenshots/work-order-time-375-light.png', fullPage: true });
  await phone.close();
});
