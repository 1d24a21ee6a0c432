import { expect, test } from './fixtures';

// Issue 44, point 35: the landing page's LCP under Lighthouse's simulated phone had grown past 2 s.
// What a phone fetches before the first paint shares its bandwidth with the HTML and the fonts.

test('the landing page paints before it asks for the app, and React still takes it over', async ({ page }) => {
  const complaints: string[] = [];
  page.on('pageerror', (error) => complaints.push(error.message));
  await page.goto('/');
  const question = page.getByRole('button', { name: 'Hur kommer jag igång med Verkstan?' });
  await expect(async () => {
    if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const app = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
    return { paint, app };
  });
  expect(timings.app.length).toBeGreaterThan(0);
  for (const script of timings.app) expect(script.startTime, script.name).toBeGreaterThan(timings.paint);
  expect(complaints).toEqual([]);
});

test("the public pages' first answer carries only the first paint's stylesheet, and the session check no feature's wording", async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
  // The lists, charts and signed-in screens' rules come with those screens.
  expect(inline).not.toContain('.data-table');
  expect(inline).not.toContain('.bar-chart');
  expect(inline).not.toContain('.stat-card');
  expect(inline.length).toBeLessThan(20_000);
  // Every script the page loads up to the app's entry and its imports: none holds the features' messages.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  for (const script of scripts)
    expect(await (await page.request.get(script)).text(), script).not.toContain('Artikelnumret finns redan');
});
