import { sql } from 'drizzle-orm';
import { priceTypeMeaning } from '../../shared/quote-price-words';
import type { PublicQuote } from '../../shared/quote-shapes';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { machineNameOf } from '../machines/service';
import { findCompany } from '../organisations/service';
import { toQuote, type QuoteParts } from './mapper';
import type { JsonValue } from '../canonical-json';

/** What the customer sees of a quote (publicQuote): the workshop's contact, no ids of other records, nothing internal. */
export async function publicView(db: Database, parts: QuoteParts, today: string): Promise<PublicQuote> {
  const { quote } = parts;
  const [company, machine] = await Promise.all([
    findCompany(db, quote.organisationId),
    quote.machineId
      ? rowsOf<{ name: string | null }>(
          db,
          sql`select ${machineNameOf(sql`${quote.organisationId}::uuid`, sql`${quote.machineId}::uuid`)} as name`,
        )
      : Promise.resolve([]),
  ]);
  const full = toQuote(parts, today);
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')].filter(Boolean);
  return {
    number: full.number,
    version: full.version,
    kind: full.kind,
    status: full.status,
    customerName: full.customerName,
    priceType: full.priceType,
    priceTypeText: priceTypeMeaning(full.priceType, full.consumer, parts.version.maxAmountOre),
    maxAmount: full.maxAmount,
    validUntil: full.validUntil,
    terms: full.terms,
    items: full.items.map(({ id, description, quantity, unit, price, optional }) => ({
      id,
      description,
      quantity,
      unit,
      price,
      optional,
    })),
    totalExVat: full.totalExVat,
    vat: full.vat,
    total: full.total,
    vatTreatment: full.vatTreatment,
    consumer: full.consumer,
    sentAt: full.sentAt,
    viewedAt: full.viewedAt,
    answeredAt: full.answeredAt,
    acceptedTotal: full.acceptedTotal,
    declineReason: full.declineReason,
    machine: machine[0]?.name ?? null,
    workshop: {
      name: company.name,
      phone: company.phone || null,
      email: company.email || null,
      address: address.length > 0 ? address.join(', ') : null,
      orgNumber: company.orgNumber || null,
    },
    approval: full.approval
      ? {
          version: full.approval.version,
          channel: full.approval.channel,
          name: full.approval.name,
          at: full.approval.at,
          itemIds: full.approval.itemIds,
          acceptedTotal: full.approval.acceptedTotal,
          signed: full.approval.signed,
        }
      : null,
  };
}

/**
 * What an approval keeps as evidence: the version as the customer was shown it (not the moments it was
 * sent or opened, which change nothing of what was offered) and what they chose.
 */
export function approvedContent(view: PublicQuote, itemIds: string[], acceptedTotal: number): JsonValue {
  const {
    status: _status,
    sentAt: _sent,
    viewedAt: _viewed,
    answeredAt: _answered,
    approval: _approval,
    ...shown
  } = view;
  const { acceptedTotal: _accepted, declineReason: _reason, ...offered } = shown;
  return { ...offered, chosenItemIds: [...itemIds].sort(), acceptedTotal } as unknown as JsonValue;
}
