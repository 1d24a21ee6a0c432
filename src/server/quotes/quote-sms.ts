import { canReceiveSms, normalisePhoneNumber } from '../../shared/phone-numbers';
import { quoteSmsRefused } from './errors';

/**
 * The customer's mobile number in E.164 for a quote's SMS (QUOTES.md decision 8), or 422 in Swedish at
 * `sms` when there is none that can take one: the send is refused before anything is queued.
 */
export function smsRecipientOf(phone: string | null): string {
  const to = phone ? normalisePhoneNumber(phone) : null;
  if (!to || !canReceiveSms(to)) throw quoteSmsRefused().at('sms');
  return to;
}

/** Short, Swedish, the workshop first, the machine named, the link last (docs/decisions/051). */
export function quoteSms(workshop: string, kind: string, number: number, machine: string | null, link: string) {
  const what = machine ? `${kind.toLowerCase()} ${number} för ${machine}` : `${kind.toLowerCase()} ${number}`;
  return `${workshop}: Här är ${what}. Se och svara: ${link}`;
}
