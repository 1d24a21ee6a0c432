/** The one schema of both databases (docs/decisions/001), in three files by what the tables hold. */
export * from './schema/accounts';
export * from './schema/registers';
export * from './schema/work';
