import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// What the planning journeys (issue 48) share: Swedish days, the week to book in, screenshots, a hand's
// drag, and the owner's calls to the API for the set-up a journey does not click through.

/** A moment's date in Sweden, "2026-11-28". */
export const dayOf = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
export const addDays = (date: string, days: number) =>
  dayOf(new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000));

/** The Monday some weeks after this week's (1: next week's), so that every day booked is ahead. */
export function mondayIn(weeks: number): string {
  const today = dayOf(new Date());
  return addDays(today, 7 * weeks - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });

/** Drags with the mouse in steps, as a hand does (dnd-kit starts after a few pixels). */
export async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * The signed-in owner's board at 1280 px, and `call`: a call to the API as the owner that must succeed,
 * answering its JSON.
 */
export async function planningOwner(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const response = await page.request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return { call };
}

/**
 * Whether a part of the board is seen whole: not cut by the block around it (a job's number), and
 * not covered by anything drawn over it (an absence's name under a booking).
 */
export async function isSeenWhole(part: Locator): Promise<boolean> {
  await part.scrollIntoViewIfNeeded();
  return part.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.parentElement!.getBoundingClientRect();
    const inside =
      box.left >= frame.left - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.bottom <= frame.bottom + 0.5;
    const seen = element.scrollWidth <= element.clientWidth + 0.5;
    const corners: Array<[number, number]> = [
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    const onTop = corners.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
    return inside && seen && onTop;
  });
}
