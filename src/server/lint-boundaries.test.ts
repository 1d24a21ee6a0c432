import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of docs/decisions/042, held by eslint.config.js: each planted import below is linted
// as if it were written in the file named, and must fail; the legal ones beside them must pass.

const root = path.resolve(import.meta.dirname, '../..');
const boundaryRules = /^(import-x\/no-restricted-paths|import-x\/no-unresolved|no-restricted-imports|check-file\/.*)$/;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.severity === 2 && boundaryRules.test(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const zoneError = expect.arrayContaining([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);

describe('the server: another feature only through its public face', () => {
  const file = 'src/server/bank-files/planted.ts';

  it.each([
    ["import { findPayment } from '../invoices/payments/repository';"],
    ["import { listPayments } from '../invoices/payment-ledger-repository';"],
    ["import * as invoices from '../invoices/repository.ts';"],
    ["import * as invoices from '../invoices/repository';"],
    ["import { toWorkOrder } from '../work-orders/mapper';"],
    ["import { findMachine } from '../machines/repository';"],
    ["import { listReadings } from '../machines/meter';"],
    ["import { latestReading } from '../machines/reading-queries';"],
    ["import { hashToken } from '../auth/tokens';"],
    ["import { findMachine } from './../../server/machines/repository';"],
    ["export { findMachine } from '../machines/repository';"],
    ["const repository = await import('../machines/repository');"],
  ])('%s fails the lint', async (code) => {
    expect(await boundaryErrors(file, code)).toEqual(zoneError);
  });

  it.each([
    ["import { requireInvoice } from '../invoices/service';"],
    ["import { eraseMachines } from '../machines/erasure';"],
    ["import type { JobTimers } from '../work-orders/timer-port';"],
    ["import { queueMail } from '../mail/outbox';"],
    ["import type { Database } from '../db/client';"],
    ["import { AppError } from '../http/errors';"],
    ["import { todayBy } from '../clock';"],
    ["import { requireMachine } from '../machines/service';"],
  ])('%s passes', async (code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('plumbing imports no feature, not even its service', async () => {
    expect(
      await boundaryErrors('src/server/db/planted.ts', "import { requireMachine } from '../machines/service';"),
    ).toEqual(zoneError);
    expect(await boundaryErrors('src/server/http/planted.ts', "import { forbidden } from '../auth/access';")).toEqual(
      zoneError,
    );
  });

  it('a feature’s own files are its own', async () => {
    expect(
      await boundaryErrors('src/server/machines/planted.ts', "import * as repository from './repository';"),
    ).toEqual([]);
  });
});

describe('the web: ui ← features ← app, features never each other', () => {
  it.each([
    ['src/web/features/invoices/planted.tsx', "import { WorkOrderPage } from '../work-orders/work-order-page';"],
    ['src/web/features/invoices/planted.tsx', "import { CustomerList } from '../customers/customer-list';"],
    ['src/web/features/invoices/api/planted.ts', "import { x } from '../../work-orders/api/get-work-order';"],
    ['src/web/features/invoices/api/planted.ts', "import { x } from '../../../features/work-orders/work-order-page';"],
    ['src/web/ui/planted.tsx', "import { CustomerList } from '../features/customers/customer-list';"],
    ['src/web/lib/planted.ts', "import { x } from '../app/routes';"],
    ['src/web/ui/planted.tsx', "import { useSession } from '../session/session-context';"],
    ['src/web/features/invoices/planted.tsx', "import { x } from '../../app/routes';"],
    ['src/web/app/planted.tsx', "import { x } from '../features/work-orders/api/get-work-order';"],
  ])('in %s, %s fails the lint', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(zoneError);
  });

  it.each([
    ['src/web/app/planted.tsx', "import { WorkOrderPage } from '../features/work-orders/work-order-page';"],
    ['src/web/features/invoices/planted.tsx', "import { Button } from '../../ui/button';"],
    ['src/web/features/invoices/api/planted.ts', "import { apiClient } from '../../../lib/api-client';"],
    ['src/web/features/invoices/planted.tsx', "import { InvoiceList } from './invoice-list';"],
  ])('in %s, %s passes', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('an absolute or aliased path, which no zone could place, fails the lint', async () => {
    const errors = await boundaryErrors(
      'src/web/features/invoices/planted.tsx',
      "import { x } from '/src/web/features/work-orders/work-order-page';",
    );
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^no-restricted-imports: /)]));
  });
});

describe('file names', () => {
  it('a file not in kebab-case fails the lint', async () => {
    expect(await boundaryErrors('src/server/machines/readingSteps.ts', 'export const x = 1;\n')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^check-file\/filename-naming-convention: /)]),
    );
  });
});
