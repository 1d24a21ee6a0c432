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

  it('documents every body and answer of the quotes, approvals and the customer’s page', () => {
    interface Schema {
      type?: string;
      properties?: Record<string, Schema>;
      required?: string[];
      enum?: string[];
      maxLength?: number;
      items?: Schema;
      anyOf?: Schema[];
    }
    const operation = (method: string, path: string) => {
      const found = document.paths[path]?.[method] as
        (Operation & { requestBody?: { content: Record<string, { schema: Schema }> } }) | undefined;
      expect(found, `${method} ${path}`).toBeDefined();
      return found!;
    };
    const bodyOf = (method: string, path: string) =>
      operation(method, path).requestBody!.content['application/json']!.schema;
    const answers = (method: string, path: string) => Object.keys(operation(method, path).responses).sort();

    const accept = bodyOf('post', '/api/public/quotes/{token}/accept');
    expect(Object.keys(accept.properties!).sort()).toEqual(['itemIds', 'name', 'signature']);
    expect(accept.required).toEqual(['name']);
    // The longest base64 text of a 200 KB PNG, and the line choices as uuids.
    expect(accept.properties!.signature!.maxLength).toBe(22 + Math.ceil((200 * 1024) / 3) * 4);
    expect(accept.properties!.itemIds!.type).toBe('array');
    expect(answers('post', '/api/public/quotes/{token}/accept')).toEqual([
      '201',
      '400',
      '404',
      '409',
      '410',
      '429',
      '503',
    ]);
    expect(Object.keys(bodyOf('post', '/api/public/quotes/{token}/decline').properties!)).toEqual(['reason']);

    const staff = bodyOf('post', '/api/quotes/{id}/approvals');
    expect(staff.properties!.channel!.enum).toEqual(['phone', 'in-person']);
    expect(Object.keys(staff.properties!).sort()).toEqual(['channel', 'itemIds', 'name', 'note']);

    for (const [method, path] of [
      ['post', '/api/invoice'],
      ['put', '/api/invoice/{id}'],
    ] as const) {
      const override = bodyOf(method, path).properties!.override!;
      expect(override.properties!.reason!.type, `${method} ${path}`).toBe('string');
      expect(override.required, `${method} ${path}`).toEqual(['reason']);
      expect(answers(method, path), `${method} ${path}`).toContain('409');
    }

    const extra = bodyOf('post', '/api/workorders/{id}/extra-work');
    expect(Object.keys(extra.properties!)).toEqual(
      expect.arrayContaining(['priceType', 'items', 'validUntil', 'terms']),
    );
    expect(extra.properties!.customerId).toBeUndefined();
    expect(bodyOf('post', '/api/workorders/{id}/contact-attempts').properties!.channel!.enum).toEqual([
      'phone',
      'sms',
      'email',
      'in-person',
    ]);
    expect(answers('post', '/api/customers/{id}/portal-link')).toEqual(expect.arrayContaining(['201', '403', '404']));
    expect(answers('get', '/api/customers/{id}/portal-link')).toEqual(expect.arrayContaining(['200', '403', '404']));
    const status = document.paths['/api/customers/{id}/portal-link']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(status.content['application/json'].schema.properties).sort()).toEqual([
      'active',
      'issuedAt',
      'lastOpenedAt',
      'revokedAt',
    ]);
    for (const path of [
      '/api/public/quotes/{token}',
      '/api/public/quotes/{token}/pdf',
      '/api/public/portal/{token}',
      '/api/public/portal/{token}/invoices/{id}/pdf',
    ])
      expect(answers('get', path), path).toEqual(expect.arrayContaining(['404', '429']));
  });
});
