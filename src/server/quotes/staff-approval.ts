import type { Approval } from '../../shared/quote-shapes';
import type { z } from 'zod';
import type { staffApprovalSchema } from '../../shared/quotes';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { startAcceptedWork } from './accepted-work';
import { accept } from './answers';
import { quoteLocked, quoteNotFound } from './errors';
import { partsOf } from './parts';
import * as repository from './repository';

/**
 * POST /quotes/{id}/approvals: an approval given by phone or in person, recorded by staff (QUOTES.md
 * decision 5): who answered, who recorded it, a note; the content kept as for a link's approval.
 */
export async function recordStaffApproval(
  db: Database,
  actor: Actor,
  id: string,
  input: z.output<typeof staffApprovalSchema>,
  now: Date,
  today: string,
): Promise<Approval> {
  return db.transaction(async (tx) => {
    const quote = await repository.findQuote(tx, actor.organisationId, id, true);
    if (!quote) throw quoteNotFound();
    if (quote.withdrawnAt) throw quoteLocked();
    const parts = await partsOf(tx, quote, quote.currentVersion);
    const approval = await accept(
      tx,
      parts,
      {
        channel: input.channel,
        name: input.name,
        itemIds: input.itemIds,
        signaturePngBase64: null,
        ip: null,
        userAgent: null,
        recordedBy: actor.id,
        note: input.note || null,
      },
      now,
      today,
    );
    const jobId = await startAcceptedWork(tx, parts, approval, { actor }, now);
    await recordEvent(tx, actor, 'quote', id, 'accepted', [
      { field: 'channel', from: null, to: input.channel },
      { field: 'name', from: null, to: input.name },
      { field: 'acceptedTotal', from: null, to: approval.acceptedTotal },
      { field: 'workOrderId', from: quote.workOrderId, to: jobId },
    ]);
    return approval;
  });
}
