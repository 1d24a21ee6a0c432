/**
 * npm run bench:tenants: issue 30's figures alone: 1 000 workshops (BENCH_TENANTS) on one PostgreSQL
 * (BENCH_DATABASE_URL), a mix of what people do, the database path with the list cache off.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { tenantFigures } from './tenants';

if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });
console.log((await tenantFigures(3470)).join('\n'));
