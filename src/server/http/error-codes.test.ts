import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, as, createAccount, validWorkOrder, type Account, type TestApp } from '../test/harness';
import { addMember } from '../test/team';
import { isErrorFactory } from './error-factory';

const serverDir = join(import.meta.dirname, '..');

/** Every `errors.ts` under src/server: where a feature declares its refusals (docs/decisions/041). */
function errorFiles(dir = serverDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'db' ? [] : errorFiles(path);
    return entry.name === 'errors.ts' ? [path] : [];
  });
}

/** Each factory with the file that declares it. */
async function declaredFactories(): Promise<Array<{ file: string; name: string; code: string; statusCode: number }>> {
  const found = [];
  for (const file of errorFiles()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isErrorFactory(value))
        found.push({ file: relative(serverDir, file), name, code: value.code, statusCode: value.statusCode });
  }
  return found;
}

describe('error codes', () => {
  it('are declared once each, as feature.what in lower case, with an error status', async () => {
    const factories = await declaredFactories();
    expect(factories.length).toBeGreaterThan(50);
    const twice = factories.filter(
      (factory, index) => factories.findIndex((other) => other.code === factory.code) !== index,
    );
    expect(twice).toEqual([]);
    for (const { file, name, code, statusCode } of factories) {
      expect(code, `${file} ${name}`).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
      expect(statusCode, `${file} ${name}`).toBeGreaterThanOrEqual(400);
    }
  });

  describe('in the OpenAPI document and the answers (pglite)', () => {
    let test: TestApp;
    let owner: Account;
    beforeAll(async () => {
      // Few logins a minute, so that the last test meets the limit (three accounts log in before it).
      test = await createTestApp('pglite', { loginMaxPerMinute: 5 });
      await test.app.ready();
      owner = await createAccount(test.app, { companyName: 'Koders Verkstad' });
    });
    afterAll(() => test.close());

    it('lists exactly the codes the factories declare as the error body’s enum', async () => {
      const document = JSON.parse(JSON.stringify(test.app.swagger())) as {
        components: { schemas: Record<string, { properties: { code: { enum: string[] } }; required: string[] }> };
      };
      const body = document.components.schemas.ErrorResponse!;
      const declared = (await declaredFactories()).map((factory) => factory.code).sort();
      expect(body.properties.code.enum.filter((code) => !declared.includes(code))).toEqual([]);
      expect(body.properties.code.enum).toEqual(declared);
      expect(body.required).toEqual(['code', 'message']);
    });

    it('answers another workshop’s work order with 404 work_order.not_found', async () => {
      const other = await createAccount(test.app, { companyName: 'Grannens Verkstad' });
      const theirs = (await as(test.app, other).post('/api/workorders', validWorkOrder)).json() as { id: string };
      const response = await as(test.app, owner).get(`/api/workorders/${theirs.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'work_order.not_found', message: 'Arbetsordern hittades inte.' });
    });

    it('answers a mechanic at an office call with 403 auth.forbidden', async () => {
      const mechanic = await addMember(test.app, owner, 'mechanic');
      const response = await as(test.app, mechanic).get('/api/parts/stock-value');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' });
    });

    it('answers a customer number taken with 409 customer.number_taken', async () => {
      await as(test.app, owner).post('/api/customers', { name: 'Åkeri Nord AB', customerNumber: '4711' });
      const response = await as(test.app, owner).post('/api/customers', {
        name: 'Åkeri Syd AB',
        customerNumber: '4711',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'customer.number_taken' });
    });

    it('answers a body that fails validation with 400 request.invalid and its fields', async () => {
      const response = await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, title: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request.invalid',
        errors: [expect.objectContaining({ field: 'title' })],
      });
    });

    it('answers a body over 1 MB with 413 request.body_too_large', async () => {
      const response = await as(test.app, owner).post('/api/workorders', {
        ...validWorkOrder,
        description: 'x'.repeat(1_100_000),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'request.body_too_large',
        message: 'Förfrågan är för stor (högst 1 MB).',
      });
    });

    it('answers a login tried too often with 429 auth.too_many_attempts', async () => {
      const login = () =>
        test.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': '10.45.0.1' },
          payload: { email: owner.email, password: 'fel-lösen' },
        });
      const answers = [await login()];
      while (answers.at(-1)!.statusCode === 401 && answers.length < 40) answers.push(await login());
      const refused = answers.at(-1)!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'auth.too_many_attempts' });
      expect(answers[0]!.json()).toMatchObject({ code: 'auth.wrong_credentials' });
    });

    it('answers a call without a session with 401 auth.no_token', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/workorders' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.no_token' });
    });
  });
});
