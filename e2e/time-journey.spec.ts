import type { Page } from '@playwright/test';
import { expect, loginByForm, newAccount, registerByApi, test, uniqueOrgNumber } from './fixtures';
import { seriousViolations } from './axe';
import { attachmentsInMailTo } from './mail';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

test('a mechanic checks in, times a job and adds travel and mileage; the office bills it at its rates, sees the mechanic in the inspection view and corrects a forgotten check-out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };

  // The office sets its prices under the settings.
  await page.goto('/settings/rates');
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
  const invited = await page.request.post('/api/team/invitations', {
    headers,
    data: { email: `tid-${Date.now()}@verkstad.se`, role: 'mechanic' },
  });
  const token = new URL((await invited.json()).link).pathname.split('/').at(-1);
  const accepted = await page.request.post(`/api/auth/invitations/${token}/accept`, {
    data: { firstName: 'Nils', lastName: 'Berg', password: 'nils-lösen-123' },
  });
  const mechanicId = (await accepted.json()).user.id;
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Byte av hydraulpump',
        customerNumber: 'K-7',
        vehicleCategory: 'Hjullastare',
        workCategory: 'Reparation',
        assigneeIds: [mechanicId],
      },
    })
  ).json();

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const mechanic = await phone.newPage();
  await loginByForm(mechanic, { email: (await invited.json()).email, password: 'nils-lösen-123' }, /\/my-jobs$/);

  // Stämpla in on the start page: the ledger asks for the personnummer right there (issue 44: it was
  // seven taps away in the profile), then takes the server's time.
  await mechanic.getByRole('button', { name: 'Stämpla in' }).click();
  await mechanic.getByLabel('Ditt personnummer').fill('811218-9875');
  await mechanic.getByRole('button', { name: 'Spara och stämpla in' }).click();
  await expect(mechanic.getByText('Ange ett giltigt personnummer, ÅÅMMDD-NNNN eller ÅÅÅÅMMDD-NNNN.')).toBeVisible();
  await mechanic.getByLabel('Ditt personnummer').fill('811218-9876');
  await mechanic.getByRole('button', { name: 'Spara och stämpla in' }).click();
  await expect(mechanic.getByText(/^Instämplad sedan \d\d:\d\d$/)).toBeVisible();
  await mechanic.goto('/profile');
  await expect(mechanic.getByLabel('Personnummer')).toHaveValue('19811218-9876');
  await mechanic.goto('/my-jobs');
  await expect(mechanic.getByRole('button', { name: 'Stämpla ut' })).toBeVisible();
  await mechanic.screenshot({
    path: 'test-results/screenshots/my-jobs-checked-in-375-light.png',
    fullPage: true,
  });

  await mechanic.getByRole('link', { name: /Byte av hydraulpump/ }).click();
  await mechanic.getByRole('button', { name: 'Starta' }).click();
  const bar = mechanic.getByRole('status', { name: 'Timer' });
  await expect(bar).toContainText(job.workOrderNumber);
  await expect(mechanic.getByRole('button', { name: /^Stoppa 0:0\d/ })).toBeVisible();
  await mechanic.screenshot({
    path: 'test-results/screenshots/work-order-timer-375-light.png',
    fullPage: true,
  });
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
  expect(await seriousViolations(mechanic)).toEqual([]);

  // The office finishes and bills the job: the time comes as lines at the workshop's rates.
  await page.request.put(`/api/workorders/${job.id}`, {
    headers,
    data: {
      title: job.title,
      customerNumber: 'K-7',
      vehicleCategory: 'Hjullastare',
      workCategory: 'Reparation',
      status: 'Klar',
    },
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

  // Sending it: refused while the seller details are missing, then mailed with its PDF.
  await page.goto('/invoices');
  const invoiceNumber = (await (await page.request.get('/api/invoice?limit=1', { headers })).json())[0]
    .invoiceNumber as string;
  await page.getByRole('button', { name: `Skicka faktura ${invoiceNumber} med e-post` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Till')).toHaveValue('ekonomi@akerinord.se');
  const customerAddress = `kund-${Date.now()}@akerinord.se`;
  await dialog.getByLabel('Till').fill(customerAddress);
  await dialog.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(
    dialog.getByText(
      /^Fakturan kan inte skickas: organisationsnummer, momsregistreringsnummer, adress, bankgiro saknas/,
    ),
  ).toBeVisible();
  await page.request.put('/api/company', {
    headers,
    data: {
      name: 'Eks Maskinservice AB',
      ...uniqueOrgNumber(),
      fTax: true,
      street: 'Industrivägen 4',
      postalCode: '24138',
      city: 'Eslöv',
      bankgiro: '50501055',
      email: 'faktura@eks.se',
      paymentTermsDays: 30,
    },
  });
  await dialog.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(page.getByText(`Faktura ${invoiceNumber} skickas till ${customerAddress}.`)).toBeVisible();
  expect(await attachmentsInMailTo(customerAddress)).toEqual([`faktura-${invoiceNumber}.pdf application/pdf`]);
  await expect(page.getByText(/^Skickad \d{4}-\d\d-\d\d$/).first()).toBeVisible();

  // Paid in two parts: the balance shows after the first, the invoice reads paid after the second.
  await page.getByRole('button', { name: `Registrera betalning på faktura ${invoiceNumber}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Belopp').fill('1000');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(`Betalningen på faktura ${invoiceNumber} är registrerad.`)).toBeVisible();
  await expect(page.getByText(/^Kvar att betala /).first()).toBeVisible();
  await page.getByRole('button', { name: `Registrera betalning på faktura ${invoiceNumber}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Belopp')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(/^Kvar att betala /)).toHaveCount(0);
  const paidInvoice = (await (await page.request.get('/api/invoice?limit=1', { headers })).json())[0];
  expect(paidInvoice).toMatchObject({ status: 'paid', balance: 0 });

  // Billed: the mechanic can no longer change it.
  await mechanic.reload();
  await expect(entries.getByText('Fakturerad')).toHaveCount(3);
  await expect(entries.getByRole('button', { name: /Ändra/ })).toHaveCount(0);
  const own = (
    await (
      await mechanic.request.get(`/api/time?workOrderId=${job.id}`, {
        headers: { authorization: `Bearer ${await tokenOf(mechanic)}` },
      })
    ).json()
  )[0];
  const refused = await mechanic.request.put(`/api/time/${own.id}`, {
    headers: { authorization: `Bearer ${await tokenOf(mechanic)}` },
    data: { workOrderId: job.id, date: own.date, hours: 3 },
  });
  expect(refused.status()).toBe(409);
  await mechanic.screenshot({
    path: 'test-results/screenshots/work-order-time-375-light.png',
    fullPage: true,
  });

  // The inspection view, one tap from the start page, shows the mechanic checked in with personnummer.
  await mechanic.goto('/my-jobs');
  await mechanic.getByRole('link', { name: 'Kontrollvy' }).first().click();
  await expect(mechanic.getByRole('heading', { name: 'Kontrollvy' })).toBeVisible();
  const inNow = mechanic.getByRole('list', { name: 'Instämplade nu' });
  await expect(inNow).toContainText('Nils Berg');
  await expect(inNow).toContainText('19811218-9876');
  await mechanic.screenshot({
    path: 'test-results/screenshots/staff-ledger-mechanic-375-light.png',
    fullPage: true,
  });
  await phone.close();

  // The mechanic goes home without checking out: the office corrects the shift, and the original stays.
  await page.goto('/staff-ledger');
  await expect(page.getByRole('list', { name: 'Instämplade nu' })).toContainText('Nils Berg');
  const swedish = (at: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Stockholm',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  };
  const began = swedish(new Date(Date.now() - 2 * 3_600_000));
  const ended = swedish(new Date());
  await page.getByRole('button', { name: 'Rätta passet för Nils Berg' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Ange varför tiden rättas.')).toBeVisible();
  await dialog.getByLabel('Instämplad, datum').fill(began.date);
  await dialog.getByLabel('Klockslag').nth(0).fill(began.time);
  await dialog.getByLabel('Utstämplad, datum').fill(ended.date);
  await dialog.getByLabel('Klockslag').nth(1).fill(ended.time);
  await dialog.getByLabel('Orsak').fill('Glömde stämpla ut');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Passet för Nils Berg är rättat.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Instämplade nu' })).toHaveCount(0);
  // The corrected shift began on its new check-in's day (the day before, just after midnight).
  await page.getByRole('textbox', { name: 'Dag' }).fill(began.date);
  const corrections = page.getByRole('list', { name: 'Rättelser för Nils Berg' });
  // A time on another day than the shift's is shown with its date (a shift across midnight, run just after it).
  await expect(corrections).toContainText(new RegExp(`Stämplade ut saknades → (\\d{4}-\\d\\d-\\d\\d )?${ended.time}`));
  await expect(corrections).toContainText(/Stämplade in (\d{4}-\d\d-\d\d )?\d\d:\d\d → /);
  await expect(corrections).toContainText('Orsak: Glömde stämpla ut');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screenshots/staff-ledger-corrected-1280-light.png',
    fullPage: true,
  });

  // The time report: the mechanic's week beside the shift.
  await page.goto('/time-report');
  const nils = page
    .getByRole('region', { name: 'Nils Berg' })
    .or(page.locator('section', { hasText: 'Nils Berg' }))
    .first();
  await expect(nils).toContainText('Debiterbar tid');
  await expect(nils.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/time-report-1280-light.png', fullPage: true });
});
