import { expect, test } from './fixtures';

test('the theme follows the system, then the stored choice, across reloads', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Byt till mörkt tema' })).toBeVisible();
  await page.getByRole('button', { name: 'Byt till mörkt tema' }).click();
  await expect(page.getByRole('button', { name: 'Byt till ljust tema' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(17, 20, 24)');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Byt till ljust tema' })).toBeVisible();
  await context.close();
});

test('a system preference for dark gives the dark theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Byt till ljust tema' })).toBeVisible();
  await context.close();
});

test('below 768 px a drawer replaces the links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Drawn at build time, the button is disabled until React takes over: a tap before then would do nothing.
  const drawn = await (await page.request.get('/')).text();
  expect(drawn).toMatch(/<button[^>]*aria-label="Öppna menyn"[^>]*disabled/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Om oss' })).toBeHidden();
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('link', { name: 'hej@verkstan.se' })).toHaveAttribute('href', 'mailto:hej@verkstan.se');
  await expect(page.getByRole('link', { name: '+46 40-123 45 67' })).toHaveAttribute('href', 'tel:+46401234567');
  await expect(page.getByText('Södra Sverige')).toBeVisible();
  await expect(page.getByText('Vi svarar inom 24 timmar på vardagar.')).toBeVisible();
});

test('at 1280 px the links are in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Öppna menyn' })).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Om oss' }).click();
  await expect(page.getByText('Prova Verkstan gratis i 30 dagar.')).toBeVisible();
});

test('the landing page states 30 days in the hero and 14 days at the bottom', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Prova gratis i 30 dagar' })).toBeVisible();
  await expect(page.getByText(/gratis i 14 dagar/)).toBeVisible();
});

test('the FAQ keeps one answer open at a time, across its six categories', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Vanliga frågor' });
  for (const category of [
    'Kom igång',
    'Arbetsordrar och service',
    'Fakturering och integration',
    'Lagerhantering',
    'Priser och licenser',
    'Övrigt',
  ]) {
    await expect(faq.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
  const first = page.getByRole('button', { name: 'Hur kommer jag igång med Verkstan?' });
  const second = page.getByRole('button', { name: 'Fungerar Verkstan med Fortnox och Visma?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown page says so, and keyboard focus is visible', async ({ page }) => {
  await page.goto('/finns-inte');
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Hoppa till innehållet' })).toBeFocused();
});

test('the public pages arrive drawn, compressed, and React takes them over without a word in the console', async ({
  browser,
  page,
}) => {
  for (const [path, heading] of [
    ['/', 'Mindre pappersarbete. Fler maskiner i drift.'],
    ['/about', 'Om oss'],
    ['/contact', 'Kontakt'],
    ['/login', 'Logga in'],
    ['/register', 'Registrera'],
  ] as const) {
    const answer = await page.request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(await answer.text()).toContain(`<h1>${heading}</h1>`);
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, javaScriptEnabled: true, serviceWorkers: 'allow' });
    const visitor = await context.newPage();
    const complaints: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    visitor.on('pageerror', (error) => complaints.push(error.message));
    await visitor.goto('/');
    // Hydrated: the FAQ answers a click (a click that lands before React has taken the page over is
    // lost, as in any prerendered page: click again until it answers).
    const question = visitor.getByRole('button', { name: 'Hur kommer jag igång med Verkstan?' });
    await expect(async () => {
      if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await visitor.getByRole('banner').getByRole('link', { name: 'Om oss' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    // The login form arrives drawn too; once taken over, it checks what is typed.
    await visitor.goto('/login');
    await visitor.getByLabel('E-postadress').fill('karin@verkstad.se');
    await visitor.getByRole('button', { name: 'Logga in' }).click();
    await expect(visitor.getByLabel('Lösenord')).toHaveAttribute('aria-invalid', 'true');
    await expect(visitor.getByText('Ange e-postadress och lösenord.')).toBeVisible();
    await expect(visitor.getByLabel('E-postadress')).toHaveValue('karin@verkstad.se');
    expect(visitor.url()).not.toContain('karin');
    expect(complaints).toEqual([]);
    await context.close();
  }
});

test('a prerendered page shows a signed-in visitor as signed in once React has taken it over', async ({ loggedIn }) => {
  const complaints: string[] = [];
  loggedIn.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text());
  });
  await loggedIn.goto('/');
  await expect(loggedIn.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeHidden();
  await expect(loggedIn.getByRole('banner').getByRole('link', { name: 'Översikt' })).toBeVisible();
  expect(complaints).toEqual([]);
});

test('the login page reloaded with a message from the last page shows it, without a hydration error', async ({
  page,
}) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.goto('/register');
  await page.getByLabel('Förnamn').fill('Karin');
  await page.getByLabel('Efternamn').fill('Ek');
  await page.getByLabel('Företag').fill('Eks Maskinservice AB');
  await page.getByLabel('E-postadress').fill(`reload-${Date.now()}@verkstad.se`);
  await page.locator('input[name="password"]').fill('hemligt-lösen-1');
  await page.getByLabel('Bekräfta lösenord').fill('hemligt-lösen-1');
  await page.getByRole('button', { name: 'Registrera' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const message = page.getByRole('status').filter({ hasText: 'Registreringen lyckades' });
  await expect(message).toBeVisible();
  // The navigation state survives the reload; the prerendered page has no message, so React must add it after taking over.
  await page.reload();
  await expect(message).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  expect(complaints).toEqual([]);
});
