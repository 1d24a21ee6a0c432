import { seriousViolations } from './axe';
import { expect, loginByForm, setTheme, test } from './fixtures';
import { addDays, drag, mondayIn, planningOwner, shot } from './planning';

// Issue 48: the owner keeps the bays (Platser), the board shows a row per bay, a block's edge changes
// its end in quarter hours, a job goes out on site with an address, and of two office browsers moving
// the same job the second is told in Swedish and shown the booking as it is now.

test('bays kept in Platser, a row per bay, a resized end, on site with an address, and a stale move refused', async ({
  loggedIn: page,
  account,
  browser,
}) => {
  test.setTimeout(240_000);
  const { call } = await planningOwner(page);

  // Platser: two bays added, one renamed.
  await page.goto('/settings/planning');
  const addForm = page.getByRole('form', { name: 'Lägg till plats' });
  for (const name of ['Hall 1', 'Servicebil']) {
    await addForm.getByRole('textbox', { name: 'Ny plats' }).fill(name);
    await addForm.getByRole('button', { name: 'Lägg till plats' }).click();
    await expect(page.getByRole('alert')).toContainText(`${name} är tillagd.`);
  }
  await addForm.getByRole('textbox', { name: 'Ny plats' }).fill('hall 1');
  await addForm.getByRole('button', { name: 'Lägg till plats' }).click();
  await expect(addForm).toContainText('Det finns redan en plats med det namnet.');
  // Changing the name takes the refusal away, as a form's own messages go.
  await addForm.getByRole('textbox', { name: 'Ny plats' }).fill('Hall 3');
  await expect(addForm).not.toContainText('Det finns redan en plats med det namnet.');
  await page.getByRole('button', { name: 'Byt namn på Servicebil' }).click();
  const rename = page.getByRole('dialog', { name: 'Byt namn på Servicebil' });
  await rename.getByRole('textbox', { name: 'Namn' }).fill('Hall 2');
  await rename.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('alert')).toContainText('Platsen heter nu Hall 2.');
  await expect(page.getByRole('list', { name: 'Platser' }).getByRole('listitem')).toHaveText([/Hall 1/, /Hall 2/]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'settings-bays-1280-light');
  const bays: Array<{ id: string; name: string }> = await call('get', '/api/bays');
  const hall1 = bays.find((bay) => bay.name === 'Hall 1')!;

  const customer = await call('post', '/api/customers', {
    name: 'Gruvbolaget AB',
    street: 'Gruvvägen 1',
    postalCode: '98132',
    city: 'Kiruna',
  });
  const job = await call('post', '/api/workorders', {
    title: 'Läckande hydraulcylinder',
    customerId: customer.id,
    vehicleCategory: 'Hjullastare',
    workCategory: 'Reparation',
  });
  const tuesday = addDays(mondayIn(1), 1);
  await call('put', `/api/workorders/${job.id}/booking`, {
    start: `${tuesday}T07:00`,
    end: `${tuesday}T09:00`,
    bayId: hall1.id,
    version: 0,
  });
  const bookingNow = async () =>
    (await call('get', `/api/planning?from=${tuesday}&to=${addDays(tuesday, 1)}`)).bookings.find(
      (booking: { workOrderId: string }) => booking.workOrderId === job.id,
    );

  // A bay with a booking ahead is not removed, and says why.
  await page.getByRole('button', { name: 'Ta bort Hall 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByRole('alert')).toContainText('Platsen har kommande bokningar. Flytta dem först.');

  // The day per bay: Hall 1, Hall 2, Ute hos kund, Ingen plats; the block's edge dragged 3 quarters on.
  await page.goto(`/planning?date=${tuesday}&mode=day&rows=bays`);
  const board = page.getByRole('region', { name: 'Planering per plats' });
  await expect(board.locator('.board-row-label')).toHaveText(['Hall 1', 'Hall 2', 'Ute hos kund', 'Ingen plats']);
  const rowOf = (name: string) => board.locator('.board-row', { hasText: name }).locator('.board-timeline');
  const block = page.getByRole('button', { name: /Läckande hydraulcylinder/ });
  await expect(rowOf('Hall 1').getByRole('button', { name: /Läckande hydraulcylinder/ })).toBeVisible();
  const quarter = (await rowOf('Hall 1').boundingBox())!.width / 48;
  const edge = page.locator('.board-block', { has: block }).locator('.board-resize');
  const edgeBox = (await edge.boundingBox())!;
  await drag(page, edge, { x: edgeBox.x + edgeBox.width / 2 + 3.2 * quarter, y: edgeBox.y + edgeBox.height / 2 });
  await expect(page.getByRole('alert')).toContainText('är bokad');
  await expect.poll(async () => (await bookingNow()).end).toBe(`${tuesday}T09:45`);
  expect((await bookingNow()).start).toBe(`${tuesday}T07:00`);

  // Out on site at an address of its own, from the dialog.
  await block.click();
  const move = page.getByRole('dialog', { name: /Flytta .*Läckande hydraulcylinder/ });
  await move.getByRole('combobox', { name: 'Plats' }).click();
  await page.getByRole('option', { name: 'Ute hos kund' }).click();
  await move.getByRole('textbox', { name: 'Adress' }).fill('Malmberget, krossen vid norra porten');
  await move.getByRole('button', { name: 'Flytta' }).click();
  await expect(rowOf('Ute hos kund').getByRole('button', { name: /Läckande hydraulcylinder/ })).toBeVisible();
  expect(await bookingNow()).toMatchObject({
    onSite: true,
    bayId: null,
    address: 'Malmberget, krossen vid norra porten',
  });
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-bays-1280-light');

  // Two office browsers: the second opened Flytta before the first moved the job an hour on.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await loginByForm(second, account);
  await second.goto(`/planning?date=${tuesday}&mode=day&rows=bays`);
  await second.getByRole('button', { name: /Läckande hydraulcylinder/ }).click();
  const stale = second.getByRole('dialog', { name: /Flytta .*Läckande hydraulcylinder/ });
  await expect(stale.getByRole('combobox', { name: 'Start' })).toHaveText('07:00');

  const box = (await block.boundingBox())!;
  await drag(page, block, { x: box.x + box.width / 2 + 4.2 * quarter, y: box.y + box.height / 2 });
  await expect.poll(async () => (await bookingNow()).start).toBe(`${tuesday}T08:00`);

  await stale.getByRole('combobox', { name: 'Start' }).click();
  await second.getByRole('option', { name: '10:00' }).click();
  await stale.getByRole('combobox', { name: 'Slut' }).click();
  await second.getByRole('option', { name: '12:00' }).click();
  await stale.getByRole('button', { name: 'Flytta' }).click();
  const refusal = second.getByRole('alert');
  await expect(refusal).toContainText('Någon annan har ändrat bokningen under tiden.');
  await expect(refusal).toContainText('kl. 08:00–10:45, ute hos kund (Malmberget, krossen vid norra porten)');
  expect((await bookingNow()).start).toBe(`${tuesday}T08:00`);
  // The board behind it shows the booking as it is: an hour on, where the first browser put it.
  const secondRow = second
    .getByRole('region', { name: 'Planering per plats' })
    .locator('.board-row', { hasText: 'Ute hos kund' })
    .locator('.board-timeline');
  const secondBlock = secondRow.getByRole('button', { name: /Läckande hydraulcylinder/ });
  const leftQuarter = async () => {
    const [row, it] = [(await secondRow.boundingBox())!, (await secondBlock.boundingBox())!];
    return Math.round(((it.x - row.x) / row.width) * 48);
  };
  await expect.poll(leftQuarter).toBe(8);
  expect(await seriousViolations(second)).toEqual([]);
  await other.close();

  // Per bay in the dark too.
  await setTheme(page, 'dark');
  await page.goto(`/planning?date=${tuesday}&rows=bays`);
  await expect(page.getByRole('region', { name: 'Planering per plats' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'planning-bays-1280-dark');

  // Platser on a phone, in the dark.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/settings/planning');
  await expect(page.getByRole('list', { name: 'Platser' }).getByRole('listitem')).toHaveText([/Hall 1/, /Hall 2/]);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'settings-bays-375-dark');
});
