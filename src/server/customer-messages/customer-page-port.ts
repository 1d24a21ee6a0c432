import type { Database } from '../db/client';

/**
 * The seam for the customer's page (*kundsida*, QUOTES.md decision 9), built beside this feature:
 * every message is to carry the page's link, but only a token's hash is stored, so the page's feature
 * must hand a link out when asked (a fresh token, or one kept for messages). Until it exists the
 * answer is null and the texts leave the link out; then this function calls that feature's service.
 */
export async function customerPageLink(
  _tx: Database,
  _organisationId: string,
  _customerId: string,
): Promise<string | null> {
  return null;
}
