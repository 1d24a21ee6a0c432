import { expect, test, uniqueOrgNumber } from './fixtures';

test('a new workshop is told what invoicing needs, step by step, until it is all there', async ({ loggedIn: page }) => {
  const steps = page.getByRole('list', { name: 'Kom igång' });
  await expect(steps).toBeVisible();
  await expect(page.getByText('0 av 3 klara')).toBeVisible();
  await expect(steps).toContainText('Fakturan behöver organisationsnummer, momsregistreringsnummer, adress, bankgiro.');

  // The first step leads to where the company's details are kept.
  await steps.getByRole('link', { name: 'Till företagsuppgifterna' }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);

  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const company = {
    name: 'Eks Maskinservice AB',
    ...uniqueOrgNumber(),
    street: 'Industrivägen 4',
    postalCode: '24138',
    city: 'Eslöv',
    bankgiro: '50501055',
  };
  expect((await page.request.put('/api/company', { headers, data: company })).status()).toBe(200);
  const customer = await (
    await page.request.post('/api/customers', { headers, data: { name: 'Åkeri Nord AB' } })
  ).json();
  await page.goto('/dashboard');
  await expect(page.getByText('2 av 3 klara')).toBeVisible();
  await expect(steps.getByRole('link')).toHaveCount(1);

  await page.request.post('/api/workorders', {
    headers,
    data: { title: 'Service', customerId: customer.id, vehicleCategory: 'Traktor', workCategory: 'Service' },
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Totalt antal arbetsordrar')).toBeVisible();
  await expect(steps).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('verkstan.onboarded'))).not.toBeNull();
  // Done once, the dashboard no longer asks for the company details and a customer at every visit.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(company|customers)/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Senaste arbetsordrar')).toBeVisible();
  await expect(page.getByText('AO-', { exact: false }).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('a customer abroad is registered with its own postal code and VAT number, and its address names the country', async ({
  loggedIn: page,
}) => {
  await page.getByRole('banner').getByRole('link', { name: 'Kunder' }).click();
  await page.getByRole('button', { name: 'Ny kund' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Ny kund' });
  await dialog.getByLabel('Namn').fill('Budowa Sp. z o.o.');
  await dialog.getByLabel('Land').click();
  await page.getByRole('option', { name: 'Polen' }).click();
  await dialog.getByLabel('Momsregistreringsnummer').fill('PL5842708325');
  await dialog.getByLabel('Postnummer').fill('80-831');
  await dialog.getByLabel('Ort').fill('Gdańsk');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Kunden har lagts till.')).toBeVisible();
  await page.getByRole('link', { name: 'Budowa Sp. z o.o.' }).click();
  await expect(page.getByText('80-831 Gdańsk')).toBeVisible();
  await expect(page.getByText('POLEN')).toBeVisible();
  await expect(page.getByText('PL5842708325')).toBeVisible();
});
