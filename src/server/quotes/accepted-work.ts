import type { Approval } from '../../shared/quote-shapes';
import { isConsumer, type PriceType } from '../../shared/quote-price-limit';
import type { Database } from '../db/client';
import { takeAcceptedQuote, type Accepter } from '../work-orders/service';
import { totalsOf, type QuoteParts } from './mapper';
import { updateQuote } from './repository';

// From the accepted quote to the job (QUOTES.md decisions 6–7; docs/decisions/054): in the approval's
// transaction, the accepted lines — every line not optional, and the optional ones chosen — go to the
// work order the quote was made from, or to a new one for its customer and machine. A rate line is
// planned labour; every other line a material (a part's reserved in stock as any material's). A quote
// that made a new job is linked to it in the same transaction: the job names its quote (quoteId), the
// quote its job (workOrderId), and the job's quotes list it from the start.

/** Makes or adds to the job; answers its id. */
export async function startAcceptedWork(
  tx: Database,
  parts: QuoteParts,
  approval: Approval,
  accepter: Accepter,
  now: Date,
): Promise<string> {
  const { quote, version, items, customer } = parts;
  const chosen = new Set(approval.itemIds);
  const accepted = items.filter((item) => !item.optional || chosen.has(item.id));
  const labourLines = accepted.filter((item) => item.rateId !== null);
  const materialLines = accepted.filter((item) => item.rateId === null);
  const jobId = await takeAcceptedQuote(
    tx,
    accepter,
    {
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      kind: quote.kind as 'quote' | 'extra',
      workOrderId: quote.workOrderId,
      customerId: quote.customerId,
      machineId: quote.machineId,
      priceType: version.priceType as PriceType,
      maxAmountOre: version.maxAmountOre,
      consumer: isConsumer(customer),
      totalOre: Math.round(approval.acceptedTotal * 100),
      // The accepted lines' net, as the approval's total was computed (answers.ts).
      netOre: totalsOf(version, items, chosen).netOre,
      materials: materialLines.map((item) => ({
        name: item.description,
        quantity: item.quantityHundredths / 100,
        unitPrice: item.priceOre / 100,
        ...(item.partId !== null && { partId: item.partId }),
        ...(item.unit !== null && { unit: item.unit }),
      })),
      labour: labourLines.map((item) => ({
        description: item.description,
        quantity: item.quantityHundredths / 100,
        unit: item.unit,
        price: item.priceOre / 100,
        rateId: item.rateId,
      })),
    },
    now,
  );
  if (quote.workOrderId === null) await updateQuote(tx, quote, { workOrderId: jobId });
  return jobId;
}
