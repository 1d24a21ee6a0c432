import { UndeliverableError, type Deliver } from './transport';

/** How long the SMS provider may take to answer before the attempt counts as failed (and is tried again). */
const TIMEOUT_MS = 15_000;

/**
 * Hands an SMS to a 46elks-compatible HTTP API (DOMAIN-SE, Phone numbers and SMS): `POST` with the form
 * fields `from`, `to` and `message`, the credentials of SMS_URL's user info as HTTP Basic. Without
 * SMS_URL nothing can be sent, and an SMS queued anyway (the setting was saved while it was set)
 * fails with that reason, visibly, rather than going nowhere.
 */
export function createSmsDeliver({ smsUrl, from }: { smsUrl: string | undefined; from: string }): Deliver {
  if (!smsUrl)
    return () => Promise.reject(new UndeliverableError('SMS skickas inte: SMS_URL är inte inställt på servern.'));
  const url = new URL(smsUrl);
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  url.username = '';
  url.password = '';
  const endpoint = url.toString();
  return async (message) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from, to: message.to, message: message.text }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.text()).slice(0, 300);
    if (response.ok) return;
    const reason = `SMS-tjänsten svarade ${response.status}: ${answer}`;
    // A refusal of this SMS itself (a bad number, wrong credentials) is the same the next time; a busy
    // or broken provider (5xx), a throttle (429) or a timeout (408) may pass later.
    const isLasting = response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
    throw isLasting ? new UndeliverableError(reason) : new Error(reason);
  };
}
