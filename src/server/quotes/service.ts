import { addDays } from '../../shared/dates';
import { toOre } from '../../shared/money';
import type { Quote } from '../../shared/quote-shapes';
import { DEFAULT_QUOTE_VALIDITY_DAYS, type QuoteInput, type QuoteStatus } from '../../shared/quotes';
import { vatTreatmentOf } from '../../shared/vat-treatment';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { takeNextNumber } from '../db/number-series';
import { requireMachine } from '../machines/service';
import { workOrderExists } from '../work-orders/service';
import { workOrderNotFound } from '../work-orders/errors';
import {
  quoteExtraNeedsWorkOrder,
  quoteLocked,
  quoteMachineNotCustomers,
  quoteNotDraft,
  quoteNotFound,
  quoteValidUntilInvalid,
} from './errors';
import { toQuote } from './mapper';
import { loadParts } from './parts';
import * as repository from './repository';
import type { NewItem, NewVersion, QuoteRow } from './repository';

// Quotes as staff write them (QUOTES.md decisions 1–2): drafts edited in place, sent ones by new versions.

export { loadParts, quoteExists } from './parts';
export { openQuotesOfCustomer } from './public-portal-quotes';
export { linkSecretOf } from './link-token';

/** The series of quote numbers per workshop: 1, 2, …, never reused (decision 1). */
export const QUOTE_SERIES = 'quote';

async function checkLinks(db: Database, organisationId: string, input: QuoteInput) {
  const customer = await requireCustomer(db, organisationId, input.customerId);
  if (input.machineId) {
    const { machine } = await requireMachine(db, organisationId, input.machineId);
    if (machine.customerId !== input.customerId) throw quoteMachineNotCustomers().at('machineId');
  }
  if (input.workOrderId && !(await workOrderExists(db, organisationId, input.workOrderId)))
    throw workOrderNotFound().at('workOrderId');
  if (input.kind === 'extra' && !input.workOrderId) throw quoteExtraNeedsWorkOrder().at('workOrderId');
  return customer;
}

function versionValues(
  input: QuoteInput,
  customer: { country: string; orgNumber: string | null; vatNumber: string | null },
  today: string,
): NewVersion {
  const validUntil = input.validUntil ?? addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS);
  if (validUntil < today) throw quoteValidUntilInvalid().at('validUntil');
  return {
    priceType: input.priceType,
    maxAmountOre: input.maxAmount === null ? null : toOre(input.maxAmount),
    validUntil,
    terms: input.terms || null,
    vatTreatment: vatTreatmentOf(customer),
  };
}

const itemValues = (input: QuoteInput): NewItem[] =>
  input.items.map((item, position) => ({
    position,
    description: item.description,
    quantityHundredths: toOre(item.quantity)!,
    unit: item.unit,
    priceOre: toOre(item.price)!,
    partId: item.partId,
    rateId: item.rateId,
    optional: item.optional,
  }));

export async function getQuote(
  db: Database,
  organisationId: string,
  id: string,
  today: string,
  version?: number,
): Promise<Quote> {
  const parts = await loadParts(db, organisationId, id, version);
  return toQuote(parts, today);
}

export async function listQuotes(
  db: Database,
  organisationId: string,
  filter: repository.QuoteFilter & { status?: QuoteStatus },
  today: string,
): Promise<Quote[]> {
  const rows = await repository.listQuotes(db, organisationId, filter);
  const quotes = await Promise.all(rows.map(({ quote }) => getQuote(db, organisationId, quote.id, today)));
  return filter.status ? quotes.filter((quote) => quote.status === filter.status) : quotes;
}

export async function createQuote(db: Database, actor: Actor, input: QuoteInput, today: string): Promise<Quote> {
  const organisationId = actor.organisationId;
  const id = await db.transaction(async (tx) => {
    const customer = await checkLinks(tx, organisationId, input);
    const values = versionValues(input, customer, today);
    const quoteNumber = await takeNextNumber(tx, organisationId, QUOTE_SERIES, 1);
    const quote = await repository.insertQuote(tx, {
      organisationId,
      quoteNumber,
      kind: input.kind,
      customerId: input.customerId,
      machineId: input.machineId ?? null,
      workOrderId: input.workOrderId ?? null,
      createdBy: actor.id,
    });
    const version = await repository.insertVersion(tx, quote, 1, { ...values, createdBy: actor.id });
    await repository.replaceItems(tx, version, itemValues(input));
    await recordEvent(tx, actor, 'quote', quote.id, 'created', [{ field: 'number', from: null, to: quoteNumber }]);
    return quote.id;
  });
  return getQuote(db, organisationId, id, today);
}

/** A quote that may still change: not withdrawn, its newest version unanswered (decision 2). */
async function requireOpen(db: Database, organisationId: string, id: string) {
  const quote = await repository.findQuote(db, organisationId, id, true);
  if (!quote) throw quoteNotFound();
  const version = await repository.findVersion(db, quote, quote.currentVersion);
  if (quote.withdrawnAt || version!.answer) throw quoteLocked();
  return { quote, version: version! };
}

const everSent = async (db: Database, quote: QuoteRow) => (await repository.newestSentVersion(db, quote)) !== null;

/** PUT: a draft in place; a sent version is kept and the change becomes the next version. */
export async function updateQuote(
  db: Database,
  actor: Actor,
  id: string,
  input: QuoteInput,
  today: string,
): Promise<Quote> {
  const organisationId = actor.organisationId;
  await db.transaction(async (tx) => {
    const { quote, version } = await requireOpen(tx, organisationId, id);
    const sent = await everSent(tx, quote);
    // Who the quote is to is part of what was sent: a sent quote keeps its customer.
    if (sent && input.customerId !== quote.customerId) throw quoteLocked().at('customerId');
    const customer = await checkLinks(tx, organisationId, input);
    const values = versionValues(input, customer, today);
    const before = await getQuote(tx, organisationId, id, today);
    await repository.updateQuote(tx, quote, {
      kind: input.kind,
      customerId: input.customerId,
      machineId: input.machineId ?? null,
      workOrderId: input.workOrderId ?? null,
    });
    if (version.sentAt === null) {
      await repository.updateVersion(tx, version, values);
      await repository.replaceItems(tx, version, itemValues(input));
    } else {
      const next = await repository.insertVersion(tx, quote, version.version + 1, { ...values, createdBy: actor.id });
      await repository.replaceItems(tx, next, itemValues(input));
      await repository.updateQuote(tx, quote, { currentVersion: next.version });
    }
    const after = await getQuote(tx, organisationId, id, today);
    const changes = changesBetween(before, after, [
      'version',
      'customerId',
      'machineId',
      'workOrderId',
      'priceType',
      'maxAmount',
      'validUntil',
      'terms',
      'total',
    ]);
    await recordEvent(tx, actor, 'quote', id, version.sentAt === null ? 'updated' : 'versioned', changes);
  });
  return getQuote(db, organisationId, id, today);
}

/** DELETE: a draft that was never sent; anything a customer saw stays. */
export async function deleteQuote(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const quote = await repository.findQuote(tx, actor.organisationId, id, true);
    if (!quote) throw quoteNotFound();
    if (quote.withdrawnAt || (await everSent(tx, quote))) throw quoteNotDraft();
    await repository.deleteQuote(tx, quote);
    await recordEvent(tx, actor, 'quote', id, 'deleted', [{ field: 'number', from: quote.quoteNumber, to: null }]);
  });
}

/** POST /withdraw: the link then says the workshop withdrew it. */
export async function withdrawQuote(db: Database, actor: Actor, id: string, now: Date, today: string): Promise<Quote> {
  await db.transaction(async (tx) => {
    const { quote } = await requireOpen(tx, actor.organisationId, id);
    await repository.updateQuote(tx, quote, { withdrawnAt: now.toISOString() });
    await recordEvent(tx, actor, 'quote', id, 'withdrawn', [
      { field: 'withdrawnAt', from: null, to: now.toISOString() },
    ]);
  });
  return getQuote(db, actor.organisationId, id, today);
}
