import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../auth/access';
import { createTestApp, type TestApp } from '../test/harness';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

describe('the OpenAPI document (served on pglite)', () => {
  let test: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    test = await createTestApp('pglite');
    await test.app.ready();
    document = JSON.parse(JSON.stringify(test.app.swagger())) as typeof document;
  });
  afterAll(() => test.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is valid OpenAPI by two validators nobody here wrote', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    await expect(SwaggerParser.validate(JSON.parse(JSON.stringify(document)) as never)).resolves.toBeTruthy();
  });

  it('has no error by redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('gives every call a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents 401 and the bearer scheme on every protected call, and no security on the public ones', () => {
    // What the routes declare (auth/access.ts) decides which calls are public; the document must agree.
    const publicCalls = new Set(
      declaredRoutes(test.app)
        .filter((route) => route.access === 'public')
        .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`),
    );
    expect(publicCalls).toContain('post /api/auth/password-reset/{token}');
    expect(publicCalls).toContain('get /api/auth/invitations/{token}');
    for (const { path, method, operation } of operations()) {
      if (publicCalls.has(`${method} ${path}`)) {
        expect(operation.security, `${method} ${path}`).toEqual([]);
        // Only a login answers 401 without a token: wrong e-mail or password.
        if (path !== '/api/auth/login') expect(operation.responses['401'], `${method} ${path}`).toBeUndefined();
      } else {
        expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
      }
      expect(operation.responses['503'], `${method} ${path}`).toBeDefined();
    }
  });

  it('documents the JSON 404 of the invoice PDF and the JSON 400 of the SIE export', () => {
    const pdf = document.paths['/api/invoice/{id}/pdf']!.get!;
    expect(JSON.stringify(pdf.responses['404'])).toContain('application/json');
    const sie = document.paths['/api/export/sie']!.get!;
    expect(JSON.stringify(sie.responses['400'])).toContain('application/json');
  });
});
