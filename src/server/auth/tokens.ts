import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 30;

/** 256 random bits, URL-safe: the client's bearer token. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token has the shape createSessionToken gives; anything else is refused before the database. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
