import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { localBackupRoutes } from './backups/routes';
import type { BackupService } from './backups/service';
import { announceOutsideWrites, type ChangeFeed } from './cache/change-feed';
import type { ListCache } from './cache/list-cache';
import type { SessionCache } from './cache/session-cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStore } from './files/service';
import { portalLinksOf } from './customer-portal/service';
import { publicPortalRoutes } from './customer-portal/routes';
import { healthRoutes } from './health/routes';
import { documentCommonAnswers } from './http/openapi-defaults';
import type { PdfJob } from './pdf-worker';
import { calendarFileRoutes } from './planning/routes';
import { publicQuoteRoutes } from './quotes/routes';
import { invitationLinkRoutes } from './team/routes';

export interface PublicApiDependencies {
  db: Database;
  config: Config;
  clock: Clock;
  sessions: SessionCache;
  /** Announces what a customer's link changed, as a member's writes are announced. */
  changes: ChangeFeed;
  /** The kept pages: the customer's page is kept like a list page (docs/decisions/077). */
  lists: ListCache;
  backups: BackupService | null;
  localBackupToken: string | null;
  mailQueued: () => void;
  renderPdf: (job: PdfJob, organisationId: string) => Promise<Buffer>;
  /** The store the workshops' files are in: the customer's page shows those marked for the customer. */
  fileStore: FileStore;
}

/** The calls anyone may make, signed in or not: sign-in, links sent by mail, the customer's links and feeds. */
export async function registerPublicApi(publicApi: FastifyInstance, deps: PublicApiDependencies): Promise<void> {
  const { db, config, clock, sessions, backups, localBackupToken, mailQueued, renderPdf, fileStore } = deps;
  documentCommonAnswers(publicApi, { isProtected: false });
  announceOutsideWrites(publicApi, deps.changes);
  await publicApi.register(healthRoutes, { db });
  await publicApi.register(authRoutes, {
    db,
    loginMaxPerMinute: config.loginMaxPerMinute,
    registerMaxPerMinute: config.registerMaxPerMinute,
  });
  await publicApi.register(passwordResetRoutes, {
    db,
    sessions,
    publicUrl: config.publicUrl,
    maxPerMinute: config.passwordResetMaxPerMinute,
    mailQueued,
  });
  await publicApi.register(invitationLinkRoutes, { db, maxPerMinute: config.loginMaxPerMinute });
  await publicApi.register(localBackupRoutes, { backups, token: localBackupToken });
  await publicApi.register(publicQuoteRoutes, { db, clock, config, renderPdf });
  await publicApi.register(publicPortalRoutes, {
    db,
    clock,
    lists: deps.lists,
    links: portalLinksOf(config),
    store: fileStore,
    loginMaxPerMinute: config.loginMaxPerMinute,
    renderPdf: (document, organisationId) => renderPdf({ kind: 'invoice', document }, organisationId),
  });
  await publicApi.register(calendarFileRoutes, { db, clock });
  publicApi.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Drift'],
        summary: 'Publika kontaktuppgifter',
        response: { 200: z.object({ contactEmail: z.string(), contactPhone: z.string() }) },
      },
    },
    async () => ({ contactEmail: config.contactEmail, contactPhone: config.contactPhone }),
  );
}
