/**
 * The one schema of both databases (docs/decisions/001), gathered: each table is declared by the
 * feature that owns it (docs/decisions/043-tables-by-owner.md), in that feature's `tables.ts`. This
 * file only hands them on, so that drizzle-kit, the client and `import … from '../db/schema'` see
 * every table. It is the one file of db/ that imports features.
 */
export * from './schema/counters';
export * from '../organisations/tables';
export * from '../auth/tables';
export * from '../team/tables';
export * from '../mail/tables';
export * from '../audit/tables';
export * from '../customers/tables';
export * from '../machines/tables';
export * from '../machines/meter-readings-table';
export * from '../service-plans/tables';
export * from '../parts/tables';
export * from '../parts/part-movements-table';
export * from '../work-orders/tables';
export * from '../invoices/tables';
export * from '../bank-files/tables';
export * from '../time/tables';
export * from '../staff-ledger/tables';
export * from '../assistant/tables';
