import type { Database } from '../db/client';

/**
 * The seam for the customer's page (*kundsida*, QUOTES.md decision 9): every message is to carry the
 * page's link, but only a token's hash is stored, so the page's feature (customer-portal, above this
 * one) hands the link out when asked. The app shell provides it at start (app.ts; docs/decisions/055);
 * until then, and for a customer without a working link, the answer is null and the texts leave it out.
 * A message never creates a link: staff decide who gets a page.
 */
export type CustomerPageLinks = (tx: Database, organisationId: string, customerId: string) => Promise<string | null>;

let provided: CustomerPageLinks = async () => null;

export function provideCustomerPageLinks(links: CustomerPageLinks): void {
  provided = links;
}

export async function customerPageLink(tx: Database, organisationId: string, customerId: string) {
  return provided(tx, organisationId, customerId);
}
