/** The one schema of both databases (docs/decisions/001), in nine files by what the tables hold. */
export * from './schema/accounts';
export * from './schema/fleet';
export * from './schema/work';
export * from './schema/stock';
export * from './schema/team';
export * from './schema/time';
export * from './schema/ledger';
export * from './schema/money';
export * from './schema/assistant';
