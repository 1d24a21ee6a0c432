import { ADMINISTRATOR } from './fixtures';

/**
 * The installation's administrator is the owner of the workshop registered first (DATA.md decision 1):
 * registered here, after Playwright has started the server and before any journey registers its own.
 */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3200);
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMINISTRATOR),
  });
  if (response.status !== 201)
    throw new Error(`the administrator could not register: ${response.status} ${await response.text()}`);
}
