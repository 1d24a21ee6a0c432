import { sql } from 'drizzle-orm';
import { MOVEMENT_TYPE_LABELS } from '../../shared/parts';
import { ROLE_LABELS } from '../../shared/roles';
import { LEDGER_FIELD_LABELS } from '../../shared/staff-ledger';
import { after, cursorColumns, pageOf, type Register } from './register';

/** Parts and their stock, the team and the staff ledger. */
export const stockAndStaffRegisters: Register[] = [
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
