import { isConsumer } from '../../shared/quote-price-limit';
import type { Approval, Quote, QuoteLine } from '../../shared/quote-shapes';
import { quoteStatusAsRead, quoteTotals } from '../../shared/quotes';
import { vatRateOf, type VatTreatment } from '../../shared/vat-treatment';
import type { InvoiceUnit } from '../../shared/invoice-units';
import type { PriceType } from '../../shared/quote-price-limit';
import type { ApprovalRow, ItemRow, QuoteCustomer, QuoteRow, VersionRow } from './repository';

const kronor = (ore: number | null) => (ore === null ? null : ore / 100);
const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

export function toLine(item: ItemRow): QuoteLine {
  return {
    id: item.id,
    description: item.description,
    quantity: item.quantityHundredths / 100,
    unit: (item.unit as InvoiceUnit | null) ?? null,
    price: item.priceOre / 100,
    partId: item.partId,
    rateId: item.rateId,
    optional: item.optional,
  };
}

export function toApproval(row: ApprovalRow): Approval {
  return {
    id: row.id,
    quoteId: row.quoteId,
    version: row.version,
    channel: row.channel as Approval['channel'],
    name: row.name,
    at: iso(row.at)!,
    itemIds: row.itemIds,
    acceptedTotal: row.acceptedTotalOre / 100,
    contentHash: row.contentHash,
    signed: row.signaturePngBase64 !== null,
    ip: row.ip,
    userAgent: row.userAgent,
    recordedBy: row.recordedBy,
    note: row.note,
  };
}

/** A version's totals over its fixed lines and the optional ones chosen, in öre. */
export function totalsOf(version: VersionRow, items: ItemRow[], chosen: ReadonlySet<string>) {
  return quoteTotals(
    items.map((item) => ({
      id: item.id,
      quantity: item.quantityHundredths / 100,
      price: item.priceOre / 100,
      optional: item.optional,
    })),
    chosen,
    vatRateOf(version.vatTreatment as VatTreatment),
  );
}

export interface QuoteParts {
  quote: QuoteRow;
  version: VersionRow;
  items: ItemRow[];
  approval: ApprovalRow | null;
  customer: QuoteCustomer;
}

export function toQuote({ quote, version, items, approval, customer }: QuoteParts, today: string): Quote {
  // Before an answer the totals are of the fixed lines; after, of what was accepted.
  const totals = totalsOf(version, items, new Set(approval?.itemIds ?? []));
  return {
    id: quote.id,
    number: quote.quoteNumber,
    version: version.version,
    kind: quote.kind as Quote['kind'],
    status: quoteStatusAsRead(
      {
        sentAt: version.sentAt,
        viewedAt: version.viewedAt,
        withdrawnAt: quote.withdrawnAt,
        answer: version.answer as 'accepted' | 'declined' | null,
        validUntil: version.validUntil,
      },
      today,
    ),
    customerId: quote.customerId,
    customerName: customer.name,
    machineId: quote.machineId,
    workOrderId: quote.workOrderId,
    priceType: version.priceType as PriceType,
    maxAmount: kronor(version.maxAmountOre),
    validUntil: version.validUntil,
    terms: version.terms,
    items: items.map(toLine),
    totalExVat: totals.netOre / 100,
    vat: totals.vatOre / 100,
    total: totals.totalOre / 100,
    vatTreatment: version.vatTreatment as VatTreatment,
    consumer: isConsumer(customer),
    sentAt: iso(version.sentAt),
    viewedAt: iso(version.viewedAt),
    answeredAt: iso(version.answeredAt),
    acceptedTotal: approval ? approval.acceptedTotalOre / 100 : null,
    declineReason: version.declineReason,
    approval: approval ? toApproval(approval) : null,
    createdAt: iso(quote.createdAt)!,
  };
}
