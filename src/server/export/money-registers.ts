import { sql } from 'drizzle-orm';
import { INVOICE_STATUS_LABELS } from '../../shared/labels';
import { PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { RATE_UNIT_LABELS } from '../../shared/time';
import { after, cursorColumns, listOf, pageOf, type Register } from './register';

/** What was billed and paid: billed time, invoices and their lines, payments, reminders. */
export const moneyRegisters: Register[] = [
  {
    file: 'debiteringar.csv',
    key: 'rates',
    columns: [
      { header: 'Namn', field: 'name' },
      { header: 'Enhet', field: 'unit', labels: RATE_UNIT_LABELS },
      { header: 'Pris', field: 'priceOre' },
      { header: 'Standard', field: 'isDefault', kind: 'yes-no' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('r')}, r.id, r.name, r.unit, r.price_ore as "priceOre", r.is_default as "isDefault"
      from rates r where r.organisation_id = ${organisationId} ${after('r', cursor)} ${pageOf('r', limit)}`,
  },
  {
    file: 'fakturor.csv',
    key: 'invoices',
    columns: [
      { header: 'Fakturanummer', field: 'invoiceNumber' },
      { header: 'Typ', field: 'kind' },
      { header: 'Fakturadatum', field: 'invoiceDate' },
      { header: 'Förfallodatum', field: 'dueDate' },
      { header: 'Kund', field: 'customerName' },
      { header: 'Kundens e-post', field: 'customerEmail' },
      { header: 'Kundens adress', field: 'customerAddress' },
      { header: 'Kundens momsregistreringsnummer', field: 'buyerVatNumber' },
      { header: 'Netto', field: 'netOre' },
      { header: 'Moms', field: 'vatOre' },
      { header: 'Öresavrundning', field: 'roundingOre' },
      { header: 'Att betala', field: 'amountToPayOre' },
      { header: 'Momsbehandling', field: 'vatTreatment' },
      { header: 'Status', field: 'status', labels: INVOICE_STATUS_LABELS },
      { header: 'Betald', field: 'paidAt' },
      { header: 'OCR', field: 'ocr' },
      { header: 'Krediterar faktura', field: 'creditsInvoiceNumber' },
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Er referens', field: 'buyerReference' },
      { header: 'Ert ordernummer', field: 'orderReference' },
      { header: 'Skickad', field: 'sentAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('i')}, i.id, i.invoice_number as "invoiceNumber",
        case when i.credit_for_invoice_id is not null then 'Kreditfaktura' when i.interest_for_invoice_id is not null then 'Räntefaktura' else 'Faktura' end as "kind",
        i.invoice_date as "invoiceDate", i.due_date as "dueDate", i.customer_id as "customerId", i.customer_name as "customerName",
        i.customer_email as "customerEmail", i.customer_address as "customerAddress", i.buyer_vat_number as "buyerVatNumber", i.net_ore as "netOre",
        i.vat_ore as "vatOre", i.rounding_ore as "roundingOre", i.amount_to_pay_ore as "amountToPayOre", i.vat_treatment as "vatTreatment", i.status,
        i.paid_at as "paidAt", i.ocr, c.invoice_number as "creditsInvoiceNumber", w.work_order_number as "workOrderNumber",
        i.buyer_reference as "buyerReference", i.order_reference as "orderReference", i.notes, i.sent_at as "sentAt", i.created_at as "createdAt"
      from invoices i left join invoices c on c.id = i.credit_for_invoice_id left join work_orders w on w.id = i.work_order_id
      where i.organisation_id = ${organisationId} ${after('i', cursor)} ${pageOf('i', limit)}`,
  },
  {
    file: 'fakturarader.csv',
    key: 'invoiceLines',
    columns: [
      { header: 'Fakturanummer', field: 'invoiceNumber' },
      { header: 'Rad', field: 'position' },
      { header: 'Beskrivning', field: 'description' },
      { header: 'Antal', field: 'quantityHundredths' },
      { header: 'Enhet', field: 'unit' },
      { header: 'À-pris', field: 'unitPriceOre' },
      { header: 'Belopp', field: 'amountOre' },
    ],
    // Lines have no time of their own: a page of invoices, each with its lines, in the invoices' order.
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('i')}, i.invoice_number as "invoiceNumber",
        coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'invoiceId', l.invoice_id, 'position', l.position + 1, 'description', l.description,
            'quantityHundredths', l.quantity_hundredths, 'unit', l.unit, 'unitPriceOre', l.unit_price_ore, 'amountOre', l.amount_ore) order by l.position)
          from invoice_lines l where l.invoice_id = i.id), '[]'::jsonb) as lines
      from invoices i where i.organisation_id = ${organisationId} ${after('i', cursor)} ${pageOf('i', limit)}`,
    expand: (row) => listOf(row.lines).map((line) => ({ invoiceNumber: row.invoiceNumber, ...line })),
  },
  {
    file: 'betalningar.csv',
    key: 'payments',
    columns: [
      { header: 'Fakturanummer', field: 'invoiceNumber' },
      { header: 'Betalningsdatum', field: 'paymentDate' },
      { header: 'Belopp', field: 'amountOre' },
      { header: 'Betalningssätt', field: 'method', labels: PAYMENT_METHOD_LABELS },
      { header: 'Referens', field: 'reference' },
      { header: 'Källa', field: 'source' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('p')}, p.id, p.invoice_id as "invoiceId", i.invoice_number as "invoiceNumber", p.payment_date as "paymentDate",
        p.amount_ore as "amountOre", p.method, p.reference, p.source, p.created_at as "createdAt"
      from payments p join invoices i on i.id = p.invoice_id where p.organisation_id = ${organisationId} ${after('p', cursor)} ${pageOf('p', limit)}`,
  },
  {
    file: 'paminnelser.csv',
    key: 'reminders',
    columns: [
      { header: 'Fakturanummer', field: 'invoiceNumber' },
      { header: 'Påminnelse', field: 'number' },
      { header: 'Datum', field: 'reminderDate' },
      { header: 'Ny förfallodag', field: 'dueDate' },
      { header: 'Kvar att betala', field: 'balanceOre' },
      { header: 'Påminnelseavgift', field: 'feeOre' },
      { header: 'Förseningsersättning', field: 'lateCompensationOre' },
      { header: 'Dröjsmålsränta', field: 'interestOre' },
      { header: 'Skickad', field: 'sentAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('r')}, r.id, r.invoice_id as "invoiceId", i.invoice_number as "invoiceNumber", r.number, r.reminder_date as "reminderDate",
        r.due_date as "dueDate", r.balance_ore as "balanceOre", r.fee_ore as "feeOre", r.late_compensation_ore as "lateCompensationOre",
        r.interest_ore as "interestOre", r.sent_at as "sentAt", r.created_at as "createdAt"
      from reminders r join invoices i on i.id = r.invoice_id where r.organisation_id = ${organisationId} ${after('r', cursor)} ${pageOf('r', limit)}`,
  },
];
