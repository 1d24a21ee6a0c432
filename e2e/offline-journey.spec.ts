import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { phonePhoto } from '../src/server/test/images';
import { expect, test } from './fixtures';
import { countedOnServer, jobFields, officeApi, offlineWorkshop, phoneOnline, signOnPad } from './offline-setup';
import { copyQueue, jobsInPack, queueOf, readStore } from './offline-store';

// Issue 49 (FIELD.md decisions 6–9): a mechanic on a 375 px phone loses the signal in a gravel pit and
// works on: stämplar in, starts the job, ticks, adds a part, reads the meter, takes a photo and has the
// customer sign. Back online every change reaches the server once; one the office made impossible
// meanwhile is listed with its reason, not lost; the same queue sent twice creates nothing twice.

const shot = (name: string) => `test-results/screenshots/offline-${name}.png`;

test('offline at 375 px: work goes on, reaches the server once, and a refused change stays', async ({
  loggedIn: office,
  browser,
}) => {
  test.setTimeout(240_000);
  const call = await officeApi(office);
  const { email, userId, machine, pit, farm } = await offlineWorkshop(call);
  const { phone, mechanic } = await phoneOnline(browser, email);
  const jobs = mechanic.getByRole('list', { name: 'Mina jobb' });
  await expect(jobs.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => jobsInPack(mechanic)).toBe(2);

  // No signal, and the phone reloads: the app and the jobs are there.
  await phone.setOffline(true);
  await mechanic.reload();
  await expect(jobs.getByRole('listitem')).toHaveCount(2);
  await expect(mechanic.getByRole('button', { name: /^Offline/ })).toBeVisible();
  await mechanic.screenshot({ path: shot('my-jobs-375'), fullPage: true });
  const waitingBadge = (count: number) =>
    mechanic.getByRole('button', {
      name: `Offline – ${count} ${count === 1 ? 'ändring väntar' : 'ändringar väntar'} på att skickas`,
    });

  await mechanic.getByRole('button', { name: 'Stämpla in' }).click();
  await expect(mechanic.getByText(/^Instämplad sedan \d\d:\d\d$/)).toBeVisible();
  await expect(waitingBadge(1)).toBeVisible();
  // Starta on the card: the timer runs and the job is under way, without signal.
  await jobs.getByRole('button', { name: 'Starta Service i grustaget' }).click();
  await expect(mechanic.getByRole('heading', { name: 'Service i grustaget' })).toBeVisible();
  await expect(mechanic.getByRole('status', { name: 'Timer' })).toContainText(pit.workOrderNumber);
  const checklist = mechanic.getByRole('list', { name: 'Checklista' });
  for (const point of ['Byt motorolja', 'Byt oljefilter']) {
    await checklist.getByRole('checkbox', { name: point }).click();
    await expect(checklist.getByRole('checkbox', { name: point })).toBeChecked();
  }
  // The parts list came with the pack.
  await mechanic.getByRole('combobox', { name: 'Artikel' }).fill('OF-1');
  await mechanic.getByRole('option', { name: /Oljefilter Volvo/ }).click();
  await mechanic.getByRole('button', { name: 'Lägg till artikel' }).click();
  await expect(mechanic.getByRole('list', { name: 'Material' })).toContainText('Oljefilter Volvo × 1');
  await mechanic.getByLabel('Ny avläsning (h)').fill('4812');
  await mechanic.getByRole('button', { name: 'Spara avläsning' }).click();
  await expect(mechanic.getByText(/^4\s812\sh$/)).toBeVisible();
  await mechanic.getByRole('status', { name: 'Timer' }).getByRole('button', { name: 'Stoppa' }).click();
  await expect(mechanic.getByRole('status', { name: 'Timer' })).toHaveCount(0);
  await expect(mechanic.getByRole('list', { name: 'Registrerad tid' }).getByRole('listitem')).toHaveCount(1);
  // A photo of the leak: in the grid from the device, marked as waiting.
  const photo = join(mkdtempSync(join(tmpdir(), 'verkstan-offline-')), 'slangen.jpg');
  writeFileSync(photo, await phonePhoto('#884422'));
  await mechanic.locator('input[type=file][multiple]').setInputFiles(photo);
  const grid = mechanic.getByRole('list', { name: 'Bilder och filer' });
  await expect(grid.getByRole('listitem', { name: 'slangen.jpg: Väntar på att skickas' })).toBeVisible();
  await signOnPad(mechanic, 'Karin Lund');
  await expect(mechanic.getByText(/^Signerad av Karin Lund/)).toBeVisible();
  await expect(mechanic.getByRole('img', { name: 'Signatur av Karin Lund' })).toBeVisible();
  await expect(waitingBadge(9)).toBeVisible();
  await mechanic.screenshot({ path: shot('job-375'), fullPage: true });

  // Meanwhile the office invoices the other job; the mechanic, still offline, starts its timer.
  await call('put', `/api/workorders/${farm.id}`, {
    ...jobFields('Läckande slang på gården', userId),
    status: 'Fakturerad',
  });
  await mechanic.goto(`/WorkOrders/${farm.id}`);
  await mechanic.getByRole('button', { name: 'Starta', exact: true }).click();
  await expect(mechanic.getByRole('status', { name: 'Timer' })).toContainText(farm.workOrderNumber);
  const list = mechanic.getByRole('dialog', { name: 'Ändringar väntar' });
  // The badge and the list in both themes (a reload without signal: the app comes from the worker).
  for (const mode of ['light', 'dark'] as const) {
    await mechanic.emulateMedia({ colorScheme: mode });
    await mechanic.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await mechanic.reload();
    await expect(waitingBadge(10)).toBeVisible();
    await expect(mechanic.getByRole('heading', { name: 'Läckande slang på gården' })).toBeVisible();
    await mechanic.screenshot({ path: shot(`badge-375-${mode}`) });
    await waitingBadge(10).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByText(/Väntar på att skickas$/)).toHaveCount(10);
    for (const named of ['Stämplade in', 'Jobbet startat', 'Bockade av "Byt motorolja"', 'Timern stoppad'])
      await expect(list).toContainText(named);
    await expect(list).toContainText('Material: Oljefilter Volvo, 1');
    await expect(list).toContainText(/Mätarställning: 4\s812\sh/);
    await expect(list).toContainText('Kundens signatur: Karin Lund');
    await mechanic.screenshot({ path: shot(`queue-375-${mode}`) });
    await list.getByRole('button', { name: 'Stäng' }).click();
  }
  await copyQueue(mechanic, 'keep');
  const kinds = ['checkIn', 'timerStart', 'checklist', 'checklist', 'material', 'meter', 'timerStop', 'photo'];
  expect((await queueOf(mechanic)).map((change) => change.kind)).toEqual([...kinds, 'signature', 'timerStart']);
  // The device's times of the actions, as they will reach the server.
  const made = (await readStore(mechanic, 'outbox')) as Array<{
    kind: string;
    key: string;
    body?: Record<string, string>;
  }>;
  const timeOf = (kind: string, field: string, nth = 0) =>
    new Date(made.filter((change) => change.kind === kind)[nth]!.body![field]!).getTime();

  // The signal returns. The part's answer is lost on the way back (a crash between send and
  // acknowledgement): the server carried it out, the phone does not know, and sends it again.
  let isLost = true;
  await phone.route('**/api/workorders/*/materials', async (route) => {
    if (!isLost) return route.continue();
    isLost = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  // Every write the phone sends from here on carries its change's Idempotency-Key.
  const writes: Array<{ path: string; key: string | undefined }> = [];
  phone.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/'))
      writes.push({ path: new URL(request.url()).pathname, key: request.headers()['idempotency-key'] });
  });
  await phone.setOffline(false);
  await expect.poll(() => isLost).toBe(false);
  // Opening the app again sends what still waits; nothing waits after, one change was refused.
  await mechanic.reload();
  const refusedBadge = mechanic.getByRole('button', { name: '1 ändring kunde inte skickas' });
  await expect(refusedBadge).toBeVisible({ timeout: 20_000 });
  await expect(mechanic.getByRole('button', { name: /väntar/ })).toHaveCount(0);
  for (const mode of ['light', 'dark'] as const) {
    await mechanic.emulateMedia({ colorScheme: mode });
    await mechanic.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await mechanic.reload();
    await refusedBadge.click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Timern startad');
    await expect(list).toContainText('Arbetsordern är avslutad. Ändra status till Pågående för att ta tid på den.');
    await mechanic.screenshot({ path: shot(`refused-375-${mode}`) });
    await list.getByRole('button', { name: 'Stäng' }).click();
  }

  // Everything else reached the server once, at the time it was done on the device.
  const ids = { pit: pit.id, farm: farm.id, machine: machine.id, userId };
  const expected = {
    status: 'Pågående',
    ticked: [true, true, false],
    materials: 1,
    pitTimers: 1,
    farmTimers: 0,
    checkIns: 1,
    photos: 1,
    readings: [4812, 4800],
    signedBy: 'Karin Lund',
  };
  expect(await countedOnServer(call, ids)).toEqual(expected);
  expect(writes.filter((write) => !write.key)).toEqual([]);
  expect(new Set(writes.map((write) => write.key))).toEqual(new Set(made.map((change) => change.key)));
  const [pitEntry] = await call('get', `/api/time?workOrderId=${pit.id}&limit=200`);
  expect(new Date(pitEntry.startedAt).getTime()).toBe(timeOf('timerStart', 'startedAt'));
  expect(new Date(pitEntry.endedAt).getTime()).toBe(timeOf('timerStop', 'at'));
  const pitJob = await call('get', `/api/workorders/${pit.id}`);
  expect(new Date(pitJob.todoList[0].doneAt).getTime()).toBe(timeOf('checklist', 'at'));
  expect(new Date(pitJob.todoList[1].doneAt).getTime()).toBe(timeOf('checklist', 'at', 1));
  expect(new Date(pitJob.materials[0].addedAt).getTime()).toBe(timeOf('material', 'at'));
  const readings: Array<{ value: number; createdAt: string }> = await call(
    'get',
    `/api/machines/${machine.id}/meter-readings`,
  );
  const reading = readings.find((one) => one.value === 4812)!;
  expect(new Date(reading.createdAt).getTime()).toBe(timeOf('meter', 'at'));
  const signature = await call('get', `/api/workorders/${pit.id}/signature`);
  expect(new Date(signature.at).getTime()).toBe(timeOf('signature', 'at'));
  const { present } = await call('get', '/api/staff-ledger/present');
  const stamp = present.find((entry: { userId: string }) => entry.userId === userId);
  expect(new Date(stamp.checkIn).getTime()).toBe(timeOf('checkIn', 'at'));
  // The photo is the server's now: in the grid from there, nothing waiting.
  await mechanic.goto(`/WorkOrders/${pit.id}`);
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByText('Väntar på att skickas')).toHaveCount(0);

  // The same queue sent a second time creates nothing twice: each key is answered as before.
  await copyQueue(mechanic, 'putBack');
  await mechanic.reload();
  await expect
    .poll(async () => (await queueOf(mechanic)).map((change) => change.state), { timeout: 20_000 })
    .toEqual(['refused']);
  await expect(refusedBadge).toBeVisible();
  expect(await countedOnServer(call, ids)).toEqual(expected);

  // The refused change is the mechanic's to decide: tried again it is refused again, removed it goes.
  await refusedBadge.click();
  await list.getByRole('button', { name: 'Försök igen' }).click();
  await expect(list.getByText(/Kunde inte skickas$/)).toBeVisible();
  await expect(list).toContainText('Arbetsordern är avslutad.');
  await list.getByRole('button', { name: 'Ta bort' }).click();
  await expect(list.getByText('Inga ändringar väntar. Allt är skickat.')).toBeVisible();
  await list.getByRole('button', { name: 'Stäng' }).click();
  // The badge is gone: nothing waits, nothing refused.
  await expect(mechanic.getByRole('button', { name: /ändring/ })).toHaveCount(0);
  expect(await countedOnServer(call, ids)).toEqual(expected);

  // Logging out with a change still waiting warns first, then takes the device's offline data along.
  await phone.setOffline(true);
  await checklist.getByRole('checkbox', { name: 'Smörj bommen' }).click();
  await expect(waitingBadge(1)).toBeVisible();
  await mechanic.getByRole('button', { name: 'Användarmeny' }).click();
  await mechanic.getByRole('menuitem', { name: 'Logga ut' }).click();
  const warning = mechanic.getByRole('dialog', { name: 'Ändringar har inte skickats' });
  await expect(warning).toContainText('1 ändring på den här enheten har inte nått servern.');
  await mechanic.screenshot({ path: shot('logout-375') });
  await warning.getByRole('button', { name: 'Logga ut ändå' }).click();
  await expect.poll(() => queueOf(mechanic)).toEqual([]);
  expect(await jobsInPack(mechanic)).toBe(0);
  await phone.close();
});
