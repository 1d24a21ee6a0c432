import { sql } from 'drizzle-orm';
import { ABSENCE_KIND_LABELS } from '../../shared/planning';
import { after, cursorColumns, pageOf, type Register } from './register';

/** Swedish wall-clock time "2026-03-30 07:00" of a timestamptz column, as the planning board shows it. */
const swedish = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI')`);

/** The day's opening hours as "07:00–16:00, 17:00–19:00", empty when closed. */
const dayHours = (day: string) =>
  sql.raw(
    `(select coalesce(string_agg((x->>'from') || '–' || (x->>'to'), ', '), '') from jsonb_array_elements(h.hours->'${day}') x)`,
  );

/** Bays, bookings, absences and opening hours (PLANNING.md): the week as the board had it. */
export const planningRegisters: Register[] = [
  {
    file: 'platser.csv',
    key: 'bays',
    columns: [
      { header: 'Plats', field: 'name' },
      { header: 'Borttagen', field: 'removedAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('b')}, b.id, b.name, b.removed_at as "removedAt", b.created_at as "createdAt"
      from bays b where b.organisation_id = ${organisationId} ${after('b', cursor)} ${pageOf('b', limit)}`,
  },
  {
    file: 'bokningar.csv',
    key: 'bookings',
    columns: [
      { header: 'Arbetsorder', field: 'workOrderNumber' },
      { header: 'Från', field: 'start' },
      { header: 'Till', field: 'end' },
      { header: 'Plats', field: 'bayName' },
      { header: 'Ute hos kund', field: 'onSite', kind: 'yes-no' },
      { header: 'Adress', field: 'address' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('k')}, k.id, k.work_order_id as "workOrderId", w.work_order_number as "workOrderNumber",
        ${swedish('k.starts_at')} as "start", ${swedish('k.ends_at')} as "end", k.bay_id as "bayId", b.name as "bayName",
        k.on_site as "onSite", k.address, k.version, k.created_at as "createdAt"
      from bookings k join work_orders w on w.id = k.work_order_id left join bays b on b.id = k.bay_id
      where k.organisation_id = ${organisationId} ${after('k', cursor)} ${pageOf('k', limit)}`,
  },
  {
    file: 'franvaro.csv',
    key: 'absences',
    columns: [
      { header: 'Medarbetare', field: 'userName' },
      { header: 'Från', field: 'start' },
      { header: 'Till', field: 'end' },
      { header: 'Frånvaro', field: 'kind', labels: ABSENCE_KIND_LABELS },
      { header: 'Anteckning', field: 'note' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('a')}, a.id, a.user_id as "userId", u.name as "userName", ${swedish('a.starts_at')} as "start",
        ${swedish('a.ends_at')} as "end", a.kind, a.note, a.created_at as "createdAt"
      from absences a join users u on u.id = a.user_id
      where a.organisation_id = ${organisationId} ${after('a', cursor)} ${pageOf('a', limit)}`,
  },
  {
    file: 'oppettider.csv',
    key: 'openingHours',
    columns: [
      { header: 'Måndag', field: 'mon' },
      { header: 'Tisdag', field: 'tue' },
      { header: 'Onsdag', field: 'wed' },
      { header: 'Torsdag', field: 'thu' },
      { header: 'Fredag', field: 'fri' },
      { header: 'Lördag', field: 'sat' },
      { header: 'Söndag', field: 'sun' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('h')}, h.id, ${dayHours('mon')} as mon, ${dayHours('tue')} as tue, ${dayHours('wed')} as wed,
        ${dayHours('thu')} as thu, ${dayHours('fri')} as fri, ${dayHours('sat')} as sat, ${dayHours('sun')} as sun
      from opening_hours h where h.organisation_id = ${organisationId} ${after('h', cursor)} ${pageOf('h', limit)}`,
  },
];
