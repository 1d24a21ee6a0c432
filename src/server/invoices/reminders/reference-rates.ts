import { mergedRates } from '../../../shared/interest';
import type { ReferenceRateView } from '../../../shared/reminders';
import type { Actor } from '../../audit/service';
import type { Database } from '../../db/client';
import * as late from './repository';

/** GET /reference-rates: the Riksbank's rates with the workshop's own over them, oldest first. */
export async function referenceRates(db: Database, organisationId: string): Promise<ReferenceRateView[]> {
  const own = await late.ownRates(db, organisationId);
  const ownStarts = new Set(own.map((rate) => rate.validFrom));
  return mergedRates(own).map((rate) => ({
    validFrom: rate.validFrom,
    rate: rate.rateBp / 100,
    source: ownStarts.has(rate.validFrom) ? 'egen' : 'riksbanken',
  }));
}

/** POST /reference-rates (owner): a half-year's rate, the Riksbank's next one before a release ships it. */
export async function addReferenceRate(
  db: Database,
  actor: Actor,
  input: { validFrom: string; rate: number },
): Promise<ReferenceRateView> {
  await late.saveRate(db, {
    organisationId: actor.organisationId,
    validFrom: input.validFrom,
    rateBp: Math.round(input.rate * 100),
    createdBy: actor.id,
  });
  return { validFrom: input.validFrom, rate: input.rate, source: 'egen' };
}
