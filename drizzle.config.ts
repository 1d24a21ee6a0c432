import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The gathering file: it re-exports every feature's tables.ts (docs/decisions/043-tables-by-owner.md).
  schema: './src/server/schema.ts',
  out: './src/server/db/migrations',
});
