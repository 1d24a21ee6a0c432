import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedSchema } from '../../shared/planning';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { errorResponse } from '../http/openapi';
import { calendarOfToken, newCalendarFeed, revokeCalendarFeed } from './calendar-feed';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];

/** A member's own calendar link (PLANNING.md decision 6). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.post(
    '/user/calendar-feed',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ny kalenderlänk',
        description:
          'En privat länk (iCalendar) till mina bokningar att prenumerera på i telefonen. Den visas bara nu; en ny länk gör den gamla ogiltig.',
        security,
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await newCalendarFeed(db, request.user, publicUrl)),
  );

  app.delete(
    '/user/calendar-feed',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Återkalla kalenderlänken',
        description: 'Länken slutar fungera direkt.',
        security,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(db, request.user);
      return reply.status(204).send(null);
    },
  );
};

/** The feed itself: no sign-in, the token in the URL is the key (PLANNING.md decision 6). */
export const calendarFileRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kalenderflöde (iCalendar)',
        description:
          'GET /calendar/{token}.ics: mina bokningar i RFC 5545, Europe/Stockholm. 404 när länken är okänd eller återkallad.',
        params: z.object({ file: z.string() }),
        response: {
          200: { description: 'Kalendern', content: { 'text/calendar': { schema: z.string() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const text = await calendarOfToken(db, token, clock());
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(text);
    },
  );
};
