import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { AUDIT_ENTITIES, auditEventSchema, type AuditEntity } from '../../shared/team';
import { pagingQuery } from '../../shared/validation';
import { forbidden } from '../auth/errors';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { errorResponse } from '../http/openapi';
import { eventsOf } from './service';

/** Whether the thing exists in the workshop: lent by the feature that owns it (the trail sits below them all). */
export type Exists = (db: Database, organisationId: string, id: string) => Promise<boolean>;

export interface AuditRoutesOptions {
  db: Database;
  /** The entities whose trail can be read, each with its owner's existence check. */
  entities: Partial<Record<AuditEntity, Exists>>;
}

/** What a mechanic may read the trail of: the jobs they work on (docs/team.md, the contract's GET /audit row). */
const MECHANIC_ENTITIES: ReadonlySet<AuditEntity> = new Set(['workOrder']);

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db, entities }) => {
  app.get(
    '/audit',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Team'],
        summary: 'Händelser: vem gjorde vad och när',
        description: 'Äldst först. En mekaniker läser bara arbetsordrars händelser.',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          entity: z.enum(AUDIT_ENTITIES, { error: messages.auditEntityInvalid }),
          id: z.string({ error: messages.notFound }).max(100, messages.notFound),
          ...pagingQuery,
        }),
        response: {
          200: z.array(auditEventSchema),
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { entity, id, limit = 500, offset = 0 } = request.query;
      const { user } = request;
      if (user.role === 'mechanic' && !MECHANIC_ENTITIES.has(entity)) throw forbidden();
      const exists = entities[entity];
      if (!isUuid(id)) throw notFound();
      const entityId = id.toLowerCase();
      const events = await eventsOf(db, user.organisationId, entity, entityId, limit, offset);
      // A deleted work order keeps its trail; something that never had one answers [] if it exists, else 404.
      if (events.length === 0 && offset === 0 && !(exists && (await exists(db, user.organisationId, entityId))))
        throw notFound();
      return events;
    },
  );
};
