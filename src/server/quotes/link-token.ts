import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The customer's link to a quote (QUOTES.md decision 3; docs/decisions/050): 256 bits, only its SHA-256
// stored, the same link at every send. The token is derived, not kept: HMAC-SHA-256 of the quote's
// workshop and id under a key outside the database, so a copy of the database opens no quote.

/** The link's token for a quote: 32 bytes, URL-safe (43 characters). */
export function quoteLinkToken(secret: string, organisationId: string, quoteId: string): string {
  return createHmac('sha256', secret).update(`quote-link:v1:${organisationId}:${quoteId}`).digest('base64url');
}

/** What the database keeps of a token, and looks a presented one up by. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A presented token has the shape of one: anything else is answered as unknown before the database. */
export const isWellFormedLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The key when LINK_SECRET is not set: made once and kept beside the embedded database, readable by the
 * server alone. Several servers on one database must share LINK_SECRET instead (README).
 */
export async function keptLinkSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, 'link-secret');
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': two servers starting together keep the first one's key.
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(path, 'utf8')).trim();
  }
}

const secrets = new WeakMap<object, Promise<string>>();

/** The server's link key, read once per configuration: LINK_SECRET, else the one kept in DATA_DIR. */
export function linkSecretOf(config: { linkSecret: string | null; dataDir: string }): () => Promise<string> {
  return () => {
    let secret = secrets.get(config);
    if (!secret) {
      secret = config.linkSecret ? Promise.resolve(config.linkSecret) : keptLinkSecret(config.dataDir);
      secrets.set(config, secret);
    }
    return secret;
  };
}
