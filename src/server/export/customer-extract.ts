import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requireCustomer } from '../customers/service';
import { findCompany } from '../organisations/service';
import { cellOf, jsonOf } from './csv-cells';
import type { Column, Row } from './registers';
import { INVOICE_READING_LABELS, invoiceReading, WORK_ORDER_STATUS_LABELS } from '../../shared/labels';
import { invoiceStatusAsRead, type InvoiceStatus } from '../../shared/invoices';
import { formatOre, formatQuantity } from '../../shared/money';
import { countryName } from '../../shared/countries';
import { PAYMENT_METHOD_LABELS } from '../../shared/payments';
import type { ExtractDocument } from './extract-pdf';
import { formatDateTime } from '../../shared/dates';
import { fieldSections } from './field-extract-sections';
import type { SectionQuery } from './extract-section';

/** A customer's register extract (DATA.md decision 5, GDPR art. 15): every record of the workshop that names them. */
export interface CustomerExtract {
  business: { name: string; orgNumber: string | null };
  customer: Row;
  sections: ExtractSection[];
}

export interface ExtractSection {
  key: string;
  title: string;
  /** What the PDF prints of each row; the JSON holds every field. */
  columns: Array<Column & { width: number }>;
  rows: Row[];
}

/** Far beyond any customer of a workshop; a bound, so that no request reads without end. */
const MAX_ROWS = 50_000;

/** An invoice's status as the invoice list reads it (overdue past its due date), and what the PDF prints. */
function invoiceAsRead(row: Row, today: string): Row {
  const creditForInvoiceId = (row.creditForInvoiceId as string | null) ?? null;
  const creditedByInvoiceId = (row.creditedByInvoiceId as string | null) ?? null;
  const status = invoiceStatusAsRead(
    {
      storedStatus: row.status as InvoiceStatus,
      dueDate: String(row.dueDate),
      creditForInvoiceId,
      creditedByInvoiceId,
    },
    today,
  );
  return { ...row, status, reading: invoiceReading({ status, creditForInvoiceId, creditedByInvoiceId }) };
}

const sections: SectionQuery[] = [
  {
    key: 'machines',
    title: 'Maskiner',
    columns: [
      { header: 'Kategori', field: 'category', width: 90 },
      { header: 'Märke och modell', field: 'makeAndModel', width: 150 },
      { header: 'Serienummer', field: 'serialNumber', width: 120 },
      { header: 'Reg.nr', field: 'registrationNumber', width: 135 },
    ],
    query: (organisationId, customerId) => sql`
      select m.id, m.category, m.make, m.model, concat_ws(' ', m.make, m.model) as "makeAndModel", m.year, m.serial_number as "serialNumber",
        m.registration_number as "registrationNumber", m.unit_number as "unitNumber", m.meter_unit as "meterUnit", m.notes, m.created_at as "createdAt"
      from machines m where m.organisation_id = ${organisationId} and m.customer_id = ${customerId} order by m.created_at, m.id`,
  },
  {
    key: 'meterReadings',
    title: 'Mätarställningar',
    columns: [
      { header: 'Maskin', field: 'machine', width: 200 },
      { header: 'Datum', field: 'readingDate', width: 100 },
      { header: 'Mätarställning', field: 'valueTenths', width: 100 },
      { header: 'Enhet', field: 'meterUnit', width: 95 },
    ],
    query: (organisationId, customerId) => sql`
      select r.id, r.machine_id as "machineId", concat_ws(' ', m.make, m.model, m.serial_number) as machine, r.reading_date as "readingDate",
        r.value_tenths as "valueTenths", m.meter_unit as "meterUnit", r.source, r.created_at as "createdAt"
      from meter_readings r join machines m on m.id = r.machine_id
      where r.organisation_id = ${organisationId} and m.customer_id = ${customerId} order by r.reading_date, r.id`,
  },
  {
    key: 'serviceIntervals',
    title: 'Serviceintervall',
    columns: [
      { header: 'Maskin', field: 'machine', width: 200 },
      { header: 'Namn', field: 'name', width: 175 },
      { header: 'Var (h/km)', field: 'everyMeter', width: 60 },
      { header: 'Var (mån)', field: 'everyMonths', width: 60 },
    ],
    query: (organisationId, customerId) => sql`
      select s.id, s.machine_id as "machineId", concat_ws(' ', m.make, m.model, m.serial_number) as machine, s.name, s.every_meter as "everyMeter",
        s.every_months as "everyMonths", s.added_on as "addedOn"
      from service_intervals s join machines m on m.id = s.machine_id
      where s.organisation_id = ${organisationId} and m.customer_id = ${customerId} order by s.created_at, s.id`,
  },
  {
    key: 'workOrders',
    title: 'Arbetsordrar',
    columns: [
      // Room for a whole "AO-20261102-0001" (a cut number names no job).
      { header: 'Nummer', field: 'workOrderNumber', width: 115 },
      { header: 'Titel', field: 'title', width: 180 },
      { header: 'Status', field: 'status', width: 100, labels: WORK_ORDER_STATUS_LABELS },
      { header: 'Skapad', field: 'createdAt', width: 100 },
    ],
    query: (organisationId, customerId, customerNumber) => sql`
      select w.id, w.work_order_number as "workOrderNumber", w.title, w.description, w.status, w.priority, w.execution_date as "executionDate",
        w.machine_id as "machineId", w.todo_list as "todoList", w.materials, w.created_at as "createdAt"
      from work_orders w
      where w.organisation_id = ${organisationId} and (w.customer_id = ${customerId} or (w.customer_id is null and w.customer_number = ${customerNumber}))
      order by w.created_at, w.id`,
  },
  {
    key: 'invoices',
    title: 'Fakturor och kreditfakturor',
    columns: [
      { header: 'Nummer', field: 'invoiceNumber', width: 90 },
      { header: 'Datum', field: 'invoiceDate', width: 80 },
      { header: 'Skickad till', field: 'customerEmail', width: 165 },
      { header: 'Att betala', field: 'amountToPayOre', width: 80 },
      { header: 'Status', field: 'reading', width: 80, labels: INVOICE_READING_LABELS },
    ],
    query: (organisationId, customerId) => sql`
      select i.id, i.invoice_number as "invoiceNumber", i.invoice_date as "invoiceDate", i.due_date as "dueDate", i.customer_name as "customerName",
        i.customer_email as "customerEmail", i.customer_address as "customerAddress", i.buyer_vat_number as "buyerVatNumber",
        i.buyer_reference as "buyerReference", i.net_ore as "netOre", i.vat_ore as "vatOre", i.amount_to_pay_ore as "amountToPayOre", i.status,
        i.notes, i.sent_at as "sentAt", i.created_at as "createdAt", i.credit_for_invoice_id as "creditForInvoiceId",
        (select c.id from invoices c where c.credit_for_invoice_id = i.id and c.completes_credit) as "creditedByInvoiceId",
        coalesce((select jsonb_agg(jsonb_build_object('description', l.description, 'quantity', l.quantity_hundredths / 100.0, 'unitPrice', l.unit_price_ore / 100.0, 'amount', l.amount_ore / 100.0) order by l.position)
          from invoice_lines l where l.invoice_id = i.id), '[]'::jsonb) as lines
      from invoices i where i.organisation_id = ${organisationId} and i.customer_id = ${customerId} order by i.invoice_date, i.invoice_number`,
    asRead: invoiceAsRead,
  },
  {
    key: 'payments',
    title: 'Betalningar',
    columns: [
      { header: 'Faktura', field: 'invoiceNumber', width: 120 },
      { header: 'Datum', field: 'paymentDate', width: 120 },
      { header: 'Belopp', field: 'amountOre', width: 120 },
      { header: 'Sätt', field: 'method', width: 135, labels: PAYMENT_METHOD_LABELS },
    ],
    query: (organisationId, customerId) => sql`
      select p.id, i.invoice_number as "invoiceNumber", p.payment_date as "paymentDate", p.amount_ore as "amountOre", p.method, p.reference
      from payments p join invoices i on i.id = p.invoice_id
      where p.organisation_id = ${organisationId} and i.customer_id = ${customerId} order by p.payment_date, p.id`,
  },
  {
    key: 'reminders',
    title: 'Påminnelser',
    columns: [
      { header: 'Faktura', field: 'invoiceNumber', width: 120 },
      { header: 'Datum', field: 'reminderDate', width: 120 },
      { header: 'Kvar att betala', field: 'balanceOre', width: 120 },
      { header: 'Avgift', field: 'feeOre', width: 135 },
    ],
    query: (organisationId, customerId) => sql`
      select r.id, i.invoice_number as "invoiceNumber", r.number, r.reminder_date as "reminderDate", r.due_date as "dueDate", r.balance_ore as "balanceOre",
        r.fee_ore as "feeOre", r.sent_at as "sentAt"
      from reminders r join invoices i on i.id = r.invoice_id
      where r.organisation_id = ${organisationId} and i.customer_id = ${customerId} order by r.reminder_date, r.id`,
  },
  {
    key: 'quoteApprovals',
    title: 'Godkända offerter',
    columns: [
      { header: 'Offert', field: 'quoteNumber', width: 80 },
      { header: 'Tidpunkt', field: 'at', width: 140 },
      { header: 'Namn', field: 'name', width: 160 },
      { header: 'Kanal', field: 'channel', width: 115 },
    ],
    query: (organisationId, customerId) => sql`
      select a.id, q.quote_number as "quoteNumber", a.version, a.channel, a.name, a.at, a.accepted_total_ore as "acceptedTotalOre",
        a.signature_png_base64 is not null as signed, a.ip, a.user_agent as "userAgent", a.content_hash as "contentHash"
      from quote_approvals a join quotes q on q.id = a.quote_id and q.organisation_id = a.organisation_id
      where a.organisation_id = ${organisationId} and q.customer_id = ${customerId} order by a.at, a.id`,
  },
  {
    // That the customer has (or had) a page link, never its token or hash (docs/decisions/055).
    key: 'portalLinks',
    title: 'Kundsida',
    columns: [
      { header: 'Länken skapad', field: 'issuedAt', width: 140 },
      { header: 'Stängd', field: 'revokedAt', width: 130 },
      { header: 'Senast öppnad', field: 'lastOpenedAt', width: 140 },
      { header: 'Gäller', field: 'active', width: 85 },
    ],
    query: (organisationId, customerId) => sql`
      select l.id, l.issued_at as "issuedAt", l.revoked_at as "revokedAt", l.last_opened_at as "lastOpenedAt",
        l.token_hash is not null as active
      from customer_portal_links l where l.organisation_id = ${organisationId} and l.customer_id = ${customerId}`,
  },
  ...fieldSections,
];

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(sql`select to_jsonb(q) as row from (${query}) q limit ${MAX_ROWS}`)) as unknown as {
    rows: Array<{ row: Row | string }>;
  };
  return result.rows.map(({ row }) => jsonOf(typeof row === 'string' ? (JSON.parse(row) as Row) : row));
}

export async function customerExtract(
  db: Database,
  organisationId: string,
  customerId: string,
  today: string,
): Promise<CustomerExtract> {
  const customer = await requireCustomer(db, organisationId, customerId);
  const company = await findCompany(db, organisationId);
  const { sortKey: _sortKey, searchText: _searchText, organisationId: _organisationId, ...register } = customer as Row;
  const filled: ExtractSection[] = [];
  for (const section of sections) {
    const stored = await rowsOf(db, section.query(organisationId, customerId, customer.customerNumber));
    const rows = section.asRead ? stored.map((row) => section.asRead!(row, today)) : stored;
    filled.push({ key: section.key, title: section.title, columns: section.columns, rows });
  }
  return {
    business: { name: company.name ?? '', orgNumber: company.orgNumber },
    customer: jsonOf(register),
    sections: filled,
  };
}

/** The extract as JSON: the customer and each section by its key. */
export function extractAsJson(extract: CustomerExtract, createdAt: string): object {
  return {
    format: 'verkstan-registerutdrag',
    version: 1,
    createdAt,
    controller: extract.business,
    customer: extract.customer,
    ...Object.fromEntries(extract.sections.map((section) => [section.key, section.rows])),
  };
}

/** The PDF's cells: as a Swedish reader reads them (kronor with a comma, Swedish times). */
export const printedCell = (column: Column, row: Row) => {
  const field = column.field;
  const raw = row[field.replace(/(Ore|Hundredths|Tenths)$/, '')] ?? row[field];
  // jsonOf has turned öre into kronor already; print them as a Swedish reader reads money: "7 146,00 kr".
  if (field.endsWith('Ore') && typeof raw === 'number') return formatOre(Math.round(raw * 100));
  if (field.endsWith('Tenths') && typeof raw === 'number') return formatQuantity(raw);
  return cellOf(column, raw);
};

const REGISTER_FIELDS: Array<[string, string]> = [
  ['customerNumber', 'Kundnummer'],
  ['name', 'Namn'],
  ['orgNumber', 'Organisations- eller personnummer'],
  ['email', 'E-post'],
  ['phone', 'Telefon'],
  ['contactPerson', 'Kontaktperson'],
  ['street', 'Adress'],
  ['postalCode', 'Postnummer'],
  ['city', 'Ort'],
  ['country', 'Land'],
  ['vatNumber', 'Momsregistreringsnummer'],
  ['peppolId', 'Peppol-ID'],
  ['reference', 'Er referens'],
  ['notes', 'Anteckningar'],
  ['createdAt', 'Registrerad'],
];

export function extractDocument(extract: CustomerExtract, printedAt: Date): ExtractDocument {
  const value = (field: string) => {
    const raw = extract.customer[field];
    if (raw === null || raw === undefined || raw === '') return '–';
    if (field === 'country') return countryName(String(raw));
    return field === 'createdAt' ? formatDateTime(String(raw)) : String(raw);
  };
  return {
    business: extract.business,
    printedAt: formatDateTime(printedAt),
    customerName: String(extract.customer.name ?? ''),
    register: REGISTER_FIELDS.map(([field, label]) => [label, value(field)]),
    sections: extract.sections.map((section) => ({
      title: `${section.title} (${section.rows.length})`,
      widths: section.columns.map((column) => column.width),
      rows: [
        section.columns.map((column) => column.header),
        ...section.rows.map((row) => section.columns.map((column) => printedCell(column, row))),
      ],
    })),
  };
}
