import { test as base, expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** The first workshop's owner (e2e/global-setup.ts): the one who sees the installation's backups. */
export const ADMINISTRATOR: Account = {
  email: 'administrator@verkstan-e2e.se',
  password: 'hemligt-lösen-1',
  firstName: 'Ada',
  lastName: 'Admin',
  companyName: 'Första Verkstaden AB',
};

/** Seller details that make an invoice legally complete, for journeys that invoice through the API. */
export const COMPLETE_COMPANY = {
  name: 'Svenssons Maskinservice AB',
  orgNumber: '5560360793',
  vatNumber: 'SE556036079301',
  fTax: true,
  street: 'Industrivägen 4',
  postalCode: '24138',
  city: 'Eslöv',
  bankgiro: '5050-1055',
  email: 'faktura@svenssons.se',
  phone: '0413-123 45',
  paymentTermsDays: 30,
};

let counter = 0;

function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let index = 0; index < payload.length; index++) {
    const doubled = Number(payload[payload.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * An organisation number (and its VAT number) of its own: each is one workshop's in an installation,
 * so every journey's workshop on the shared e2e server needs another one, also on a retry.
 */
export function uniqueOrgNumber(): { orgNumber: string; vatNumber: string } {
  counter += 1;
  const base = `556${String((Date.now() + counter) % 1_000_000).padStart(6, '0')}`;
  const orgNumber = `${base}${luhnCheckDigit(base)}`;
  return { orgNumber, vatNumber: `SE${orgNumber}01` };
}

export function newAccount(): Account {
  counter += 1;
  return {
    email: `e2e-${Date.now()}-${counter}@verkstad.se`,
    password: 'hemligt-lösen-1',
    firstName: 'Karin',
    lastName: 'Ek',
    companyName: 'Eks Maskinservice AB',
  };
}

/** Registers through the API (fast); journeys that test registration use the form. */
export async function registerByApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
}

/** Signs in through the form; `landing` is where the role starts (a mechanic on /my-jobs). */
export async function loginByForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  landing = /\/dashboard$/,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(landing);
}

/** A logged-in page with a fresh workshop. */
export const test = base.extend<{ account: Account; loggedIn: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object.
  account: async ({}, use) => {
    await use(newAccount());
  },
  loggedIn: async ({ page, account }, use) => {
    await registerByApi(page, account);
    await loginByForm(page, account);
    await use(page);
  },
});

export { expect };

export async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
}
