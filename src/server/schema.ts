/**
 * The one schema of both databases (docs/decisions/001), gathered: each table is declared by the
 * feature that owns it (docs/decisions/043-tables-by-owner.md), in that feature's `tables.ts`. This
 * file only hands them on, so that drizzle-kit and the tests that check every table (the export's, the
 * tenant keys') see them all. It sits beside app.ts, above the features: a feature imports its own
 * `./tables` and, for a foreign key or a read-only register, another feature's `tables.ts`.
 */
export * from './db/schema/counters';
export * from './db/schema/idempotency';
export * from './organisations/tables';
export * from './auth/tables';
export * from './team/tables';
export * from './mail/tables';
export * from './audit/tables';
export * from './customers/tables';
export * from './machines/tables';
export * from './machines/meter-readings-table';
export * from './service-plans/tables';
export * from './parts/tables';
export * from './parts/part-movements-table';
export * from './work-orders/tables';
export * from './work-orders/signatures-table';
export * from './invoices/tables';
export * from './bank-files/tables';
export * from './time/tables';
export * from './staff-ledger/tables';
export * from './assistant/tables';
export * from './planning/tables';
export * from './files/tables';
export * from './quotes/tables';
export * from './customer-messages/tables';
export * from './customer-portal/tables';
