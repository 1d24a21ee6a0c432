import { expect } from '@playwright/test';

/** Where playwright.config.ts starts the SMS stand-in (e2e/sms-stub-server.mjs). */
export const smsStubPort = () => Number(process.env.E2E_PORT ?? 3200) + 98;

/** Waits for the SMS stand-in to have got a message to the number (E.164), and gives the newest one's text. */
export async function smsTo(number: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${smsStubPort()}/received`);
        const received = (await response.json()) as Array<{ to: string; message: string }>;
        text = received.filter((sms) => sms.to === number).at(-1)?.message ?? '';
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return text;
}
