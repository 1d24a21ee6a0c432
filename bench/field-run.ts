/**
 * npm run bench:field: issue 49's figures alone (bench/field.ts): the Idempotency-Key's cost on a write,
 * the field pack's size and time. BENCH_DRIVERS and BENCH_SECONDS as for npm run bench; the servers on
 * BENCH_PORT and the next (3560 unless set: several worktrees measure on one machine).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fieldFigures } from './field';

if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });
console.log((await fieldFigures(Number(process.env.BENCH_PORT ?? 3560))).join('\n'));
