import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

/** Largest Contentful Paint of a page on localhost, in ms, the median of a few cold loads. */
export async function measureLcp(url: string, runs = 5): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const values: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    values.push(lcp);
    await context.close();
  }
  await browser.close();
  values.sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)]!);
}
