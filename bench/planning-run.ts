/**
 * npm run bench:planning: issue 48's figures alone: the week's planning board of 30 mechanics and
 * 2 000 bookings, a booking moved, and Lighthouse on Planering (BENCH_PLANNING_PORT, 3560 unless set).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { planningFigures } from './planning';

if (!existsSync('dist/web/.vite/manifest.json') || !existsSync('dist/server/main.js'))
  execSync('npm run build', { stdio: 'inherit' });
console.log((await planningFigures(Number(process.env.BENCH_PLANNING_PORT ?? 3560))).join('\n'));
