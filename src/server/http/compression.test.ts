import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../build/precompress';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openTestDatabase } from '../test/database';
import { createAccount, validWorkOrder, type Account, useTestApp } from '../test/harness';
import { preferredEncoding } from './compression';

const decode = (encoding: string | undefined, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('which encoding a client gets', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    ['gzip;q=0, br;q=0', null],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe.each(['pglite', 'postgres'] as const)('compressed API answers on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
    for (let index = 0; index < 30; index++) {
      await test.app.inject({
        method: 'POST',
        url: '/api/workorders',
        headers: { authorization: `Bearer ${account.token}` },
        payload: { ...validWorkOrder, title: `Service ${index}` },
      });
    }
  });
  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${account.token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a list page as brotli to a client that asks with Accept-Encoding: br, decoding to the very bytes sent uncompressed', async () => {
    const plain = await get('/api/workorders?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(5_000);
    for (let read = 0; read < 2; read++) {
      // The second read is a cache hit: the page's compressed bytes, kept with it.
      const compressed = await get('/api/workorders?limit=50', 'br');
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
      expect(compressed.headers['x-total-count']).toBe('30');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decode('br', compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const gzip = await get('/api/workorders?limit=50', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('compresses any other large answer as it leaves, and leaves small ones alone', async () => {
    const documentation = await get('/api/docs/json', 'br');
    expect(documentation.headers['content-encoding']).toBe('br');
    expect(String(documentation.headers.vary)).toMatch(/accept-encoding/i);
    expect((JSON.parse(decode('br', documentation.rawPayload).toString()) as { openapi: string }).openapi).toMatch(
      /^3\./,
    );
    const small = await get('/api/user/profile', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built web app', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const script = `console.log(${JSON.stringify('Verkstan '.repeat(500))});\n`;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'verkstan-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      `<!doctype html><html lang="sv"><body>${'<p>Verkstan</p>'.repeat(200)}</body></html>`,
    );
    writeFileSync(join(webRoot, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(webRoot, 'assets', 'tiny-abc123.js'), 'export {};\n');
    // The public pages drawn at build time (build/prerender.ts).
    mkdirSync(join(webRoot, 'prerendered'));
    writeFileSync(
      join(webRoot, 'prerendered', 'index.html'),
      `<!doctype html><html lang="sv"><body><h1>Mindre pappersarbete</h1>${'<p>Verkstan</p>'.repeat(200)}</body></html>`,
    );
    writeFileSync(
      join(webRoot, 'prerendered', 'about.html'),
      `<!doctype html><html lang="sv"><body><h1>Om oss</h1>${'<p>Verkstan</p>'.repeat(200)}</body></html>`,
    );
    // What the build does once the bundle is written.
    precompressDirectory(webRoot);
    const database = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), db: database.db, webRoot });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['br', 'gzip'])(
    'sends scripts and pages compressed at build time as %s, with Vary, decoding to the file',
    async (encoding) => {
      for (const url of ['/assets/main-abc123.js', '/', '/about', '/dashboard']) {
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': `${encoding}` },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        // Served before the API's plugins are registered, and still under the same security headers.
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
        const plain = await app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(decode(encoding, answer.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
    },
  );

  it('answers the public pages with their prerendered HTML and every other path with the app shell', async () => {
    const landing = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(decode('br', landing.rawPayload).toString()).toContain('<h1>Mindre pappersarbete</h1>');
    expect((await app.inject({ method: 'GET', url: '/about' })).body).toContain('<h1>Om oss</h1>');
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).not.toContain('<h1>');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['cache-control']).toBe('no-cache');
  });

  it('sends a file too small to gain uncompressed', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('export {};\n');
  });
});
