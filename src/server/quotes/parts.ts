import type { Database } from '../db/client';
import { quoteNotFound, quoteVersionNotFound } from './errors';
import type { QuoteParts } from './mapper';
import * as repository from './repository';

/** A quote with one of its versions (the newest unless `version` names another), its lines, approval and customer. */
export async function loadParts(
  db: Database,
  organisationId: string,
  id: string,
  version?: number,
): Promise<QuoteParts> {
  const quote = await repository.findQuote(db, organisationId, id);
  if (!quote) throw quoteNotFound();
  return partsOf(db, quote, version ?? quote.currentVersion);
}

export async function partsOf(db: Database, quote: repository.QuoteRow, versionNumber: number): Promise<QuoteParts> {
  const version = await repository.findVersion(db, quote, versionNumber);
  if (!version) throw quoteVersionNotFound();
  const [items, approvals, customer] = await Promise.all([
    repository.itemsOf(db, quote.organisationId, [version.id]),
    repository.approvalsOf(db, quote.organisationId, [version.id]),
    repository.customerOf(db, quote.organisationId, quote.customerId),
  ]);
  return { quote, version, items, approval: approvals[0] ?? null, customer: customer! };
}

/** Whether the quote is the workshop's: for the audit trail and for attaching a photo to it (FIELD.md decision 1). */
export async function quoteExists(db: Database, organisationId: string, id: string): Promise<boolean> {
  return (await repository.findQuote(db, organisationId, id)) !== null;
}
