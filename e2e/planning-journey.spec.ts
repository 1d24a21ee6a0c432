import type { Locator } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { seriousViolations } from './axe';
import { expect, loginByForm, setTheme, test } from './fixtures';
import { calendarInMailTo } from './mail';
import { addDays, dayOf, drag, isSeenWhole, mondayIn, planningOwner, shot } from './planning';

// Issue 48: the office books the week on the board, the customer gets the new time, the mechanic
// sees the day in Mina jobb, and another office browser sees the move without a reload.

/** Which day of the week (0 = Monday) a block's left edge is on, in a row's timeline. */
async function columnOf(block: Locator, timeline: Locator) {
  const [row, it] = [(await timeline.boundingBox())!, (await block.boundingBox())!];
  return Math.floor(((it.x - row.x + 2) / row.width) * 7);
}

test('book from the tray, move, warn of an absence, Mina jobb at 375 px and the move seen elsewhere live', async ({
  loggedIn: page,
  account,
  browser,
}) => {
  test.setTimeout(420_000);
  const { call } = await planningOwner(page);
  await call('put', '/api/company/messages', {
    workOrderReady: { email: false, sms: false },
    bookingChanged: { email: true, sms: false },
    invoiceSent: { email: false, sms: false },
  });
  const customerEmail = `kund-${Date.now()}@akerinord.se`;
  const customer = await call('post', '/api/customers', {
    name: 'Åkeri Nord AB',
    email: customerEmail,
    phone: '0920-123 45',
  });
  const machine = await call('post', '/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
  });
  const today = dayOf(new Date());
  await call('post', `/api/machines/${machine.id}/service-plan`, {
    name: 'Årsservice',
    everyMeter: null,
    everyMonths: 12,
    lastDoneDate: addDays(today, -350),
  });
  const invited = await call('post', '/api/team/invitations', {
    email: `nils-${Date.now()}@verkstad.se`,
    role: 'mechanic',
  });
  const inviteToken = new URL(invited.link).pathname.split('/').at(-1);
  const nilsAccount = { email: invited.email ?? '', password: 'nils-lösen-123' };
  const accepted = await page.request.post(`/api/auth/invitations/${inviteToken}/accept`, {
    data: { firstName: 'Nils', lastName: 'Berg', password: nilsAccount.password },
  });
  const nils = (await accepted.json()).user;
  nilsAccount.email = nils.email;
  await call('post', '/api/workorders', {
    title: 'Byte av hydraulslang',
    customerId: customer.id,
    machineId: machine.id,
    workCategory: 'Reparation',
  });

  // The week after next: Tuesday to book, Wednesday to move to, Thursday Nils is away.
  const monday = mondayIn(2);
  const [tuesday, wednesday, thursday] = [1, 2, 3].map((days) => addDays(monday, days)) as [string, string, string];
  await call('post', '/api/absences', { userId: nils.id, start: thursday, end: thursday, kind: 'vacation' });

  // Another office browser watches the same week.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const watcher = await other.newPage();
  await loginByForm(watcher, account);
  await watcher.goto(`/planning?date=${tuesday}`);
  const watchedRow = watcher.getByRole('region', { name: 'Planering per mekaniker' });
  await expect(watchedRow).toBeVisible();

  await page.goto(`/planning?date=${tuesday}`);
  const board = page.getByRole('region', { name: 'Planering per mekaniker' });
  const nilsRow = board.locator('.board-row', { hasText: 'Nils Berg' }).locator('.board-timeline');
  await expect(board.getByText('Frånvaro: Semester')).toBeVisible();
  const due = page.getByRole('button', { name: 'Boka Volvo EC220E – Årsservice' });
  const row = (await nilsRow.boundingBox())!;
  // Tuesday 07:00: the second day's fifth quarter.
  await drag(page, due, { x: row.x + (row.width * (48 + 4.5)) / (7 * 48), y: row.y + row.height / 2 });
  await expect(page.getByRole('alert')).toContainText('Årsservice är bokad');
  // Booked, it is a job on the board and no longer a service to book in the tray.
  await expect(due).toHaveCount(0);
  const block = nilsRow.getByRole('button', { name: /Årsservice/ });
  await expect(block).toBeVisible();
  expect(await columnOf(block, nilsRow)).toBe(1);
  await expect(watchedRow.getByRole('button', { name: /Årsservice/ })).toBeVisible();

  // Moved a day on: the customer's mail carries the same event at the new time.
  const moving = (await block.boundingBox())!;
  await drag(page, block, { x: moving.x + moving.width / 2 + row.width / 7, y: moving.y + moving.height / 2 });
  await expect.poll(() => columnOf(block, nilsRow)).toBe(2);
  const ics = await calendarInMailTo(customerEmail, 'Ny tid');
  const [event] = Object.values(ical.sync.parseICS(ics)).filter((item): item is VEvent => item?.type === 'VEVENT');
  expect(dayOf(event!.start)).toBe(wednesday);
  expect(event!.start.toLocaleTimeString('sv-SE', { timeZone: 'Europe/Stockholm' })).toBe('07:00:00');
  // The other browser sees the move without a reload.
  const watchedBlock = watcher
    .locator('.board-row', { hasText: 'Nils Berg' })
    .getByRole('button', { name: /Årsservice/ });
  await expect
    .poll(() =>
      columnOf(watchedBlock, watcher.locator('.board-row', { hasText: 'Nils Berg' }).locator('.board-timeline')),
    )
    .toBe(2);

  // The second job with the keyboard dialog, over Nils's absence: booked, with the warning.
  await page.getByRole('button', { name: /Boka .*Byte av hydraulslang/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Boka .*Byte av hydraulslang/ });
  await dialog.getByRole('textbox', { name: 'Datum', exact: true }).fill(thursday);
  await dialog.getByLabel('Slutdatum').fill(thursday);
  await dialog.getByRole('combobox', { name: 'Mekaniker' }).click();
  await page.getByRole('option', { name: 'Nils Berg' }).click();
  await dialog.getByRole('button', { name: 'Boka' }).click();
  await expect(page.getByRole('alert')).toContainText(`Nils Berg är frånvarande (semester) ${thursday}.`);
  const overAbsence = nilsRow.getByRole('button', { name: /Byte av hydraulslang/ });
  await expect(overAbsence).toBeVisible();
  // In a day's narrow column the job's number is whole, the rest in the tooltip, and the absence's
  // name shows beside the booking over it.
  for (const block of [overAbsence, nilsRow.getByRole('button', { name: /Årsservice/ })]) {
    await expect(block.locator('strong')).toHaveText(/^AO-\d{8}-\d{3,}$/);
    expect(await isSeenWhole(block.locator('strong'))).toBe(true);
  }
  await expect(overAbsence).toHaveAttribute('title', /^AO-\S+ Byte av hydraulslang, Åkeri Nord AB, .*07:00–09:00\n/);
  expect(await isSeenWhole(nilsRow.getByText('Semester', { exact: true }))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-1280-light');
  await other.close();

  // A day's view has its hours marked: the job booked at 07:00 starts under 07.
  await page.goto(`/planning?date=${thursday}&mode=day`);
  const day = page.getByRole('region', { name: 'Planering per mekaniker' });
  const hours = day.locator('.board-marks span');
  await expect(hours).toHaveText(['06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17']);
  const seven = (await hours.nth(1).boundingBox())!;
  const dayBlock = day.locator('.board-block', { hasText: /AO-/ });
  expect(Math.abs((await dayBlock.boundingBox())!.x - seven.x)).toBeLessThan(3);
  expect(await isSeenWhole(day.getByText('Semester', { exact: true }))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-day-1280-light');

  // Nils on his phone: both, in booked order, with where and whom to call.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const mechanic = await phone.newPage();
  await loginByForm(mechanic, nilsAccount, /\/my-jobs$/);
  const cards = mechanic.getByRole('list', { name: 'Mina jobb' }).getByRole('listitem');
  await expect(cards.nth(0)).toContainText('Årsservice');
  await expect(cards.nth(0)).toContainText('07:00–09:00');
  await expect(cards.nth(0)).toContainText('0920-123 45');
  await expect(cards.nth(1)).toContainText('Byte av hydraulslang');
  expect(await seriousViolations(mechanic)).toEqual([]);
  await shot(mechanic, 'my-jobs-booked-375-light');
  await phone.close();

  // The board as a day list on a phone (the absence and the job over it), and every view in the dark.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/planning?date=${thursday}`);
  await expect(page.getByRole('heading', { name: 'Nils Berg' })).toBeVisible();
  await expect(page.getByText('Frånvaro: Semester')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-375-light');
  await setTheme(page, 'dark');
  await page.goto(`/planning?date=${thursday}`);
  await expect(page.getByRole('heading', { name: 'Nils Berg' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-375-dark');
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [view, name] of [
    ['', 'planning-1280-dark'],
    ['&mode=day', 'planning-day-1280-dark'],
  ] as const) {
    await page.goto(`/planning?date=${thursday}${view}`);
    await expect(page.getByRole('region', { name: 'Planering per mekaniker' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Byte av hydraulslang/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, name);
  }
});
