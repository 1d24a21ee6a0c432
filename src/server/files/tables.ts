import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { FILE_ENTITY_NAMES } from '../../shared/files';

// Photos and documents attached to a workshop's records (FIELD.md decisions 1–4). A file row is one
// attachment; the bytes behind it are a blob, kept once per workshop however often they are attached
// (decision 2). A record's files go with it, and a blob with its last file: triggers in migration 0045.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The bytes of one upload, once per workshop: keyed by the SHA-256 of what was sent. */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    /** Lower-case hex SHA-256 of the uploaded bytes: the same bytes sent twice are found by it. */
    sha256: text('sha256').notNull(),
    /** The type of what is stored (a photo's re-encoded JPEG or WebP, a PDF as sent). */
    contentType: text('content_type').notNull(),
    /** Size of the stored bytes (after re-encoding); what the quota counts with the thumbnail. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** Size of the 400 px thumbnail; null for a document, which has none. */
    thumbnailBytes: integer('thumbnail_bytes'),
    width: integer('width'),
    height: integer('height'),
    /** When the photo was taken, from its own metadata; null when it does not say. */
    takenAt: at('taken_at'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('file_blobs', table),
    uniqueIndex('file_blobs_sha256_idx').on(table.organisationId, table.sha256),
    check('file_blobs_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** One file attached to one record: its caption and visibility are the attachment's own. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    entity: text('entity', { enum: FILE_ENTITY_NAMES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the file had on the device, shown and offered when downloaded. */
    name: text('name').notNull(),
    caption: text('caption'),
    customerVisible: boolean('customer_visible').notNull().default(false),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('files', table),
    foreignKey({
      name: 'files_blob_fk',
      columns: [table.organisationId, table.sha256],
      foreignColumns: [fileBlobs.organisationId, fileBlobs.sha256],
    }),
    index('files_record_idx').on(table.organisationId, table.entity, table.entityId, table.createdAt),
    index('files_blob_idx').on(table.organisationId, table.sha256),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('files_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('files_entity_check', sql`${table.entity} in ('workOrder', 'machine', 'customer', 'quote', 'part')`),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The stored bytes themselves when PostgreSQL is the store (a server without an object store,
 * decision 3): in chunks of 256 KB, so that a download reads and sends one chunk at a time and a
 * range starts at its chunk, and every server sees every file with no extra service.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    organisationId: organisationId(),
    /** The store's key: a blob's SHA-256, with `.thumb` for its thumbnail. */
    key: text('key').notNull(),
    chunk: integer('chunk').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'file_chunks_pkey', columns: [table.key, table.chunk, table.organisationId] })],
);
