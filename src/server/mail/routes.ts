import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailUsageSchema } from '../../shared/mail';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { dailyMailUsage } from './outbox';

/** What the dialogs that send mail show before the daily limit bites (docs/decisions/035). */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Database; mailLimits: MailLimits }> = async (
  app,
  { db, mailLimits },
) => {
  app.get(
    '/mail/usage',
    {
      config: { access: 'office' },
      schema: {
        tags: ['Mejl'],
        summary: 'Verkstadens mejl i dag',
        description:
          'Inbjudningar, fakturor och påminnelser som verkstaden skickat sedan midnatt (svensk tid), mot dagens gräns: MAIL_PER_DAY_NEW under verkstadens första MAIL_NEW_DAYS dagar (newWorkshopDays), sedan MAIL_PER_DAY. Varje mottagare är ett mejl. resetsAt är nästa midnatt; ett mejl till för många ger 429.',
        security: [{ bearerAuth: [] }],
        response: { 200: mailUsageSchema, 403: errorResponse },
      },
    },
    async (request) => dailyMailUsage(db, request.user.organisationId, mailLimits),
  );
};
