import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupFileSchema, backupStatusAnswerSchema } from '../../shared/backups';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { errorResponse } from '../http/openapi';
import { findFirstOrganisationId } from '../organisations/service';
import type { SessionUser } from '../cache/session-cache';
import { parseBackupName } from './backup-names';
import type { BackupService } from './service';
import { backupNotFound, backupsAdministratorOnly, backupsNotOnServer, backupFailed } from './errors';

/** Backups hold the whole installation: only the owners of the workshop registered first see them (DATA.md decision 1). */
async function requireAdministrator(db: Database, user: SessionUser): Promise<void> {
  if (user.role !== 'owner' || (await findFirstOrganisationId(db)) !== user.organisationId) {
    throw backupsAdministratorOnly();
  }
}

const answers = { 403: errorResponse, 404: errorResponse };

/** A backup on request; a failure (a full disk, a folder that cannot be written) is a 503 saying why. */
const backupNow = (backups: BackupService) =>
  backups.make('manual').catch((error: unknown) => {
    throw backupFailed(error instanceof Error ? error.message : String(error));
  });

export const backupRoutes: FastifyPluginAsyncZod<{ db: Database; backups: BackupService | null }> = async (
  app,
  { db, backups },
) => {
  const serviceOrNotFound = async (user: SessionUser): Promise<BackupService> => {
    await requireAdministrator(db, user);
    if (!backups) throw backupsNotOnServer();
    return backups;
  };

  app.get(
    '/backups',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Säkerhetskopior'],
        summary: 'Den inbyggda databasens säkerhetskopior, nyaste först',
        description:
          'Bara installationens administratör. 404 med en PostgreSQL-server: dess säkerhetskopior sköts av servern.',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(backupFileSchema), ...answers },
      },
    },
    async (request) => (await serviceOrNotFound(request.user)).list(),
  );

  app.get(
    '/backups/status',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Säkerhetskopior'],
        summary: 'När den senaste säkerhetskopian lyckades och misslyckades, och i vilken mapp de ligger',
        security: [{ bearerAuth: [] }],
        response: { 200: backupStatusAnswerSchema, ...answers },
      },
    },
    async (request) => {
      const service = await serviceOrNotFound(request.user);
      return { ...(await service.status()), folder: service.backupDir };
    },
  );

  app.get(
    '/backups/:file',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Säkerhetskopior'],
        summary: 'Ladda ner en säkerhetskopia',
        description:
          'Bara installationens administratör: filen innehåller hela installationen. file är ett namn ur GET /backups; något annat (en sökväg) är 404. Läses tillbaka med npm run restore.',
        security: [{ bearerAuth: [] }],
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.any().describe('application/gzip'), ...answers },
      },
    },
    async (request, reply) => {
      const service = await serviceOrNotFound(request.user);
      const { file } = request.params;
      // Only a backup's own name: never a path out of the folder.
      if (parseBackupName(file)?.format !== 'tar.gz') throw backupNotFound();
      const path = join(service.backupDir, file);
      const found = await stat(path).catch(() => null);
      if (!found?.isFile()) throw backupNotFound();
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', String(found.size))
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .send(createReadStream(path));
    },
  );

  app.post(
    '/backups',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Säkerhetskopior'],
        summary: 'Gör en säkerhetskopia nu',
        description: 'Konsekvent medan andra anrop besvaras; sparas i BACKUP_DIR. Pågår redan en, får anropet den.',
        security: [{ bearerAuth: [] }],
        response: { 201: backupFileSchema, ...answers, 503: errorResponse },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await backupNow(await serviceOrNotFound(request.user)));
    },
  );
};

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * `npm run backup` beside a running server: it reads the server's address and secret from the data
 * folder (backups/server-file.ts) and asks here, as only this process may open the embedded database.
 */
export const localBackupRoutes: FastifyPluginAsyncZod<{
  backups: BackupService | null;
  token: string | null;
}> = async (app, { backups, token }) => {
  app.post(
    '/backups/local',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        headers: z.object({ 'x-verkstan-backup-token': z.string().max(200).optional() }),
        response: { 201: backupFileSchema, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const given = request.headers['x-verkstan-backup-token'];
      if (!backups || !token || !given || !sameSecret(given, token)) throw notFound();
      return reply.code(201).send(await backupNow(backups));
    },
  );
};
