import { createHash, createHmac } from 'node:crypto';

// The customer's page link (docs/decisions/055): as a quote's link (decision 050) the token is derived,
// HMAC-SHA-256 under the server's link key, so a copy of the database opens no page; unlike a quote's
// it carries the link's generation, so that a new link or a revocation ends the old one for good.

/** 32 bytes, URL-safe (43 characters). */
export function portalToken(secret: string, organisationId: string, customerId: string, generation: number): string {
  return createHmac('sha256', secret)
    .update(`customer-page:v1:${organisationId}:${customerId}:${generation}`)
    .digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What the portal needs of the server: its key and where the pages are. */
export interface PortalLinkOptions {
  linkSecret: () => Promise<string>;
  publicUrl: string;
}

export const pageUrl = (options: PortalLinkOptions, token: string) => `${options.publicUrl}/k/${token}`;
