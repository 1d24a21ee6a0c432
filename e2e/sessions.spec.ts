import { expect, loginByForm, newAccount, registerByApi, test } from './fixtures';

test('a protected page sends the visitor to /login and back after login', async ({ page }) => {
  const account = newAccount();
  await registerByApi(page, account);
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord').fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Fakturor' })).toBeVisible();
});

test('a deep link survives a reload', async ({ page }) => {
  const account = newAccount();
  await registerByApi(page, account);
  await loginByForm(page, account);
  await page.goto('/WorkOrders');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Arbetsordrar' })).toBeVisible();
});

test('an expired session clears the token and asks for a new login', async ({ page }) => {
  const account = newAccount();
  await registerByApi(page, account);
  await loginByForm(page, account);
  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  await expect(page.getByText('Du har inga arbetsordrar ännu.')).toBeVisible();
  // The server revokes the session, as expiry would: the next call answers 401.
  const revoked = await page.request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);
  await page.getByRole('banner').getByRole('link', { name: 'Arbetsordrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Din session har gått ut. Vänligen logga in igen.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('verkstan.token'))).toBeNull();
});

test('a stored token that no longer works is dropped at start', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('verkstan.token', 'x'.repeat(43)));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Kunde inte verifiera inloggning')).toBeVisible();
});

test('logging out in one tab signs every other tab out at once, with nothing of the workshop left on screen', async ({
  page,
}) => {
  const account = newAccount();
  await registerByApi(page, account);
  await loginByForm(page, account);
  const other = await page.context().newPage();
  await other.goto('/dashboard');
  await expect(other.getByText('Du har inga arbetsordrar ännu.')).toBeVisible();

  await page.getByRole('button', { name: 'Användarmeny' }).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Du har loggats ut i ett annat fönster eller en annan flik.')).toBeVisible();
  await expect(other.getByText('Du har inga arbetsordrar ännu.')).toBeHidden();
  // Back in the other tab, the workshop's screens ask for a login again.
  await other.goto('/WorkOrders');
  await expect(other).toHaveURL(/\/login$/);
});
