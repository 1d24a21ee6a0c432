import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRoutes, logoutRoutes } from './auth/routes';
import { SessionCache } from './auth/session-cache';
import { companyRoutes } from './company/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { exportRoutes } from './export/routes';
import { healthRoutes } from './health/routes';
import { requireAuthentication } from './http/auth-guard';
import { announceWrites, ChangeFeed } from './http/change-feed';
import { registerErrorHandling } from './http/errors';
import { ListCache } from './http/list-cache';
import { registerOpenApi } from './http/openapi-plugin';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { invoiceRoutes } from './invoices/routes';
import { profileRoutes } from './profile/routes';
import { workOrderRoutes } from './work-orders/routes';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Directory of the built web app; defaults to dist/web. */
  webRoot?: string;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp({ config, db, webRoot = defaultWebRoot }: AppDependencies): Promise<FastifyInstance> {
  const sessions = new SessionCache();
  const stopListening = sessions.listenToWorkers();
  const lists = new ListCache(config.listCacheBytes);
  const changes = new ChangeFeed(lists);
  const stopChanges = changes.listen();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'], censor: '[dolt]' },
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by our own mappers; the zod response schemas document them, and plain
  // JSON.stringify serialises them without validating every row again on the hot path.
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, loginMaxPerMinute: config.loginMaxPerMinute });
      api.get(
        '/config',
        {
          schema: { tags: ['Drift'], summary: 'Publika kontaktuppgifter', response: { 200: z.object({ contactEmail: z.string(), contactPhone: z.string() }) } },
        },
        async () => ({ contactEmail: config.contactEmail, contactPhone: config.contactPhone }),
      );
      await api.register(async (protectedApi) => {
        requireAuthentication(protectedApi, db, sessions);
        announceWrites(protectedApi, changes);
        await protectedApi.register(logoutRoutes, { db, sessions });
        await protectedApi.register(profileRoutes, { db, sessions });
        await protectedApi.register(companyRoutes, { db, sessions });
        await protectedApi.register(workOrderRoutes, { db, lists });
        await protectedApi.register(invoiceRoutes, { db, lists });
        await protectedApi.register(exportRoutes, { db });
      });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, webRoot);
  app.addHook('onClose', async () => {
    stopListening();
    stopChanges();
  });
  return app;
}
