import type { Page } from '@playwright/test';
import { expect, loginByForm, newAccount, registerByApi, test } from './fixtures';
import { seriousViolations } from './axe';
import { followGroupLink } from './header';
import { linkInMailTo } from './mail';

async function expectNoSeriousViolation(page: Page, where: string) {
  expect((await seriousViolations(page)).map((violation) => `${where}: ${violation}`)).toEqual([]);
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

test('the owner invites a mechanic, who joins on a phone, sees their jobs and no invoices', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);

  // The team, a place of the main navigation.
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await followGroupLink(nav, 'Team', 'Team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Medarbetare' })).toContainText('Karin Ek (du)');

  const mechanicEmail = `mekaniker-${Date.now()}@verkstad.se`;
  await page.getByRole('button', { name: 'Bjud in' }).click();
  await page.getByLabel('E-postadress').fill(mechanicEmail);
  // The daily mail limit is said before it bites (issue 44 point 9).
  await expect(page.getByRole('dialog')).toContainText(
    'Verkstan skickar högst 50 mejl per dag under verkstadens första 7 dagar (0 skickade i dag).',
  );
  await page.getByRole('button', { name: 'Skicka inbjudan' }).click();
  const linkField = page.getByLabel('Länk till inbjudan');
  await expect(linkField).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const shownLink = await linkField.inputValue();
  // The invitation has gone: the dialog closes with Stäng, not Avbryt (issue 44).
  await page.getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByRole('list', { name: 'Öppna inbjudningar' })).toContainText(mechanicEmail);
  // The same link went out by mail.
  expect(shownLink.endsWith(await linkInMailTo(mechanicEmail, 'invite'))).toBe(true);

  // The mechanic, on a phone-sized screen, in a browser of their own.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  const mechanic = await phone.newPage();
  await mechanic.goto(new URL(shownLink).pathname);
  await expect(mechanic.getByRole('heading', { name: 'Gå med i Eks Maskinservice AB' })).toBeVisible();
  await expect(mechanic.getByText('Du är inbjuden som mekaniker')).toBeVisible();
  await mechanic.getByLabel('Förnamn').fill('Nils');
  await mechanic.getByLabel('Efternamn').fill('Berg');
  await mechanic.getByLabel('Välj lösenord').fill('nils-lösen-123');
  await mechanic.getByLabel('Upprepa lösenordet').fill('nils-lösen-123');
  await mechanic.getByRole('button', { name: 'Gå med' }).click();
  await expect(mechanic).toHaveURL(/\/my-jobs$/);
  await expect(mechanic.getByRole('heading', { name: 'Mina jobb' })).toBeVisible();
  await expect(mechanic.getByText('Inga öppna jobb är tilldelade dig just nu.')).toBeVisible();

  // The owner puts the mechanic on a job, on the work order form.
  await page.goto('/WorkOrders');
  await page.getByRole('button', { name: 'Ny arbetsorder' }).first().click();
  await page.getByLabel('Titel').fill('Byte av hydraulslang');
  await page.getByLabel('Kundnummer').fill('K-100');
  await page.getByLabel('Fordonskategori').click();
  await page.getByRole('option', { name: 'Grävmaskin' }).click();
  await page.getByLabel('Arbetskategori').click();
  await page.getByRole('option', { name: 'Reparation' }).click();
  await page
    .getByLabel('Utförandedatum')
    .fill(
      await page.evaluate(() => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())),
    );
  await page.getByRole('checkbox', { name: 'Nils Berg' }).check();
  await page.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Arbetsorder skapad!')).toBeVisible();

  await mechanic.reload();
  const job = mechanic
    .getByRole('list', { name: 'Mina jobb' })
    .getByRole('listitem')
    .filter({ hasText: 'Byte av hydraulslang' });
  await expect(job).toBeVisible();
  await expect(job).toContainText('Idag');
  // Big enough to hit with a gloved finger: the job to open it, Starta to start it (issue 44).
  const start = job.getByRole('button', { name: 'Starta Byte av hydraulslang' });
  expect((await job.getByRole('link').boundingBox())!.height).toBeGreaterThanOrEqual(64);
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await mechanic.screenshot({ path: 'test-results/screenshots/my-jobs-375-light.png', fullPage: true });

  // The menu has no invoices and no overview; the address still refuses.
  await mechanic.getByRole('button', { name: 'Öppna menyn' }).click();
  const menu = mechanic.getByRole('dialog', { name: 'Meny' });
  await expect(menu.getByRole('link', { name: 'Mina jobb' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Arbetsordrar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Fakturor' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Översikt' })).toHaveCount(0);
  await mechanic.keyboard.press('Escape');
  await mechanic.goto('/invoices');
  await expect(mechanic.getByRole('heading', { name: 'Du har inte behörighet att göra det här.' })).toBeVisible();
  const refused = await mechanic.request.get('/api/invoice', {
    headers: { authorization: `Bearer ${await tokenOf(mechanic)}` },
  });
  expect(refused.status()).toBe(403);
  await mechanic.goto('/dashboard');
  await expect(mechanic).toHaveURL(/\/my-jobs$/);

  // The job's page shows what happened, in Swedish; the mechanic cannot delete it.
  await job.click();
  await expect(mechanic.getByRole('heading', { name: 'Händelser' })).toBeVisible();
  await expect(mechanic.getByText(/Karin Ek skapade arbetsordern, \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  await phone.close();

  // The owner sees the mechanic in the team; the invitation is used up.
  await page.goto('/team');
  await expect(page.getByRole('list', { name: 'Medarbetare' })).toContainText('Nils Berg');
  await expect(page.getByText('Inga öppna inbjudningar.')).toBeVisible();

  // Removed, with a confirmation that says what happens; the name leaves the team.
  await page.getByRole('button', { name: 'Ta bort Nils Berg från teamet' }).click();
  await expect(page.getByRole('dialog')).toContainText('loggas ut direkt');
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Nils Berg har tagits bort från teamet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Medarbetare' })).not.toContainText('Nils Berg');
});

test('a forgotten password is reset from the login page through the mailed link', async ({ page }) => {
  const account = newAccount();
  await registerByApi(page, account);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText('Om adressen har ett konto i Verkstan har vi skickat en länk')).toBeVisible();

  await page.goto(await linkInMailTo(account.email, 'reset-password'));
  await expect(page.getByRole('heading', { name: 'Välj nytt lösenord' })).toBeVisible();
  await page.getByLabel('Nytt lösenord').fill('ett-nytt-lösen-9');
  await page.getByLabel('Upprepa lösenordet').fill('ett-annat-lösen');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByText('Lösenorden matchar inte')).toBeVisible();
  await page.getByLabel('Upprepa lösenordet').fill('ett-nytt-lösen-9');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Ditt lösenord är bytt. Logga in med det nya.')).toBeVisible();
  await loginByForm(page, { ...account, password: 'ett-nytt-lösen-9' });
});

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the team's screens at ${width} px in the ${mode} theme, axe-clean`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
      const owner = newAccount();
      await registerByApi(page, owner);
      for (const [name, path] of [
        ['forgot-password', '/forgot-password'],
        ['invite-unknown', `/invite/${'x'.repeat(43)}`],
        ['reset-password', `/reset-password/${'x'.repeat(43)}`],
      ] as const) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolation(page, path);
        await page.screenshot({
          path: `test-results/screenshots/${name}-${width}-${mode}.png`,
          fullPage: true,
        });
      }
      await loginByForm(page, owner);
      const token = await tokenOf(page);
      const invited = await page.request.post('/api/team/invitations', {
        headers: { authorization: `Bearer ${token}` },
        data: { email: `kontor-${Date.now()}-${width}-${mode}@verkstad.se`, role: 'office' },
      });
      await page.request.post('/api/team/invitations', {
        headers: { authorization: `Bearer ${token}` },
        data: { email: `mek-${Date.now()}-${width}-${mode}@verkstad.se`, role: 'mechanic' },
      });
      // Mina jobb, and a job's page with its time and its events.
      const me = (
        await (await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).json()
      ).user;
      const job = await page.request.post('/api/workorders', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          title: 'Service 500 h',
          customerNumber: 'K-1',
          vehicleCategory: 'Traktor',
          workCategory: 'Service',
          assigneeIds: [me.id],
        },
      });
      await page.goto('/my-jobs');
      await expect(page.getByRole('link', { name: /Service 500 h/ })).toBeVisible();
      await expectNoSeriousViolation(page, '/my-jobs');
      await page.screenshot({
        path: `test-results/screenshots/my-jobs-${width}-${mode}.png`,
        fullPage: true,
      });
      await page.goto(`/WorkOrders/${(await job.json()).id}`);
      await expect(page.getByText(/Karin Ek skapade arbetsordern/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Starta' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolation(page, '/WorkOrders/{id}');
      await page.screenshot({
        path: `test-results/screenshots/work-order-events-${width}-${mode}.png`,
        fullPage: true,
      });

      await page.goto('/team');
      await expect(page.getByRole('list', { name: 'Öppna inbjudningar' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolation(page, '/team');
      await page.screenshot({ path: `test-results/screenshots/team-${width}-${mode}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Bjud in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/team-invite-${width}-${mode}.png` });
      await page.keyboard.press('Escape');

      // The invitation page, as the invited person sees it.
      await page.evaluate(() => localStorage.removeItem('verkstan.token'));
      await page.goto(new URL((await invited.json()).link).pathname);
      await expect(page.getByRole('button', { name: 'Gå med' })).toBeVisible();
      await expectNoSeriousViolation(page, '/invite');
      await page.screenshot({ path: `test-results/screenshots/invite-${width}-${mode}.png`, fullPage: true });
    });
  }
}
