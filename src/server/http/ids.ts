import type { ErrorFactory } from './error-factory';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text could be an id at all; one that cannot names nothing in any workshop. */
export const isUuid = (value: string) => uuidPattern.test(value);

/** An id that cannot exist is the same to a client as one that does not: 404. */
export function requireId(id: string, notFoundError: ErrorFactory): string {
  if (!uuidPattern.test(id)) throw notFoundError();
  return id.toLowerCase();
}
