import { DEVICE_FUTURE_MS, DEVICE_PAST_MS } from '../../shared/device-time';
import { deviceTimeInFuture, deviceTimeTooOld } from './errors';

/**
 * The time to record for an action the device timed (FIELD.md decisions 7 and 9): the device's, when it
 * is within the bounds; the server's when none was sent, or when the device's runs ahead within the
 * tolerance (nothing is recorded as happening later than the server heard of it). Out of bounds: 400.
 */
export function deviceTime(
  sent: string | undefined,
  now: Date,
  { field, pastMs = DEVICE_PAST_MS }: { field: string; pastMs?: number },
): Date {
  if (sent === undefined) return now;
  const at = new Date(sent);
  if (at.getTime() > now.getTime() + DEVICE_FUTURE_MS) throw deviceTimeInFuture().at(field);
  if (at.getTime() < now.getTime() - pastMs) throw deviceTimeTooOld(Math.round(pastMs / 86_400_000)).at(field);
  return at.getTime() > now.getTime() ? now : at;
}
