import type { Browser } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { quoteLinkTo, quoteMailTo } from './quote-mail';
import { CUSTOMER_PHONE, sign, workshopWithCustomer } from './quote-workshop';
import { smsTo } from './sms';

// Issue 46 (QUOTES.md): the customer in the loop, from the quote to the invoice on the customer's page.

/** A 375 px phone without the app's session: the customer's. */
const customerPhone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, locale: 'sv-SE' });

test('a quote with an optional line at an approximate price: sent, signed on a phone, the job, extra work, the invoice held to 115 % and the customer’s page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `lisa-${Date.now()}@gard.se`;
  const { call, customerId } = await workshopWithCustomer(page, email);

  // The office writes the quote: a service at an approximate price, one line optional.
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

  // Sent by e-mail with the PDF and by SMS, both with the link.
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Offert \d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Offert ', '');
  await expect(page.getByText('Utkast', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka' }).click();
  const send = page.getByRole('dialog', { name: /Skicka offert/ });
  await expect(send.getByLabel('Till')).toHaveValue(email);
  await send.getByLabel('Skicka länken med sms också').check();
  await send.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Skickad', { exact: true })).toBeVisible();
  const quoteUrl = page.url();
  const mail = await quoteMailTo(email, `Offert ${number} `);
  expect(mail.attachments).toEqual([`offert-${number}.pdf application/pdf`]);
  expect(await smsTo(CUSTOMER_PHONE.e164)).toContain(mail.link);

  // The customer on a phone: picks the optional line, signs and accepts.
  const phone = await customerPhone(browser);
  const customer = await phone.newPage();
  await customer.goto(mail.link);
  await expect(customer.getByRole('heading', { level: 1, name: 'Ekbergs Lantmekaniska AB' })).toBeVisible();
  await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(customer.getByText(/Ungefärligt pris/).first()).toBeVisible();
  await expect(customer.getByLabel('Summa')).toContainText('5 000,00');
  await customer.getByRole('checkbox', { name: /Byte av svänghjulslager/ }).check();
  await expect(customer.getByLabel('Summa')).toContainText('6 000,00');
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.getByLabel('Ditt namn').fill('Lisa Lantbrukare');
  await sign(customer);
  await expect(customer.getByRole('button', { name: 'Rensa' })).toBeEnabled();
  await customer.getByRole('button', { name: 'Godkänn' }).click();
  await expect(customer.getByText('Tack! Offerten är godkänd.', { exact: false })).toBeVisible();
  await expect(customer.getByText(/Godkänd av Lisa Lantbrukare/)).toBeVisible();

  // The office sees the evidence, and the job the acceptance made, with the accepted lines.
  await page.goto(quoteUrl);
  await expect(page.getByText('Godkänd', { exact: true })).toBeVisible();
  const evidence = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Godkännande' }) });
  await expect(evidence).toContainText('Lisa Lantbrukare');
  await expect(evidence).toContainText('Kundens länk');
  await expect(evidence).toContainText('Ja, med signatur');
  await expect(evidence).toContainText('Byte av svänghjulslager');
  await expect(evidence).toContainText('6 000,00');
  expect(await seriousViolations(page)).toEqual([]);
  const [listed] = await call('get', `/api/workorders?customerId=${customerId}&limit=5`);
  const job = await call('get', `/api/workorders/${listed.id}`);
  expect(job).toMatchObject({ title: `Offert ${number}`, customerId, priceType: 'approximate', approvedAmount: 6000 });
  expect(job.materials).toEqual([
    expect.objectContaining({ name: 'Byte av kopplingslamell', quantity: 1, unitPrice: 4000 }),
    expect.objectContaining({ name: 'Byte av svänghjulslager', quantity: 1, unitPrice: 800 }),
  ]);
  // The quote and its job are linked both ways; the job shows the approved amount and the consumer's
  // +15 % at once, before any extra work.
  expect(await call('get', `/api/quotes/${quoteUrl.split('/').at(-1)}`)).toMatchObject({ workOrderId: job.id });
  await page.getByRole('link', { name: 'Till arbetsordern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Offert ${number}` })).toBeVisible();
  await expect(page.getByText('Byte av svänghjulslager').first()).toBeVisible();
  const approved = page.getByLabel('Godkänt belopp');
  await expect(approved).toContainText('6 000,00');
  await expect(approved).toContainText(/Högst \(\+15 %, konsumenttjänstlagen 36 §\)\s*6\s900,00/);
  await expect(page.getByRole('list', { name: 'Offerter för jobbet' })).toContainText(`Offert ${number}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The customer's page, made now, shows the job in progress.
  const { link: portalLink } = await call('post', `/api/customers/${customerId}/portal-link`);
  const portalPath = new URL(portalLink).pathname;
  await customer.goto(portalPath);
  const portalJobs = customer.getByRole('list', { name: 'Arbeten' });
  await expect(portalJobs.getByText(`Offert ${number}`)).toBeVisible();
  expect(await seriousViolations(customer)).toEqual([]);

  // The mechanic, on a phone, proposes extra work and logs more time than planned; the office sends it.
  const invitation = await call('post', '/api/team/invitations', {
    email: `mek-${Date.now()}@verkstad.se`,
    role: 'mechanic',
  });
  const joined = await call('post', `/api/auth/invitations/${invitation.link.split('/').at(-1)}/accept`, {
    firstName: 'Nils',
    lastName: 'Berg',
    password: 'nils-lösen-123',
  });
  const workshopPhone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE' });
  await workshopPhone.addInitScript((value) => localStorage.setItem('verkstan.token', value), joined.token);
  const mechanic = await workshopPhone.newPage();
  await mechanic.goto(`/WorkOrders/${job.id}`);
  // A cold phone loads the work order page's parts first: on a busy machine that took over 10 s.
  await expect(mechanic.getByRole('button', { name: 'Föreslå tilläggsarbete' })).toBeVisible({ timeout: 45_000 });
  // The mechanic sees the amounts but records no attempt to reach the customer (the office's, QUOTES.md).
  await expect(mechanic.getByLabel('Godkänt belopp')).toContainText(/6\s900,00/);
  await expect(mechanic.getByRole('button', { name: 'Kunden gick inte att nå' })).toHaveCount(0);
  await mechanic.getByRole('button', { name: 'Föreslå tilläggsarbete' }).click();
  const extraDialog = mechanic.getByRole('dialog', { name: 'Föreslå tilläggsarbete' });
  await extraDialog.getByLabel('Beskrivning rad 1').fill('Byte av urtrampningslager');
  await extraDialog.getByLabel('À-pris (kr)').first().fill('1000');
  await extraDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(mechanic).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  const extraHeading = mechanic.getByRole('heading', { level: 1, name: /^Tilläggsarbete, offert \d+$/ });
  await expect(extraHeading).toBeVisible();
  const extraNumber = (await extraHeading.textContent())!.replace('Tilläggsarbete, offert ', '');
  // Sending is the office's (QUOTES.md decision 7).
  await expect(mechanic.getByRole('button', { name: 'Skicka' })).toHaveCount(0);
  const extraUrl = mechanic.url();
  const rate = await call('post', '/api/rates', { name: 'Verkstadstimme', unit: 'h', price: 850 });
  const logged = await mechanic.request.post('/api/time', {
    headers: { authorization: `Bearer ${joined.token}` },
    data: { workOrderId: job.id, date: new Date().toISOString().slice(0, 10), hours: 3, rateId: rate.id },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await workshopPhone.close();

  await page.goto(extraUrl);
  await page.getByRole('button', { name: 'Skicka' }).click();
  await page
    .getByRole('dialog', { name: /Skicka offert/ })
    .getByRole('button', { name: 'Skicka' })
    .click();
  await expect(page.getByText('Skickad', { exact: true })).toBeVisible();

  // The customer approves the extra work by its own link.
  await customer.goto(await quoteLinkTo(email, `Tilläggsarbete ${extraNumber} `));
  await expect(customer.getByText('Byte av urtrampningslager')).toBeVisible();
  await customer.getByLabel('Ditt namn').fill('Lisa Lantbrukare');
  await customer.getByRole('button', { name: 'Godkänn' }).click();
  await expect(customer.getByText(/Godkänd av Lisa Lantbrukare/)).toBeVisible();

  // 6 000 + 1 250 approved; the job has used 7 250 + 3 h × 850 kr + moms = 10 437,50 kr, over 115 %.
  expect(await call('get', `/api/workorders/${job.id}`)).toMatchObject({ approvedAmount: 7250 });
  await page.goto(`/WorkOrders/${job.id}`);
  await expect(page.getByLabel('Godkänt belopp')).toContainText('7 250,00');
  await expect(page.getByLabel('Godkänt belopp')).toContainText(/8\s337,50/);
  await expect(page.getByText('Jobbet har gått över det kunden godkänt.', { exact: false })).toBeVisible();
  // A job from a quote without a machine has no vehicle category: its status still changes.
  await page.getByRole('button', { name: 'Markera som klar' }).click();
  await expect(page.getByText('Arbetsordern är klar.')).toBeVisible();
  await page.getByRole('button', { name: 'Skapa faktura' }).click();
  const invoice = page.getByRole('dialog', { name: 'Ny faktura' });
  await expect(invoice.getByText(/Fakturan får bli högst 8\s337,50\skr \(konsumenttjänstlagen 36\s§\)/)).toBeVisible();
  await expect(invoice.getByLabel('Kundens e-post')).toHaveValue(email);
  await invoice.getByRole('button', { name: 'Spara' }).click();
  await expect(invoice.getByText(/överstiger det godkända beloppet 7\s250,00\skr med mer än 15\s%/)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await invoice.getByLabel('Skäl').fill('Kunden godkände tre timmars extra arbete per telefon');
  await invoice.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Fakturan har skapats.')).toBeVisible();

  // The customer's page lists the invoice with its OCR, beside the job.
  const [billed] = await call('get', `/api/invoice?customerId=${customerId}`);
  expect(billed.total).toBe(10437.5);
  expect(billed.ocr).toMatch(/^\d+$/);
  await customer.goto(portalPath);
  await expect(portalJobs.getByText(`Offert ${number}`)).toBeVisible();
  const portalInvoices = customer.getByRole('list', { name: 'Fakturor' });
  await expect(portalInvoices.getByText(`Faktura ${billed.invoiceNumber}`, { exact: true })).toBeVisible();
  await expect(portalInvoices.getByText(`OCR ${billed.ocr}`)).toBeVisible();
  // The page shows what to pay: the total 10 437,50 rounded to whole kronor, as the invoice's PDF asks.
  await expect(portalInvoices).toContainText(/10\s438,00/);
  await expect(portalInvoices).not.toContainText('Kvar att betala');
  expect(await seriousViolations(customer)).toEqual([]);
  await customer.screenshot({ path: 'test-results/screenshots/quotes-journey-portal-375.png', fullPage: true });
  await phone.close();
});

test('the quote page’s actions: a new version, a phone approval, and a withdrawn link that says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `ake-${Date.now()}@gard.se`;
  const { call, customerId } = await workshopWithCustomer(page, email);
  const items = [
    { description: 'Service 500 timmar', quantity: 1, price: 2000 },
    { description: 'Byte av luftfilter', quantity: 1, price: 400, optional: true },
  ];
  const first = await call('post', '/api/quotes', { customerId, priceType: 'fixed', items });
  await call('post', `/api/quotes/${first.id}/send`, {});
  const link = await quoteLinkTo(email, `Offert ${first.number} `);

  // A sent quote changed is version 2; the customer's link shows the newest.
  await page.goto(`/quotes/${first.id}`);
  await page.getByRole('button', { name: 'Ändra' }).click();
  const edit = page.getByRole('dialog', { name: `Ändra offert ${first.number}` });
  await expect(edit.getByText(/blir ändringen version 2/)).toBeVisible();
  await edit.getByLabel('À-pris (kr)').first().fill('2200');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Version 2 är sparad.')).toBeVisible();
  // Version 1 can no longer be answered on the link.
  const customer = await page.context().newPage();
  await customer.goto(link);
  await expect(customer.getByText('Det finns en nyare version av offerten.', { exact: false })).toBeVisible();
  await customer.close();
  await expect(page.getByRole('button', { name: 'Version 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Version 1' }).click();
  await expect(page.getByText('Du läser version 1. Den senaste är version 2; kunden ser den senaste.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Version 2' }).click();

  // Approved by phone, recorded by the office with the optional line chosen.
  await page.getByRole('button', { name: 'Fler åtgärder' }).click();
  await page.getByRole('menuitem', { name: 'Registrera godkännande' }).click();
  const approve = page.getByRole('dialog', { name: `Registrera godkännande av offert ${first.number}` });
  await approve.getByLabel('Vem som godkände').fill('Åke Lantbrukare');
  await approve.getByLabel(/Byte av luftfilter/).check();
  await approve.getByLabel('Anteckning (valfritt)').fill('Ringde på förmiddagen');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await approve.getByRole('button', { name: 'Registrera' }).click();
  await expect(page.getByText(`Offert ${first.number} är godkänd.`)).toBeVisible();
  const evidence = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Godkännande' }) });
  await expect(evidence).toContainText('Per telefon');
  await expect(evidence).toContainText('Åke Lantbrukare');
  // 2 200 + 400 + 25 % moms.
  await expect(evidence).toContainText('3 250,00');

  // Another quote, sent and then withdrawn: its link says so in Swedish.
  const second = await call('post', '/api/quotes', { customerId, priceType: 'fixed', items: items.slice(0, 1) });
  await call('post', `/api/quotes/${second.id}/send`, {});
  const secondLink = await quoteLinkTo(email, `Offert ${second.number} `);
  await page.goto(`/quotes/${second.id}`);
  await page.getByRole('button', { name: 'Fler åtgärder' }).click();
  await page.getByRole('menuitem', { name: 'Återkalla' }).click();
  await page
    .getByRole('dialog', { name: `Återkalla offert ${second.number}?` })
    .getByRole('button', { name: 'Återkalla' })
    .click();
  await expect(page.getByText('Återkallad', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka' })).toHaveCount(0);
  await page.goto(secondLink);
  await expect(page.getByText('Verkstaden har återkallat offerten.')).toBeVisible();
});
