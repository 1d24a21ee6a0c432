import { formatOrePlain } from '../../shared/money';
import { invoiceLimit, type ApprovedPrice, type PriceLimit } from '../../shared/quote-price-limit';
import { quoteTexts } from '../../shared/quote-texts';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { agreedPriceOf } from '../work-orders/service';
import { invoicePriceLimitPassed } from './errors';

// What an invoice of a job priced by an accepted quote may total (QUOTES.md decision 6; DOMAIN-SE.md,
// Consumer services; docs/decisions/054): a consumer's approximate price plus 15 % (36 §), a running
// account's ceiling. Past it the save needs `override: { reason }`, which the trail keeps.

/** The job's approved price and the limit an invoice of it is held to, or nulls without a quote. */
export async function priceLimitOf(
  db: Database,
  organisationId: string,
  workOrderId: string,
): Promise<{ approved: ApprovedPrice | null; limit: PriceLimit | null }> {
  const approved = await agreedPriceOf(db, organisationId, workOrderId);
  return { approved, limit: approved ? invoiceLimit(approved) : null };
}

/** The Swedish sentence of a passed limit, naming the law or the ceiling. */
export function limitSentence(totalOre: number, approved: ApprovedPrice, limit: PriceLimit): string {
  return limit.rule === 'ceiling'
    ? quoteTexts.ceilingPassed(formatOrePlain(totalOre), formatOrePlain(limit.limitOre))
    : quoteTexts.consumerEstimatePassed(
        formatOrePlain(totalOre),
        formatOrePlain(approved.approvedOre),
        formatOrePlain(limit.limitOre),
      );
}

/**
 * Refuses (409) an invoice of `totalOre` (including VAT) past the job's limit unless the body overrides
 * it with a reason; an override that was needed is written to the invoice's trail: who and why. The
 * caller has written the invoice (its id) in the same transaction, so a refusal leaves nothing behind.
 */
export async function guardApprovedPrice(
  tx: Database,
  actor: Actor,
  workOrderId: string,
  invoiceId: string,
  totalOre: number,
  override: { reason: string } | undefined,
): Promise<void> {
  const { approved, limit } = await priceLimitOf(tx, actor.organisationId, workOrderId);
  if (!approved || !limit || totalOre <= limit.limitOre) return;
  if (!override) throw invoicePriceLimitPassed(limitSentence(totalOre, approved, limit)).at('override');
  await recordEvent(tx, actor, 'invoice', invoiceId, 'priceLimitOverridden', [
    { field: 'limit', from: null, to: limit.limitOre / 100 },
    { field: 'total', from: null, to: totalOre / 100 },
    { field: 'override', from: null, to: override.reason },
  ]);
}
