import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { paletteStylesheet } from './build/palette-css.ts';

export default defineConfig({
  plugins: [react(), paletteStylesheet()],
  test: {
    // Vitest takes one worker on two cores; a second keeps the other core busy while a suite waits on
    // the PostgreSQL server (docs/decisions/076: a sample of 14 server files 163 → 111 s with the templates).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file opens its own database; PGlite's start-up dominates, so a longer limit than the default.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // A form with MUI fields typed into in jsdom takes about a second alone; on a busy two-core
          // machine (a fresh clone's npm test beside a browser run) two of them passed 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
