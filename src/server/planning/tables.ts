import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../shared/planning';
import { createdAt, organisationId, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { workOrders } from '../work-orders/tables';

// Bookings and what the planning board reads beside them (PLANNING.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The workshop's places to work (*Hall 1*, *Servicebil*); a removed one stays for the bookings it had. */
export const bays = pgTable(
  'bays',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('bays', table),
    uniqueIndex('bays_name_unique')
      .on(table.organisationId, sql`lower(${table.name})`)
      .where(sql`${table.removedAt} is null`),
    index('bays_export_order_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);

/**
 * A work order's one booking (PLANNING.md decision 1): from and to as instants, where, and a version
 * that every write raises, so that a move made on a stale read is refused (decision 7).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    bayId: uuid('bay_id'),
    onSite: boolean('on_site').notNull().default(false),
    address: text('address'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    tenantPrimaryKey('bookings', table),
    foreignKey({
      name: 'bookings_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bookings_bay_id_bays_id_fk',
      columns: [table.organisationId, table.bayId],
      foreignColumns: [bays.organisationId, bays.id],
    }).onDelete('restrict'),
    uniqueIndex('bookings_work_order_unique').on(table.organisationId, table.workOrderId),
    index('bookings_organisation_time_idx').on(table.organisationId, table.startsAt, table.endsAt),
    index('bookings_bay_idx').on(table.bayId),
    index('bookings_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('bookings_order_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A member away (semester, sjuk, utbildning, annat) over days or hours (PLANNING.md decision 2). */
export const absences = pgTable(
  'absences',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('absences', table),
    index('absences_organisation_time_idx').on(table.organisationId, table.startsAt, table.endsAt),
    index('absences_user_idx').on(table.userId),
    index('absences_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('absences_order_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('absences_kind_check', sql`${table.kind} in ('vacation', 'sick', 'training', 'other')`),
  ],
);

/** The workshop's opening hours per weekday, once set; until then the default of PLANNING.md decision 2. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    hours: jsonb('hours').$type<OpeningHours>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('opening_hours', table),
    uniqueIndex('opening_hours_organisation_unique').on(table.organisationId),
  ],
);

/** A member's private calendar feed: only the token's hash is kept, and a new token replaces the old. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('calendar_feeds', table),
    uniqueIndex('calendar_feeds_user_unique').on(table.organisationId, table.userId),
    uniqueIndex('calendar_feeds_token_unique').on(table.tokenHash, table.organisationId),
  ],
);
