import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { expect, loginByForm, newAccount, registerByApi, test } from './fixtures';

// FIELD.md decision 6: the app can be installed, and its service worker keeps the app itself, so a
// reload without signal opens Verkstan, not the browser's error page.

test('the manifest makes Verkstan installable in Swedish, with icons that exist', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: 'Verkstan', lang: 'sv-SE', display: 'standalone', start_url: '/dashboard' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  // Both themes colour the browser's bar.
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  // The service worker is never cached by the browser: a new version is found at the next start.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Chromium itself finds Verkstan installable, asked through the DevTools protocol', async ({ baseURL }) => {
  // Lighthouse 12 has no PWA category any more: the browser that would offer "Installera appen" decides.
  // A profile of its own on disk: Chromium never offers to install from an off-the-record context,
  // which is what a test's ordinary context is.
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'verkstan-install-')), {
    ...chromiumLaunchOptions,
    baseURL: baseURL!,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
});

test('after one visit online, the app opens without signal', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const account = newAccount();
  await registerByApi(page, account);
  await loginByForm(page, account);
  // Installed: every file of the app is kept, and the worker answers this page's requests.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    let count = 0;
    for (const name of names) count += (await (await caches.open(name)).keys()).length;
    return count;
  });
  expect(kept).toBeGreaterThan(50);

  await context.setOffline(true);
  await page.goto('/my-jobs');
  await expect(page.getByRole('banner').getByRole('link', { name: /Verkstan/ })).toBeVisible();
  // A screen of the app never reached online before: its chunk came with the install.
  await page.goto('/machines');
  await expect(page.getByRole('banner').getByRole('link', { name: /Verkstan/ })).toBeVisible();
  await expect(page.getByText(/ERR_INTERNET_DISCONNECTED|Ingen internetanslutning/)).toHaveCount(0);
  await context.close();
});
