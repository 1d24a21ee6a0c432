import { sql, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS_LABELS, PRIORITY_LABELS, WORK_ORDER_STATUS_LABELS } from '../../shared/labels';
import { METER_UNIT_LABELS } from '../../shared/meter';
import { MOVEMENT_TYPE_LABELS } from '../../shared/parts';
import { PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { ROLE_LABELS } from '../../shared/roles';
import { LEDGER_FIELD_LABELS } from '../../shared/staff-ledger';
import { RATE_UNIT_LABELS } from '../../shared/time';

/**
 * The registers of DATA.md decision 4, each one CSV file and one array of the JSON file: read a page at
 * a time by (created_at, id), so that memory stays flat however many rows there are. Field names are
 * the API's; a field ending in Ore is money in öre (kronor in the JSON, "1 234,50" in the CSV), in
 * Hundredths or Tenths a quantity of that precision.
 */
export interface Column {
  header: string;
  field: string;
  /** A checkbox as the imports read it. */
  kind?: 'yes-no';
  /** A stored word (a status, a role) in the Swedish the screens use. */
  labels?: Readonly<Record<string, string>>;
}

export interface Register {
  /** The CSV's name in the ZIP. */
  file: string;
  /** The JSON's key; null for rows the JSON holds inside another register's (a work order's materials). */
  key: string | null;
  columns: Column[];
  /** A page after `after` ({at, id} of the last row of the page before), ordered by created_at then id. */
  page(organisationId: string, after: Cursor | null, limit: number): SQL;
  /** The CSV rows of one row of the page (a work order's materials), when they are not the row itself. */
  expand?: (row: Row) => Row[];
}

export type Row = Record<string, unknown>;

export interface Cursor {
  at: string;
  id: string;
}

const after = (alias: string, cursor: Cursor | null) =>
  cursor
    ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
const pageOf = (alias: string, limit: number) =>
  sql`order by ${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id limit ${limit}`;
/** Every page query answers the cursor with full precision (microseconds) as text. */
const cursorColumns = (alias: string) =>
  sql.raw(`${alias}.created_at::text as "cursorAt", ${alias}.id::text as "cursorId"`);

export const registers: Register[] = [
  {
    // The import's own headers (WORKSHOP.md decision 8), and only those: the file imports again as it is.
    file: 'kunder.csv',
    key: 'customers',
    columns: [
      { header: 'Kundnummer', field: 'customerNumber' },
      { header: 'Namn', field: 'name' },
      { header: 'Organisationsnummer', field: 'orgNumber' },
      { header: 'E-post', field: 'email' },
      { header: 'Telefon', field: 'phone' },
      { header: 'Kontaktperson', field: 'contactPerson' },
      { header: 'Adress', field: 'street' },
      { header: 'Postnummer', field: 'postalCode' },
      { header: 'Ort', field: 'city' },
      { header: 'Land', field: 'country' },
      { header: 'Momsregistreringsnummer', field: 'vatNumber' },
      { header: 'Betalningsvillkor', field: 'paymentTermsDays' },
      { header: 'Peppol-ID', field: 'peppolId' },
      { header: 'Er referens', field: 'reference' },
      { header: 'Anteckningar', field: 'notes' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('c')}, c.id, c.customer_number as "customerNumber", c.name, c.org_number as "orgNumber", c.email, c.phone,
        c.contact_person as "contactPerson", c.street, c.postal_code as "postalCode", c.city, c.country, c.vat_number as "vatNumber",
        c.payment_terms_days as "paymentTermsDays", c.peppol_id as "peppolId", c.reference, c.notes, c.created_at as "createdAt"
      from customers c where c.organisation_id = ${organisationId} ${after('c', cursor)} ${pageOf('c', limit)}`,
  },
  {
    file: 'maskiner.csv',
    key: 'machines',
    columns: [
      { header: 'Kundnummer', field: 'customerNumber' },
      { header: 'Kund', field: 'customerName' },
      { header: 'Kategori', field: 'category' },
      { header: 'Märke', field: 'make' },
      { header: 'Modell', field: 'model' },
      { header: 'Årsmodell', field: 'year' },
      { header: 'Serienummer', field: 'serialNumber' },
      { header: 'Registreringsnummer', field: 'registrationNumber' },
      { header: 'Internnummer', field: 'unitNumber' },
      { header: 'Mätarenhet', field: 'meterUnit', labels: METER_UNIT_LABELS },
      { header: 'Anteckningar', field: 'notes' },
      { header: 'Maskin-ID', field: 'id' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('m')}, m.id, m.customer_id as "customerId", c.customer_number as "customerNumber", c.name as "customerName", m.category, m.make, m.model, m.year,
        m.serial_number as "serialNumber", m.registration_number as "registrationNumber", m.unit_number as "unitNumber", m.meter_unit as "meterUnit", m.notes,
        m.created_at as "createdAt"
      from machines m left join customers c on c.id = m.customer_id where m.organisation_id = ${organisationId} ${after('m', cursor)} ${pageOf('m', limit)}`,
  },
  {
    file: 'matarstallningar.csv',
    key: 'meterReadings',
    columns: [
      { header: 'Maskin-ID', field: 'machineId' },
      { header: 'Serienummer', field: 'serialNumber' },
      { header: 'Registreringsnummer', field: 'registrationNumber' },
      { header: 'Datum', field: 'readingDate' },
      { header: 'Mätarställning', field: 'valueTenths' },
      { header: 'Enhet', field: 'meterUnit' },
      { header: 'Källa', field: 'source' },
      { header: 'Arbetsorder', field: 'workOrderNumber' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('r')}, r.id, r.machine_id as "machineId", m.serial_number as "serialNumber", m.registration_number as "registrationNumber",
        r.reading_date as "readingDate", r.value_tenths as "valueTenths", m.meter_unit as "meterUnit", r.source, w.work_order_number as "workOrderNumber",
        r.created_at as "createdAt"
      from meter_readings r join machines m on m.id = r.machine_id left join work_orders w on w.id = r.work_order_id
      where r.organisation_id = ${organisationId} ${after('r', cursor)} ${pageOf('r', limit)}`,
  },
  {
    file: 'serviceintervall.csv',
    key: 'serviceIntervals',
    columns: [
      { header: 'Maskin-ID', field: 'machineId' },
      { header: 'Serienummer', field: 'serialNumber' },
      { header: 'Namn', field: 'name' },
      { header: 'Var (timmar/km)', field: 'everyMeter' },
      { header: 'Var (månader)', field: 'everyMonths' },
      { header: 'Senast utförd (datum)', field: 'lastDoneDate' },
      { header: 'Senast utförd (mätare)', field: 'lastDoneMeterTenths' },
      { header: 'Tillagd', field: 'addedOn' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('s')}, s.id, s.machine_id as "machineId", m.serial_number as "serialNumber", s.name, s.every_meter as "everyMeter",
        s.every_months as "everyMonths", s.given_done_date as "lastDoneDate", s.given_done_meter_tenths as "lastDoneMeterTenths", s.added_on as "addedOn",
        s.created_at as "createdAt"
      from service_intervals s join machines m on m.id = s.machine_id
      where s.organisation_id = ${organisationId} ${after('s', cursor)} ${pageOf('s', limit)}`,
  },
  {
    file: 'arbetsordrar.csv',
    key: 'workOrders',
    columns: [
      { header: 'Arbetsordernummer', field: 'workOrderNumber' },
      { header: 'Titel', field: 'title' },
      { header: 'Beskrivning', field: 'description' },
      { header: 'Kundnummer', field: 'customerNumber' },
      { header: 'Fordonskategori', field: 'vehicleCategory' },
      { header: 'Arbetskategori', field: 'workCategory' },
      { header: 'Status', field: 'status', labels: WORK_ORDER_STATUS_LABELS },
      { header: 'Prioritet', field: 'priority', labels: PRIORITY_LABELS },
      { header: 'Utförandedatum', field: 'executionDate' },
      { header: 'Maskin-ID', field: 'machineId' },
      { header: 'Skapad', field: 'createdAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('w')}, w.id, w.work_order_number as "workOrderNumber", w.title, w.description, w.customer_number as "customerNumber",
        w.customer_id as "customerId", w.vehicle_category as "vehicleCategory", w.work_category as "workCategory", w.status, w.priority,
        w.execution_date as "executionDate", w.machine_id as "machineId", w.todo_list as "todoList", w.materials, w.created_at as "createdAt"
      from work_orders w where w.organisation_id = ${organisationId} ${after('w', cursor)} ${pageOf('w', limit)}`,
  },
  {
    file: 'arbetsorder-material.csv',
    key: null,
    columns: [
      { header: 'Arbetsordernummer', field: 'workOrderNumber' },
      { header: 'Rad', field: 'position' },
      { header: 'Benämning', field: 'name' },
      { header: 'Antal', field: 'quantity' },
      { header: 'À-pris', field: 'unitPrice' },
      { header: 'Artikel-ID', field: 'partId' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('w')}, w.work_order_number as "workOrderNumber", w.materials
      from work_orders w where w.organisation_id = ${organisationId} ${after('w', cursor)} ${pageOf('w', limit)}`,
    // Kept as the client sent them (the spec passes them through): shown as written, "2,5" or 2.5 alike.
    expand: (row) =>
      listOf(row.materials).map((material, index) => ({
        workOrderNumber: row.workOrderNumber,
        position: index + 1,
        name: material.name,
        quantity: material.quantity,
        unitPrice: material.unitPrice,
        partId: material.partId,
      })),
  },
  {
    file: 'arbetsorder-checklistor.csv',
    key: null,
    columns: [
      { header: 'Arbetsordernummer', field: 'workOrderNumber' },
      { header: 'Rad', field: 'position' },
      { header: 'Punkt', field: 'text' },
      { header: 'Klar', field: 'done', kind: 'yes-no' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('w')}, w.work_order_number as "workOrderNumber", w.todo_list as "todoList"
      from work_orders w where w.organisation_id = ${organisationId} ${after('w', cursor)} ${pageOf('w', limit)}`,
    expand: (row) =>
      listOf(row.todoList).map((item, index) => ({
        workOrderNumber: row.workOrderNumber,
        position: index + 1,
        text: item.text,
        done: item.done === true,
      })),
  },
  {
    file: 'tidrapporter.csv',
    key: 'timeEntries',
    columns: [
      { header: 'Datum', field: 'date' },
      { header: 'Medarbetare', field: 'memberName' },
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Debitering', field: 'rateName' },
      { header: 'Timmar', field: 'hoursHundredths' },
      { header: 'Kilometer', field: 'kilometresTenths' },
      { header: 'Start', field: 'startedAt' },
      { header: 'Slut', field: 'endedAt' },
      { header: 'Debiterbar', field: 'billable', kind: 'yes-no' },
      { header: 'Anteckning', field: 'note' },
      { header: 'Fakturerad på', field: 'invoiceNumber' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('t')}, t.id, t.entry_date as "date", t.user_id as "userId", u.name as "memberName", t.work_order_id as "workOrderId",
        w.work_order_number as "workOrderNumber", r.name as "rateName", t.hours_hundredths as "hoursHundredths", t.kilometres_tenths as "kilometresTenths",
        t.started_at as "startedAt", t.ended_at as "endedAt", t.billable, t.note, i.invoice_number as "invoiceNumber", t.created_at as "createdAt"
      from time_entries t join users u on u.id = t.user_id join work_orders w on w.id = t.work_order_id
        left join rates r on r.id = t.rate_id left join invoices i on i.id = t.invoice_id
      where t.organisation_id = ${organisationId} ${after('t', cursor)} ${pageOf('t', limit)}`,
  },
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
  {
    // The import's own headers again: a price list that imports as it is.
    file: 'artiklar.csv',
    key: 'parts',
    columns: [
      { header: 'Artikelnummer', field: 'partNumber' },
      { header: 'Benämning', field: 'name' },
      { header: 'Enhet', field: 'unit' },
      { header: 'Inköpspris', field: 'purchasePriceOre' },
      { header: 'Försäljningspris', field: 'salePriceOre' },
      { header: 'Leverantör', field: 'supplier' },
      { header: 'Hyllplats', field: 'location' },
      { header: 'Beställningspunkt', field: 'reorderPointHundredths' },
      { header: 'Lagerförd', field: 'stocked', kind: 'yes-no' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('p')}, p.id, p.part_number as "partNumber", p.name, p.unit, p.purchase_price_ore as "purchasePriceOre",
        p.sale_price_ore as "salePriceOre", p.supplier, p.location, p.reorder_point_hundredths as "reorderPointHundredths", p.stocked,
        p.on_hand_hundredths as "onHandHundredths", p.average_cost_ore as "averageCostOre", p.created_at as "createdAt"
      from parts p where p.organisation_id = ${organisationId} ${after('p', cursor)} ${pageOf('p', limit)}`,
  },
  {
    file: 'lagersaldo.csv',
    key: 'stock',
    columns: [
      { header: 'Artikelnummer', field: 'partNumber' },
      { header: 'Benämning', field: 'name' },
      { header: 'I lager', field: 'onHandHundredths' },
      { header: 'Snittpris', field: 'averageCostOre' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('p')}, p.id, p.part_number as "partNumber", p.name, p.on_hand_hundredths as "onHandHundredths", p.average_cost_ore as "averageCostOre"
      from parts p where p.organisation_id = ${organisationId} and p.stocked ${after('p', cursor)} ${pageOf('p', limit)}`,
  },
  {
    file: 'lagerrorelser.csv',
    key: 'stockMovements',
    columns: [
      { header: 'Tidpunkt', field: 'createdAt' },
      { header: 'Artikelnummer', field: 'partNumber' },
      { header: 'Typ', field: 'type', labels: MOVEMENT_TYPE_LABELS },
      { header: 'Antal', field: 'quantityHundredths' },
      { header: 'Inköpspris', field: 'unitCostOre' },
      { header: 'I lager efter', field: 'onHandAfterHundredths' },
      { header: 'Snittpris efter', field: 'averageCostAfterOre' },
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Anteckning', field: 'note' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('m')}, m.id, m.part_id as "partId", p.part_number as "partNumber", m.type, m.quantity_hundredths as "quantityHundredths",
        m.unit_cost_ore as "unitCostOre", m.on_hand_after_hundredths as "onHandAfterHundredths", m.average_cost_after_ore as "averageCostAfterOre",
        w.work_order_number as "workOrderNumber", m.note, m.created_at as "createdAt"
      from part_movements m join parts p on p.id = m.part_id left join work_orders w on w.id = m.work_order_id
      where m.organisation_id = ${organisationId} ${after('m', cursor)} ${pageOf('m', limit)}`,
  },
  {
    // Never a password hash, a token or a personnummer: the staff ledger's file holds what the law asks.
    file: 'medarbetare.csv',
    key: 'members',
    columns: [
      { header: 'Namn', field: 'name' },
      { header: 'Förnamn', field: 'firstName' },
      { header: 'Efternamn', field: 'lastName' },
      { header: 'E-post', field: 'email' },
      { header: 'Roll', field: 'role', labels: ROLE_LABELS },
      { header: 'Tillagd', field: 'createdAt' },
      { header: 'Borttagen', field: 'removedAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('u')}, u.id, u.name, u.first_name as "firstName", u.last_name as "lastName", u.email, u.role, u.created_at as "createdAt",
        u.removed_at as "removedAt"
      from users u where u.organisation_id = ${organisationId} ${after('u', cursor)} ${pageOf('u', limit)}`,
  },
  {
    // Skatteförfarandelagen 39 kap. 11 §: name and personnummer of each person and when they came and went.
    file: 'personalliggare.csv',
    key: 'staffLedger',
    columns: [
      { header: 'Post-ID', field: 'id' },
      { header: 'Namn', field: 'name' },
      { header: 'Personnummer', field: 'personalNumber' },
      { header: 'In', field: 'checkedInAt' },
      { header: 'Ut', field: 'checkedOutAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('c')}, c.id, c.user_id as "userId", c.name, c.personal_number as "personalNumber", c.at as "checkedInAt", o.at as "checkedOutAt"
      from ledger_check_ins c left join ledger_check_outs o on o.check_in_id = c.id
      where c.organisation_id = ${organisationId} ${after('c', cursor)} ${pageOf('c', limit)}`,
  },
  {
    // A correction never changes a post: it is a post of its own, saying who changed what and why.
    file: 'personalliggare-rattelser.csv',
    key: 'staffLedgerCorrections',
    columns: [
      { header: 'Post-ID', field: 'checkInId' },
      { header: 'Fält', field: 'field', labels: LEDGER_FIELD_LABELS },
      { header: 'Från', field: 'fromAt' },
      { header: 'Till', field: 'toAt' },
      { header: 'Orsak', field: 'reason' },
      { header: 'Ändrad av', field: 'byName' },
      { header: 'Ändrad', field: 'createdAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('k')}, k.id, k.check_in_id as "checkInId", k.field, k.from_at as "fromAt", k.to_at as "toAt", k.reason, k.by_name as "byName",
        k.created_at as "createdAt"
      from ledger_corrections k where k.organisation_id = ${organisationId} ${after('k', cursor)} ${pageOf('k', limit)}`,
  },
];

function listOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}
