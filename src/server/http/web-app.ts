import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { bodyOf, notFound } from './errors';

/** The public pages drawn at build time (build/prerender.ts), by path: prerendered/about.html answers /about. */
function prerenderedPages(webRoot: string): Map<string, string> {
  const directory = join(webRoot, 'prerendered');
  if (!existsSync(directory)) return new Map();
  const pages = readdirSync(directory).filter((name) => name.endsWith('.html'));
  return new Map(
    pages.map((name) => [name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached and answered
 * for every non-API path so that deep links like /WorkOrders survive a reload; the public pages
 * answer with their prerendered HTML.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(join(webRoot, 'index.html'));
  const prerendered = prerenderedPages(webRoot);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Built with a .br and a .gz beside each text file (build/precompress.ts): sent by Accept-Encoding, with Vary.
      preCompressed: true,
      // Set below for every file: the default would replace no-cache with max-age=0 on the service worker.
      cacheControl: false,
      setHeaders(response, path) {
        const isHashedAsset = path.includes(`${join(webRoot, 'assets')}`);
        response.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same path answers br, gzip or plain bytes by Accept-Encoding: caches must keep them apart.
        response.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !hasBuild ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(bodyOf(notFound()));
    }
    if (/\.[a-z0-9]+$/i.test(path)) return reply.status(404).send(bodyOf(notFound()));
    // A customer's link to a quote or to their page is theirs: never in a search engine (QUOTES.md decisions 4, 9).
    if (path.startsWith('/q/') || path.startsWith('/k/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(prerendered.get(path) ?? 'index.html', { cacheControl: false });
  });
}
