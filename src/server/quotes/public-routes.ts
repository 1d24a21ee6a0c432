import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approvalSchema, publicQuoteSchema } from '../../shared/quote-shapes';
import { publicAcceptSchema, publicDeclineSchema } from '../../shared/quotes';
import { RateLimit } from '../auth/service';
import type { Config } from '../config';
import { errorResponse } from '../http/openapi';
import { quoteLinkTooManyRequests } from './errors';
import { quotePdf } from './pdf-route';
import { acceptOnLink, declineOnLink, linkParts, openQuote } from './public-service';
import { mailOptionsOf, type QuoteRouteOptions } from './sending';

const tags = ['Offerter'];
const tokenParams = z.object({ token: z.string().max(200) });
const linkAnswers = { 404: errorResponse, 410: errorResponse, 429: errorResponse };
/** A customer's page makes a few calls (the quote, its PDF, the answer): three logins' worth each minute. */
const CALLS_PER_LOGIN = 3;

/** The customer's link to a quote (QUOTES.md decision 4): no account, throttled per IP, nothing else revealed. */
export const publicQuoteRoutes: FastifyPluginAsyncZod<
  Omit<QuoteRouteOptions, 'config'> & { config: QuoteRouteOptions['config'] & Pick<Config, 'loginMaxPerMinute'> }
> = async (app, options) => {
  const { db, clock, config } = options;
  // A token cannot be guessed, but each try costs a lookup: limited per address like logins.
  const attempts = new RateLimit(db, config.loginMaxPerMinute * CALLS_PER_LOGIN);
  app.addHook('preHandler', async (request) => {
    if (await attempts.hit(`quote-link-ip:${request.ip}`)) throw quoteLinkTooManyRequests();
  });

  app.get(
    '/public/quotes/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Offerten på kundens länk',
        description: 'Första öppningen markerar offerten som öppnad. 410 när den gått ut, återkallats eller ersatts.',
        params: tokenParams,
        response: { 200: publicQuoteSchema, ...linkAnswers },
      },
    },
    async (request) => openQuote(db, request.params.token, clock()),
  );

  app.post(
    '/public/quotes/:token/accept',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Godkänn offerten',
        description: 'Namn krävs; signatur (PNG, högst 200 kB) och valda tillval om kunden vill. Ett svar per version.',
        params: tokenParams,
        body: publicAcceptSchema,
        response: { 201: approvalSchema, 400: errorResponse, 409: errorResponse, ...linkAnswers },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
      const { approval, organisationId } = await acceptOnLink(
        db,
        request.params.token,
        request.body,
        { ip: request.ip, userAgent },
        clock(),
      );
      request.changedWorkshop = organisationId;
      return reply.status(201).send(approval);
    },
  );

  app.post(
    '/public/quotes/:token/decline',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Avböj offerten',
        params: tokenParams,
        body: publicDeclineSchema,
        response: {
          200: z.object({ declined: z.literal(true) }),
          400: errorResponse,
          409: errorResponse,
          ...linkAnswers,
        },
      },
    },
    async (request) => {
      request.changedWorkshop = await declineOnLink(db, request.params.token, request.body.reason || null, clock());
      return { declined: true as const };
    },
  );

  app.get(
    '/public/quotes/:token/pdf',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Offerten som PDF',
        params: tokenParams,
        response: {
          200: { description: 'Offerten som PDF (A4)', content: { 'application/pdf': { schema: z.any() } } },
          ...linkAnswers,
        },
      },
    },
    async (request, reply) =>
      quotePdf(db, reply, await linkParts(db, request.params.token, clock()), clock(), mailOptionsOf(options)),
  );
};
