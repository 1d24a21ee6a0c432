import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema, userSchema } from '../../shared/auth';
import { toUser } from '../auth/service';
import type { SessionCache } from '../cache/session-cache';
import type { Database } from '../db/client';
import { forbidden } from '../auth/errors';
import { findFirstOrganisationId } from '../organisations/service';
import { errorResponse } from '../http/openapi';
import { personalNumberOf, renameUserAndWorkshop } from './service';

const security = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionCache;
  /** Whether this server keeps backups of its own (the embedded database): there is nothing to administer else. */
  hasBackups: boolean;
}> = async (app, { db, sessions, hasBackups }) => {
  app.get(
    '/user/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Profil'],
        summary: 'Den inloggade användaren',
        security,
        response: { 200: z.object({ user: userSchema }), 401: errorResponse },
      },
    },
    async (request) => {
      const [personalNumber, firstWorkshop] = await Promise.all([
        personalNumberOf(db, request.user),
        hasBackups && request.user.role === 'owner' ? findFirstOrganisationId(db) : null,
      ]);
      const administersBackups = firstWorkshop !== null && firstWorkshop === request.user.organisationId;
      return { user: { ...toUser(request.user), personalNumber, administersBackups } };
    },
  );

  app.put(
    '/user/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Profil'],
        summary: 'Ändra namn, företagsnamn och personnummer',
        security,
        body: profileUpdateSchema,
        response: {
          200: z.object({ user: userSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { name, companyName, personalNumber } = request.body;
      const current = request.user;
      // The workshop is named by its company name, or by the person when there is none (docs/product.md,
      // Workshops and users); a body without companyName changes only the person's name.
      const organisationName = companyName === undefined ? undefined : (companyName ?? name);
      // Only an owner renames the workshop; the others may send its name back as it is (docs/team.md decision 1).
      if (organisationName !== undefined && current.role !== 'owner' && organisationName !== current.companyName)
        throw forbidden();
      await renameUserAndWorkshop(db, current, name, organisationName, personalNumber);
      // Every session of the workshop shows the company name.
      await sessions.revoke({ kind: 'organisation', organisationId: current.organisationId });
      return {
        user: {
          ...toUser({ ...current, name, companyName: organisationName ?? current.companyName }),
          personalNumber: await personalNumberOf(db, current),
        },
      };
    },
  );
};
