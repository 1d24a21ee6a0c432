import type { Page } from '@playwright/test';
import { COMPLETE_COMPANY, expect, test, uniqueOrgNumber } from './fixtures';

// Issue 44, point 32: at 375 px an invoice's nine actions ran out of its card, tooltips were cut,
// the receivables chart's labels overlapped, words broke in the middle and "Skriv ut" stuck out.

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Seeded {
  invoiceId: string;
  invoiceNumber: string;
  workOrderId: string;
  machineId: string;
}

/** A workshop with what makes a phone's screens crowded: long names, a long serial, an overdue, sent invoice. */
async function seed(page: Page): Promise<Seeded> {
  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  await page.request.put('/api/company', { headers, data: { ...COMPLETE_COMPANY, ...uniqueOrgNumber() } });
  const customer = await post('/api/customers', {
    name: 'Norrlandsgrävarna Entreprenad Aktiebolag',
    email: 'ekonomi@norrlandsgravarna.se',
    city: 'Skellefteå',
  });
  const machine = await post('/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220EL',
    serialNumber: 'VCEC220EL00312345',
  });
  const workOrder = await post('/api/workorders', {
    title: 'Byte av hydraulslang på bomcylinderns kolvstångssida',
    machineId: machine.id,
    workCategory: 'Reparation',
    todoList: [
      { text: 'Kontrollera hydraulslangarnas anslutningskopplingar och åtdragningsmoment', done: false },
      { text: 'Provkör bomcylindern under belastning', done: true },
    ],
  });
  const lines = {
    customerName: customer.name,
    customerEmail: 'ekonomi@norrlandsgravarna.se',
    workOrderId: workOrder.id,
    items: [{ description: 'Arbete', quantity: 3, price: 950 }],
  };
  // Overdue: its due date has passed (with the invoice date before it where the server takes one).
  let answer = await page.request.post('/api/invoice', {
    headers,
    data: { ...lines, invoiceDate: daysFromToday(-45), dueDate: daysFromToday(-15) },
  });
  if (!answer.ok())
    answer = await page.request.post('/api/invoice', {
      headers,
      data: { ...lines, dueDate: daysFromToday(-15) },
    });
  expect(answer.ok(), await answer.text()).toBe(true);
  const invoice = await answer.json();
  await post(`/api/invoice/${invoice.id}/send`, { to: ['ekonomi@norrlandsgravarna.se'] });
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    workOrderId: workOrder.id,
    machineId: machine.id,
  };
}

/** What sticks out of the screen at the side, and what sticks out of a card. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible' || parent.classList.contains('visually-hidden'))
          return true;
      return false;
    };
    const cards = [...document.querySelectorAll('main .section-card, main .list-card')];
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || clipped(element)) continue;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      if (box.right > width + 0.5 || box.left < -0.5)
        found.push(`${name} leaves the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      const card = cards.find((candidate) => candidate !== element && candidate.contains(element));
      const frame = card?.getBoundingClientRect();
      if (frame && (box.right > frame.right + 0.5 || box.left < frame.left - 0.5))
        found.push(`${name} leaves its card`);
    }
    return found.slice(0, 10);
  });
}

/** Words of the element's text that a line break cuts in two. */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const broken: string[] = [];
    for (const element of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

async function look(page: Page, name: string) {
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `test-results/screenshots/narrow-${name}-375-${mode}.png`,
      fullPage: true,
    });
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the invoice list keeps each invoice and its actions inside its card', async ({ loggedIn: page }) => {
    const seeded = await seed(page);
    await page.goto('/invoices');
    const card = page
      .getByRole('list', { name: 'Fakturor' })
      .getByRole('listitem')
      .filter({ hasText: seeded.invoiceNumber });
    await expect(card).toBeVisible();
    await look(page, 'invoices');
    expect(await overflows(page)).toEqual([]);
    // The rarer actions wait in a menu; the card leads to the invoice's page.
    await card.getByRole('button', { name: `Fler åtgärder för faktura ${seeded.invoiceNumber}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Skicka påminnelse' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Kreditera' })).toBeVisible();
    expect(await overflows(page)).toEqual([]);
  });

  test('an invoice has a page of its own with its lines, payments, reminders and actions', async ({
    loggedIn: page,
  }) => {
    const seeded = await seed(page);
    await page.goto('/invoices');
    await page.getByRole('link', { name: seeded.invoiceNumber }).first().click();
    await expect(page).toHaveURL(new RegExp(`/invoices/${seeded.invoiceId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Faktura ${seeded.invoiceNumber}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fakturarader' })).toContainText('Arbete');
    await expect(page.getByRole('heading', { name: 'Betalningar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Påminnelser' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrera betalning' })).toBeVisible();
    expect(await overflows(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fler åtgärder' }).click();
    expect(await overflows(page)).toEqual([]);
    await look(page, 'invoice-page');
  });

  test('Kundreskontra: the chart labels stay apart and its dates whole', async ({ loggedIn: page }) => {
    await seed(page);
    await page.goto('/receivables');
    await expect(page.getByRole('figure', { name: 'Obetalt per hur sent det är' })).toBeVisible();
    await look(page, 'receivables');
    expect(await overflows(page)).toEqual([]);
    expect(await brokenWords(page, '.bar-chart-label, .receivable-invoices')).toEqual([]);
    const labels = await page
      .locator('.bar-chart-label')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (let index = 1; index < labels.length; index++)
      expect(labels[index]!.left).toBeGreaterThanOrEqual(labels[index - 1]!.right);
  });

  test('a work order, its machine and a dialog keep their words whole', async ({ loggedIn: page }) => {
    const seeded = await seed(page);
    await page.goto(`/WorkOrders/${seeded.workOrderId}`);
    await expect(page.getByText('Kontrollera hydraulslangarnas anslutningskopplingar', { exact: false })).toBeVisible();
    await look(page, 'work-order');
    expect(await overflows(page)).toEqual([]);
    expect(await brokenWords(page, 'main')).toEqual([]);
    await page.goto(`/machines/${seeded.machineId}`);
    await expect(page.getByText('VCEC220EL00312345').first()).toBeVisible();
    await look(page, 'machine');
    expect(await overflows(page)).toEqual([]);
    expect(await brokenWords(page, 'main')).toEqual([]);
    await page.goto('/invoices');
    await page.getByRole('button', { name: `Skicka faktura ${seeded.invoiceNumber} med e-post` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await brokenWords(page, '[role="dialog"] h2')).toEqual([]);
  });

  test('the staff ledger keeps Skriv ut inside its card', async ({ loggedIn: page }) => {
    await page.goto('/staff-ledger');
    await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
    await look(page, 'staff-ledger');
    expect(await overflows(page)).toEqual([]);
  });
});

test.describe('on a phone (touch, no hover)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a tapped icon button draws no tooltip to be cut at the edge', async ({ loggedIn: page }) => {
    await page.goto('/staff-ledger');
    const button = page.getByRole('button', { name: 'Föregående dag' });
    await button.tap();
    const tooltip = await button.evaluate((element) => {
      const style = getComputedStyle(element, '::after');
      return { display: style.display, content: style.content };
    });
    expect(tooltip.display === 'none' || tooltip.content === 'none').toBe(true);
  });
});

test('at 1280 px the invoice list, the invoice page and Kundreskontra stay inside the screen', async ({
  loggedIn: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seeded = await seed(page);
  for (const path of [
    '/invoices',
    `/invoices/${seeded.invoiceId}`,
    '/receivables',
    `/WorkOrders/${seeded.workOrderId}`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await overflows(page), path).toEqual([]);
  }
  await page.goto(`/invoices/${seeded.invoiceId}`);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: `test-results/screenshots/narrow-invoice-page-1280-${mode}.png`,
      fullPage: true,
    });
  }
});
