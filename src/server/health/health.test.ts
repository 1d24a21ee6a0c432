import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { createTestApp, useTestApp } from '../test/harness';

describe.each(drivers)('health and unknown paths on %s', (driver) => {
  const test = useTestApp(driver);

  it('answers ok without a token while the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a Swedish JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/finns-inte' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'request.not_found', message: 'Sidan eller resursen hittades inte.' });
  });

  it('sends strict security headers on every answer', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('serves OpenAPI documentation generated from the schemas', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/workorders', '/api/invoice/{id}/pdf', '/api/auth/login']),
    );
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = await createTestApp(driver);
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });
});
