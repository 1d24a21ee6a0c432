import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { MailSenderOptions } from '../mail/sender';
import { testConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { luhnCheckDigit } from '../../shared/ocr';
import { openTestDatabase, type Driver } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where the app writes its mails as .eml files. */
  mailOutboxDir: string;
  close(): Promise<void>;
}

/** Every test app lives on one fixed day, so that no test that compares with today fails at midnight. */
export const TEST_TODAY = '2026-06-15';
export const testClock = () => new Date(`${TEST_TODAY}T10:00:00Z`);

export async function createTestApp(
  driver: Driver,
  overrides: Partial<Config> = {},
  {
    clock = testClock,
    logStream,
    mail,
  }: { clock?: () => Date; logStream?: NodeJS.WritableStream; mail?: MailSenderOptions } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(driver);
  // Each app writes its mails into a folder of its own, removed with it; its files too.
  const mailOutboxDir = mkdtempSync(join(tmpdir(), 'verkstan-outbox-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'verkstan-files-'));
  const app = await buildApp({
    config: testConfig({
      loginMaxPerMinute: 1000,
      registerMaxPerMinute: 1000,
      passwordResetMaxPerMinute: 1000,
      mailOutboxDir,
      // As in production: the files in a folder beside the embedded database, in a server's database.
      filesStorage: driver === 'postgres' ? 'database' : 'folder',
      filesDir,
      ...overrides,
    }),
    db: database.db,
    webRoot: '/nonexistent',
    clock,
    logStream,
    mail,
  });
  return {
    app,
    database,
    mailOutboxDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(mailOutboxDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let accountCounter = 0;

export interface Account {
  token: string;
  userId: string;
  email: string;
  password: string;
}

/** Registers a new workshop and logs its owner in. */
export async function createAccount(
  app: FastifyInstance,
  overrides: Partial<{ email: string; companyName: string | null; firstName: string }> = {},
): Promise<Account> {
  accountCounter += 1;
  const email = overrides.email ?? `agare${accountCounter}-${Date.now()}@verkstad.se`;
  const password = 'hemligt-lösen-123';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password,
      firstName: overrides.firstName ?? 'Anna',
      lastName: 'Svensson',
      companyName: overrides.companyName === undefined ? 'Svenssons Maskinservice AB' : overrides.companyName,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id, email, password };
}

/** app.inject with the account's bearer token. */
export function as(app: FastifyInstance, account: Account) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.token}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Posts a CSV file to an import (`url` with any query) as the account, as a spreadsheet export would. */
export function uploadCsv(app: FastifyInstance, account: Account) {
  return (url: string, text: string | Buffer) =>
    app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'text/csv' },
      payload: text,
    });
}

export const validWorkOrder = {
  title: 'Byte av hydraulslang',
  description: 'Läckage vid bomcylinder',
  customerNumber: 'K-1001',
  vehicleCategory: 'Grävmaskin',
  workCategory: 'Reparation',
};

export function validInvoice(workOrderId: string) {
  return {
    customerName: 'Åkeri Nord AB',
    customerEmail: 'ekonomi@akerinord.se',
    customerAddress: 'Storgatan 1, 972 31 Luleå',
    workOrderId,
    items: [
      { description: 'Arbete, 8,5 h', quantity: 8.5, price: 850 },
      { description: 'Hydraulslang', quantity: 2, price: 1173.75 },
    ],
  };
}

/** Seller details that make the invoice legally complete. */
export const completeCompany = {
  name: 'Svenssons Maskinservice AB',
  orgNumber: '5560360793',
  vatNumber: 'SE556036079301',
  fTax: true,
  street: 'Industrivägen 4',
  postalCode: '24138',
  city: 'Eslöv',
  bankgiro: '50501055',
  email: 'faktura@svenssons.se',
  phone: '0413-123 45',
  paymentTermsDays: 30,
};

let companyCounter = 0;

/**
 * Complete seller details with an organisation number, VAT number and bankgiro of their own: each is
 * one workshop's in an installation, so a second workshop in a test database needs other ones.
 */
export function uniqueCompany(overrides: Partial<typeof completeCompany> = {}): typeof completeCompany {
  companyCounter += 1;
  // 556…: a company's number (its third and fourth digits 20 or more), unlike a personnummer's month.
  const base = `556${String(process.pid % 1000).padStart(3, '0')}${String(companyCounter).padStart(3, '0')}`;
  const orgNumber = `${base}${luhnCheckDigit(base)}`;
  const giro = `5${String(process.pid % 1000).padStart(3, '0')}${String(companyCounter).padStart(3, '0')}`;
  return {
    ...completeCompany,
    orgNumber,
    vatNumber: `SE${orgNumber}01`,
    bankgiro: `${giro}${luhnCheckDigit(giro)}`,
    ...overrides,
  };
}

/** A suite's app and workshop: filled before its tests run, closed after them. */
export interface Workshop {
  app: FastifyInstance;
  database: DatabaseHandle;
  account: Account;
  /** Calls as the workshop's owner. */
  api(): ReturnType<typeof as>;
}

/**
 * Opens a test app on `driver` for the describe block it is called in, and closes it after: its `app`
 * and `database` are there from the block's first beforeAll on (the one this registers).
 */
export function useTestApp(
  driver: Driver,
  overrides: Partial<Config> = {},
  options: { clock?: () => Date; logStream?: NodeJS.WritableStream; mail?: MailSenderOptions } = {},
) {
  const live = {} as Pick<TestApp, 'app' | 'database' | 'mailOutboxDir'>;
  let test: TestApp | undefined;
  beforeAll(async () => {
    test = await createTestApp(driver, overrides, options);
    Object.assign(live, { app: test.app, database: test.database, mailOutboxDir: test.mailOutboxDir });
  });
  afterAll(() => test?.close());
  return live;
}

/** Opens a test app on `driver` with one registered workshop for the describe block it is called in. */
export function useWorkshop(driver: Driver, { clock = testClock }: { clock?: () => Date } = {}): Workshop {
  const test = useTestApp(driver, {}, { clock });
  const workshop = { api: () => as(workshop.app, workshop.account) } as Workshop;
  beforeAll(async () => {
    Object.assign(workshop, {
      app: test.app,
      database: test.database,
      account: await createAccount(test.app),
    });
  });
  return workshop;
}
