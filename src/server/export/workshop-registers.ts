import { sql } from 'drizzle-orm';
import { PRIORITY_LABELS, WORK_ORDER_STATUS_LABELS } from '../../shared/labels';
import { METER_UNIT_LABELS } from '../../shared/meter';
import { after, cursorColumns, listOf, pageOf, type Register } from './register';

/** The workshop's registers: customers, machines and their readings and plans, work orders, time. */
export const workshopRegisters: Register[] = [
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
];
