import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authConstraintAnswers } from './auth/constraints';
import { auditRoutes } from './audit/routes';
import { bankFileRoutes } from './bank-files/routes';
import { BankFileReader } from './bank-files/reader';
import { bankFileWorkerFile } from './bank-file-worker-file';
import { reminderRoutes } from './invoices/reminders/routes';
import { peppolRoutes } from './invoices/e-invoices/routes';
import { receivablesRoutes } from './invoices/receivables/routes';
import { paymentRoutes } from './invoices/payments/routes';
import { sendingRoutes } from './invoices/sending/routes';
import { assistantRoutes } from './assistant/routes';
import { invoiceControlRoutes } from './assistant/invoice-control-routes';
import { draftRoutes } from './assistant/draft-routes';
import { requireDeclaredAccess } from './auth/access';
import { requireAuthentication } from './auth/guard';
import { logoutRoutes } from './auth/routes';
import { SessionCache } from './cache/session-cache';
import { systemClock, type Clock } from './clock';
import { companyRoutes } from './company/routes';
import { rateRoutes } from './company/rates-routes';
import type { Config } from './config';
import { customerConstraintAnswers } from './customers/constraints';
import { customerRoutes } from './customers/routes';
import { LocalBroadcast, type Broadcast } from './cache/broadcast';
import type { Database } from './db/client';
import { exportRoutes } from './export/routes';
import { backupRoutes } from './backups/routes';
import type { BackupService } from './backups/service';
import { announceWrites, ChangeFeed } from './cache/change-feed';
import { registerCompression } from './http/compression';
import { registerErrorHandling } from './http/errors';
import { guardInput } from './http/input-guard';
import { registerIdempotency } from './http/idempotency';
import { serializeRequest } from './http/log-redaction';
import { ListCache } from './cache/list-cache';
import { documentCommonAnswers } from './http/openapi-defaults';
import { registerPublicApi } from './public-api';
import { registerOpenApi } from './http/openapi-plugin';
import { checkListBodies } from './http/response-check';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { invoiceConstraintAnswers } from './invoices/constraints';
import { invoiceRoutes } from './invoices/routes';
import { mailRoutes } from './mail/routes';
import { customerMessageRoutes } from './customer-messages/routes';
import { portalLinkRoutes } from './customer-portal/routes';
import { machineConstraintAnswers } from './machines/constraints';
import { machineRoutes } from './machines/routes';
import { partConstraintAnswers } from './parts/constraints';
import { partRoutes } from './parts/routes';
import type { PdfJob } from './pdf-worker';
import { pdfWorkerFile, renderPdfHere } from './pdf-worker-file';
import { RenderPool, type RenderOptions } from './pdf/render-pool';
import { profileRoutes } from './profile/routes';
import { searchRoutes } from './search/routes';
import { serviceHistoryRoutes } from './service-history/routes';
import { servicePlansOfMachines } from './service-plans/machine-port';
import { fieldRoutes } from './field/routes';
import { servicePlanRoutes } from './service-plans/routes';
import { workOrderConstraintAnswers } from './work-orders/constraints';
import { workOrderRoutes } from './work-orders/routes';
import { jobTimers } from './time/job-timers';
import { workOrderExists } from './work-orders/service';
import { invoiceExists } from './invoices/service';
import type { RenderInvoicePdf } from './invoices/document';
import { MailSender, type MailSenderOptions } from './mail/sender';
import { byChannel, createDeliver } from './mail/transport';
import { createSmsDeliver } from './mail/sms-transport';
import { teamRoutes } from './team/routes';
import { timeRoutes } from './time/routes';
import { planningRoutes } from './planning/routes';
import { fileRoutes } from './files/routes';
import { fileStoreOf } from './files/stores';
import { staffLedgerRoutes } from './staff-ledger/routes';
import { timeEntryExists } from './time/service';
import { memberExists } from './team/service';
import { machineExists } from './machines/service';
import { quoteRoutes } from './quotes/routes';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Directory of the built web app; defaults to dist/web. */
  webRoot?: string;
  /** Where the server reads the time; tests fix it. */
  clock?: Clock;
  /** Where logs go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** How this server tells the others on the database what changed; one process alone by default. */
  broadcast?: Broadcast;
  /** The mail sender's pace (tests shorten the back-off). */
  mail?: MailSenderOptions;
  /** The embedded database's backups; none with a PostgreSQL server (or in memory). */
  backups?: BackupService | null;
  /** The secret `npm run backup` presents to this server (backups/server-file.ts). */
  localBackupToken?: string | null;
}

const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp({
  config,
  db,
  webRoot = defaultWebRoot,
  clock = systemClock,
  logStream,
  broadcast = new LocalBroadcast(),
  mail,
  backups = null,
  localBackupToken = null,
}: AppDependencies): Promise<FastifyInstance> {
  const sessions = new SessionCache({ broadcast });
  const lists = new ListCache(config.listCacheBytes, undefined, () => broadcast.isLive);
  const changes = new ChangeFeed(lists, broadcast);
  // PDF_THREADS=0 lays documents out on the request thread (one-off scripts); otherwise in worker threads.
  const pdfs = config.pdfThreads > 0 ? new RenderPool<PdfJob>(pdfWorkerFile, config.pdfThreads, renderPdfHere) : null;
  const bankFiles = new BankFileReader(bankFileWorkerFile);
  const renderPdf = (job: PdfJob, organisationId: string, options?: RenderOptions) =>
    pdfs ? pdfs.render(job, organisationId, options) : renderPdfHere(job).then((bytes) => Buffer.from(bytes));
  const renderInvoicePdf: RenderInvoicePdf = (document, organisationId) =>
    renderPdf({ kind: 'invoice', document }, organisationId);
  const mailTransport = createDeliver({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.mailOutboxDir,
  });
  const smsDeliver = createSmsDeliver({ smsUrl: config.smsUrl, from: config.smsFrom });
  const mailSender = new MailSender(db, byChannel({ email: mailTransport.deliver, sms: smsDeliver }), mail);
  const mailQueued = () => mailSender.poke();
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.personalNumber'],
      censor: '[dolt]',
    },
    // Every logged URL loses its link tokens and search terms (a token in a log once reset a password).
    serializers: { req: serializeRequest },
    ...(logStream ? { stream: logStream } : {}),
  };
  // A number of hops is what proxy-addr calls trusting the first n hops; Fastify's types name it as a function.
  const { trustProxy } = config;
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by our own mappers; the zod response schemas document them, and plain
  // JSON.stringify serialises them without validating every row again on the hot path.
  app.setSerializerCompiler(config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data));

  requireDeclaredAccess(app);
  registerErrorHandling(app, {
    ...authConstraintAnswers,
    ...customerConstraintAnswers,
    ...machineConstraintAnswers,
    ...workOrderConstraintAnswers,
    ...invoiceConstraintAnswers,
    ...partConstraintAnswers,
  });
  guardInput(app);
  // The built files first: they were compressed at build time and are sent as they are, never compressed per request.
  await registerWebApp(app, webRoot);
  // Before compression: a kept answer is kept as the text it was, not as one client's compressed bytes.
  registerIdempotency(app, {
    db,
    clock,
    owner: (request) =>
      request.user ? { organisationId: request.user.organisationId, memberId: request.user.id } : null,
  });
  await registerCompression(app);
  if (config.validateResponses) checkListBodies(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);

  // Sending an invoice and reminding of it both mail its PDF, within the daily mail limit.
  const invoiceMailing = { db, clock, renderPdf: renderInvoicePdf, mailQueued, mailLimits: config.mailLimits };
  // One store for the members' files, the customer's page (those marked for the customer), the export and erasure.
  const fileStore = fileStoreOf(config);
  const publicDeps = { db, config, clock, sessions, changes, lists, backups, localBackupToken, mailQueued, renderPdf };
  await app.register(
    async (api) => {
      await api.register(async (publicApi) => registerPublicApi(publicApi, { ...publicDeps, fileStore }));
      await api.register(async (protectedApi) => {
        documentCommonAnswers(protectedApi, { isProtected: true });
        requireAuthentication(protectedApi, db, sessions);
        announceWrites(protectedApi, changes);
        await protectedApi.register(logoutRoutes, { db, sessions });
        await protectedApi.register(profileRoutes, { db, sessions, hasBackups: backups !== null });
        await protectedApi.register(companyRoutes, { db, sessions });
        await protectedApi.register(customerMessageRoutes, { db, smsAvailable: config.smsUrl !== undefined });
        await protectedApi.register(rateRoutes, { db });
        await protectedApi.register(customerRoutes, { db });
        await protectedApi.register(portalLinkRoutes, { db, clock, config });
        // Features above lend machines and service plans what they derive from (docs/decisions/010).
        await protectedApi.register(machineRoutes, { db, clock, plans: servicePlansOfMachines(clock) });
        await protectedApi.register(servicePlanRoutes, { db, lists, clock });
        await protectedApi.register(serviceHistoryRoutes, {
          db,
          clock,
          renderPdf: (document, organisationId) => renderPdf({ kind: 'service-book', document }, organisationId),
        });
        await protectedApi.register(partRoutes, { db, clock });
        await protectedApi.register(workOrderRoutes, {
          db,
          lists,
          clock,
          timers: jobTimers,
          mailLimits: config.mailLimits,
          mailQueued,
        });
        await protectedApi.register(invoiceRoutes, { db, lists, clock, renderPdf: renderInvoicePdf });
        await protectedApi.register(sendingRoutes, invoiceMailing);
        await protectedApi.register(paymentRoutes, { db, clock });
        await protectedApi.register(reminderRoutes, invoiceMailing);
        await protectedApi.register(peppolRoutes, { db });
        await protectedApi.register(receivablesRoutes, { db, lists, clock });
        await protectedApi.register(assistantRoutes, { db });
        await protectedApi.register(invoiceControlRoutes, { db, lists, clock });
        await protectedApi.register(draftRoutes, { db, clock, model: config.ai });
        await protectedApi.register(bankFileRoutes, { db, clock, readBankFile: (bytes) => bankFiles.read(bytes) });
        await protectedApi.register(exportRoutes, {
          db,
          directDatabaseUrl: config.listenDatabaseUrl,
          clock,
          // A whole-workshop export's invoices wait while documents someone asked for wait (render-pool.ts).
          renderPdf: (document, organisationId) =>
            renderPdf({ kind: 'invoice', document }, organisationId, { background: true }),
          renderExtractPdf: (document, organisationId) =>
            renderPdf({ kind: 'customer-extract', document }, organisationId),
          fileStore,
        });
        await protectedApi.register(backupRoutes, { db, backups });
        await protectedApi.register(searchRoutes, { db });
        await protectedApi.register(staffLedgerRoutes, {
          db,
          clock,
          renderPdf: (document, organisationId) => renderPdf({ kind: 'staff-ledger', document }, organisationId),
        });
        await protectedApi.register(timeRoutes, { db, clock });
        await protectedApi.register(fieldRoutes, { db, lists, clock });
        await protectedApi.register(planningRoutes, {
          db,
          lists,
          clock,
          publicUrl: config.publicUrl,
          changes,
          mailLimits: config.mailLimits,
        });
        await protectedApi.register(fileRoutes, { db, clock, store: fileStore, quotaBytes: config.filesQuotaBytes });
        await protectedApi.register(teamRoutes, {
          db,
          sessions,
          publicUrl: config.publicUrl,
          mailQueued,
          mailLimits: config.mailLimits,
        });
        await protectedApi.register(mailRoutes, { db, mailLimits: config.mailLimits });
        await protectedApi.register(quoteRoutes, { db, clock, config, mailQueued, renderPdf });
        // The trail sits below every feature; each lends it the check that its thing exists in the workshop.
        await protectedApi.register(auditRoutes, {
          db,
          entities: {
            member: memberExists,
            workOrder: workOrderExists,
            invoice: invoiceExists,
            timeEntry: timeEntryExists,
            machine: machineExists,
          },
        });
      });
    },
    { prefix: '/api' },
  );

  app.decorate('mailSender', mailSender);
  app.addHook('onReady', async () => mailSender.start());
  app.addHook('onClose', async () => {
    await mailSender.close();
    mailTransport.close();
    sessions.close();
    changes.close();
    await pdfs?.close();
    await bankFiles.close();
  });
  return app;
}
