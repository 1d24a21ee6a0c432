import { sql } from 'drizzle-orm';
import { PRICE_TYPE_LABELS } from '../../shared/quote-texts';
import { after, cursorColumns, pageOf, type Register } from './register';

const ANSWER_LABELS = { accepted: 'Godkänd', declined: 'Avböjd' } as const;
const CHANNEL_LABELS = {
  link: 'Länk',
  phone: 'Telefon',
  'in-person': 'På plats',
  sms: 'SMS',
  email: 'E-post',
} as const;

/** Quotes (one row per version: a sent version is never changed), their lines, approvals and contact attempts. */
export const quoteRegisters: Register[] = [
  {
    file: 'offerter.csv',
    key: 'quotes',
    columns: [
      { header: 'Offertnummer', field: 'quoteNumber' },
      { header: 'Version', field: 'version' },
      { header: 'Kundnummer', field: 'customerNumber' },
      { header: 'Kund', field: 'customerName' },
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Pristyp', field: 'priceType', labels: PRICE_TYPE_LABELS },
      { header: 'Takpris', field: 'maxAmountOre' },
      { header: 'Giltig till', field: 'validUntil' },
      { header: 'Villkor', field: 'terms' },
      { header: 'Skickad', field: 'sentAt' },
      { header: 'Öppnad', field: 'viewedAt' },
      { header: 'Svar', field: 'answer', labels: ANSWER_LABELS },
      { header: 'Besvarad', field: 'answeredAt' },
      { header: 'Orsak', field: 'declineReason' },
      { header: 'Återkallad', field: 'withdrawnAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('v')}, v.id, q.id as "quoteId", q.quote_number as "quoteNumber", v.version, q.kind, c.customer_number as "customerNumber",
        c.name as "customerName", w.work_order_number as "workOrderNumber", v.price_type as "priceType", v.max_amount_ore as "maxAmountOre",
        v.valid_until as "validUntil", v.terms, v.vat_treatment as "vatTreatment", v.sent_at as "sentAt", v.viewed_at as "viewedAt", v.answer,
        v.answered_at as "answeredAt", v.decline_reason as "declineReason", q.withdrawn_at as "withdrawnAt", v.created_at as "createdAt"
      from quote_versions v join quotes q on q.id = v.quote_id and q.organisation_id = v.organisation_id
        join customers c on c.id = q.customer_id left join work_orders w on w.id = q.work_order_id
      where v.organisation_id = ${organisationId} ${after('v', cursor)} ${pageOf('v', limit)}`,
  },
  {
    file: 'offertrader.csv',
    key: 'quoteItems',
    columns: [
      { header: 'Offertnummer', field: 'quoteNumber' },
      { header: 'Version', field: 'version' },
      { header: 'Beskrivning', field: 'description' },
      { header: 'Antal', field: 'quantityHundredths' },
      { header: 'Enhet', field: 'unit' },
      { header: 'Pris', field: 'priceOre' },
      { header: 'Tillval', field: 'optional', kind: 'yes-no' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('i')}, i.id, q.quote_number as "quoteNumber", v.version, i.position, i.description, i.quantity_hundredths as "quantityHundredths",
        i.unit, i.price_ore as "priceOre", i.part_id as "partId", i.rate_id as "rateId", i.optional
      from quote_items i join quote_versions v on v.id = i.version_id and v.organisation_id = i.organisation_id
        join quotes q on q.id = v.quote_id and q.organisation_id = v.organisation_id
      where i.organisation_id = ${organisationId} ${after('i', cursor)} ${pageOf('i', limit)}`,
  },
  {
    // The evidence as kept: the content the customer saw (canonical JSON) and its SHA-256.
    file: 'godkannanden.csv',
    key: 'quoteApprovals',
    columns: [
      { header: 'Offertnummer', field: 'quoteNumber' },
      { header: 'Version', field: 'version' },
      { header: 'Kanal', field: 'channel', labels: CHANNEL_LABELS },
      { header: 'Namn', field: 'name' },
      { header: 'Tidpunkt', field: 'at' },
      { header: 'Godkänt belopp', field: 'acceptedTotalOre' },
      { header: 'SHA-256', field: 'contentHash' },
      { header: 'Signerad', field: 'signed', kind: 'yes-no' },
      { header: 'IP-adress', field: 'ip' },
      { header: 'Webbläsare', field: 'userAgent' },
      { header: 'Anteckning', field: 'note' },
      { header: 'Innehåll', field: 'content' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('a')}, a.id, q.quote_number as "quoteNumber", a.version, a.channel, a.name, a.at, a.accepted_total_ore as "acceptedTotalOre",
        a.content_hash as "contentHash", a.signature_png_base64 is not null as signed, a.ip, a.user_agent as "userAgent", a.note, a.content,
        a.item_ids as "itemIds", a.recorded_by as "recordedBy"
      from quote_approvals a join quotes q on q.id = a.quote_id and q.organisation_id = a.organisation_id
      where a.organisation_id = ${organisationId} ${after('a', cursor)} ${pageOf('a', limit)}`,
  },
  {
    file: 'kontaktforsok.csv',
    key: 'contactAttempts',
    columns: [
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Tidpunkt', field: 'at' },
      { header: 'Kanal', field: 'channel', labels: CHANNEL_LABELS },
      { header: 'Anteckning', field: 'note' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('k')}, k.id, w.work_order_number as "workOrderNumber", k.at, k.channel, k.note, k.by_user_id as "byUserId"
      from contact_attempts k join work_orders w on w.id = k.work_order_id and w.organisation_id = k.organisation_id
      where k.organisation_id = ${organisationId} ${after('k', cursor)} ${pageOf('k', limit)}`,
  },
  {
    // That a customer has a page link and since when; never the token or its hash (docs/decisions/055).
    file: 'kundsidor.csv',
    key: 'portalLinks',
    columns: [
      { header: 'Kundnummer', field: 'customerNumber' },
      { header: 'Kund', field: 'customerName' },
      { header: 'Länken skapad', field: 'issuedAt' },
      { header: 'Stängd', field: 'revokedAt' },
      { header: 'Senast öppnad', field: 'lastOpenedAt' },
      { header: 'Gäller', field: 'active', kind: 'yes-no' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('l')}, l.id, c.customer_number as "customerNumber", c.name as "customerName", l.issued_at as "issuedAt",
        l.revoked_at as "revokedAt", l.last_opened_at as "lastOpenedAt", l.token_hash is not null as active
      from customer_portal_links l join customers c on c.id = l.customer_id and c.organisation_id = l.organisation_id
      where l.organisation_id = ${organisationId} ${after('l', cursor)} ${pageOf('l', limit)}`,
  },
];
