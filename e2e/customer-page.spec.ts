import { phonePhoto, pngOf } from '../src/server/test/images';
import { seriousViolations, untilSettled } from './axe';
import { COMPLETE_COMPANY, expect, test, uniqueOrgNumber } from './fixtures';

// Issue 46 (QUOTES.md decision 9; FIELD.md decisions 1 and 5): the office makes the customer's page
// link, the customer opens it on a 375 px phone and sees their job with the photo marked for them
// (not the hidden one), who signed for the work, the quote to answer and the invoice with its OCR.
test('the customer’s page: made by the office, read on a phone', async ({ loggedIn: office, browser }) => {
  test.setTimeout(180_000);
  const token = await office.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', url: string, data: unknown) => {
    const response = await office.request[method](url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  await call('put', '/api/company', { ...COMPLETE_COMPANY, ...uniqueOrgNumber() });
  const customer = await call('post', '/api/customers', { name: 'Karin Lund Lantbruk', email: 'karin@lund.se' });
  const machine = await call('post', '/api/machines', {
    customerId: customer.id,
    category: 'Traktor',
    make: 'Valtra',
    model: 'N175',
    registrationNumber: 'KLT123',
  });
  const job = await call('post', '/api/workorders', {
    title: 'Byte av hydraulslang',
    customerId: customer.id,
    machineId: machine.id,
    vehicleCategory: 'Traktor',
    workCategory: 'Reparation',
    status: 'Klar',
  });
  const upload = async (color: string, caption: string, customerVisible: boolean) => {
    const response = await office.request.post('/api/files', {
      headers,
      multipart: {
        entity: 'workOrder',
        entityId: job.id,
        caption,
        customerVisible: String(customerVisible),
        file: { name: `${color.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer: await phonePhoto(color) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await upload('#884422', 'Sprucken slang vid bomcylindern', true);
  await upload('#224488', 'Verkstadens egen anteckning', false);
  await call('post', `/api/workorders/${job.id}/signature`, {
    name: 'Karin Lund',
    image: `data:image/png;base64,${(await pngOf(300, 120)).toString('base64')}`,
  });
  const invoice = await call('post', '/api/invoice', {
    customerId: customer.id,
    customerName: 'Karin Lund Lantbruk',
    customerEmail: 'karin@lund.se',
    workOrderId: job.id,
    items: [{ description: 'Byte av hydraulslang', quantity: 3, price: 850 }],
  });
  const quote = await call('post', '/api/quotes', {
    customerId: customer.id,
    machineId: machine.id,
    priceType: 'fixed',
    items: [{ description: 'Service 1 000 h', quantity: 4, unit: 'h', price: 850 }],
  });
  await call('post', `/api/quotes/${quote.id}/send`, {});

  // The office makes the link on the customer's page and copies it.
  await office.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.goto(`/customers/${customer.id}`);
  const card = office.locator('section').filter({ has: office.getByRole('heading', { name: 'Kundsida' }) });
  await card.getByRole('button', { name: 'Skapa länk till kundsidan' }).click();
  const field = card.getByLabel('Länk till kundsidan');
  await expect(field).toHaveValue(/\/k\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await card.getByRole('button', { name: 'Kopiera länk' }).click();
  await expect(card.getByText('Länken är kopierad.')).toBeVisible();
  expect(await office.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const path = new URL(link).pathname;

  // The customer, on a phone, without an account.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const customerPage = await phone.newPage();
  const answer = await customerPage.goto(path);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(customerPage.getByRole('heading', { level: 1, name: COMPLETE_COMPANY.name })).toBeVisible();
  await expect(customerPage.getByRole('heading', { name: 'Kundsida för Karin Lund Lantbruk' })).toBeVisible();
  const jobs = customerPage.getByRole('list', { name: 'Arbeten' });
  await expect(jobs.getByText('Byte av hydraulslang')).toBeVisible();
  await expect(jobs.getByText('Klar', { exact: true })).toBeVisible();
  await expect(jobs.getByText(/^Arbetet godkänt av Karin Lund \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  const photos = customerPage.getByRole('list', { name: 'Bilder, Byte av hydraulslang' });
  await expect(photos.getByRole('img')).toHaveCount(1);
  await expect(photos.getByRole('img', { name: 'Sprucken slang vid bomcylindern' })).toBeVisible();
  await expect
    .poll(() => photos.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(customerPage.getByText('Verkstadens egen anteckning')).toHaveCount(0);
  const invoices = customerPage.getByRole('list', { name: 'Fakturor' });
  await expect(invoices.getByText(`Faktura ${invoice.invoiceNumber}`, { exact: true })).toBeVisible();
  await expect(invoices.getByText(`OCR ${invoice.ocr}`)).toBeVisible();
  await expect(invoices.getByText('Obetald')).toBeVisible();
  // The sum the PDF asks for, rounded to whole kronor: an unpaid invoice owes no odd öre beside it.
  await expect(invoices).not.toContainText('Kvar att betala');
  await expect(invoices.getByRole('link', { name: `Faktura ${invoice.invoiceNumber} (PDF)` })).toBeVisible();
  await expect(customerPage.getByRole('link', { name: `Läs och svara på offert ${quote.number}` })).toBeVisible();

  for (const width of [375, 1280]) {
    await customerPage.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const mode of ['light', 'dark'] as const) {
      await customerPage.emulateMedia({ colorScheme: mode });
      await customerPage.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
      await customerPage.reload();
      await expect(photos.getByRole('img')).toHaveCount(1);
      await expect
        .poll(() => photos.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await untilSettled(customerPage);
      expect(await seriousViolations(customerPage), `${width} px, ${mode}`).toEqual([]);
      await customerPage.screenshot({ path: `test-results/customer-page-${width}-${mode}.png`, fullPage: true });
    }
  }

  // Back at the office: the card says the link works, since when and that the customer has opened it
  // (a time, no longer *Inte ännu*), and never shows the link again.
  for (const width of [375, 1280]) {
    await office.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const mode of ['light', 'dark'] as const) {
      await office.emulateMedia({ colorScheme: mode });
      await office.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
      await office.reload();
      await expect(card.getByText('Kunden har en fungerande länk')).toBeVisible();
      await expect(card.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toHaveCount(2);
      await expect(card.getByLabel('Länk till kundsidan')).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await untilSettled(office);
      expect(await seriousViolations(office), `the card, ${width} px, ${mode}`).toEqual([]);
      await card.screenshot({ path: `test-results/customer-page-card-${width}-${mode}.png` });
    }
  }

  // Closed by the office: the customer is told in words, as for a link that never was.
  await card.getByRole('button', { name: 'Stäng länken' }).click();
  await expect(card.getByText('Länken är stängd', { exact: true })).toBeVisible();
  await expect(card.getByText('Länken till kundsidan är stängd. Den slutar fungera direkt.')).toBeVisible();
  await customerPage.reload();
  const closed = 'Länken fungerar inte. Den kan ha ersatts av en ny – be verkstaden om en ny länk.';
  await expect(customerPage.getByRole('alert')).toHaveText(closed);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Kundsida' })).toBeVisible();
  await customerPage.goto(`/k/${'A'.repeat(43)}`);
  await expect(customerPage.getByRole('alert')).toHaveText(closed);
  expect(await seriousViolations(customerPage)).toEqual([]);
  await customerPage.screenshot({ path: 'test-results/customer-page-closed-375-dark.png' });
  await phone.close();
});
