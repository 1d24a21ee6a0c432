import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../shared/auth';
import {
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  memberUpdateSchema,
} from '../../shared/team';
import { RateLimit } from '../auth/service';
import type { Database } from '../db/client';
import { memberNotFound, tooManyAttempts } from '../auth/errors';
import { invitationNotFound } from './errors';
import { requireId } from '../http/ids';
import { errorResponse, idParams } from '../http/openapi';
import { withTotal } from '../http/list-total';
import * as service from './service';

const tags = ['Team'];
const security = [{ bearerAuth: [] }];
const userIdParams = z.object({ userId: z.string() });
const tokenParams = z.object({ token: z.string().max(200) });

/** The owner's team screen: members, their roles, invitations (docs/team.md decisions 1–2). */
export const teamRoutes: FastifyPluginAsyncZod<service.TeamContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/team',
    {
      config: { access: 'office' },
      schema: {
        tags,
        summary: 'Verkstadens medarbetare',
        description: 'I namnordning. Antalet i X-Total-Count.',
        security,
        response: { 200: z.array(memberSchema), 403: errorResponse },
      },
    },
    async (request, reply) => withTotal(reply, await service.listTeam(db, request.user.organisationId)),
  );

  app.post(
    '/team/invitations',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Bjud in en medarbetare',
        description:
          'Skickar ett mejl med en länk som gäller i 7 dagar och kan användas en gång. Svaret har länken (link); den visas inte igen. 429 när verkstadens mejl för dagen är slut (MAIL_PER_DAY).',
        security,
        body: invitationCreateSchema,
        response: {
          201: invitationSchema,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(context, request.user, request.body)),
  );

  app.get(
    '/team/invitations',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Öppna inbjudningar',
        description: 'Antalet i X-Total-Count.',
        security,
        response: { 200: z.array(invitationSchema), 403: errorResponse },
      },
    },
    async (request, reply) => withTotal(reply, await service.listInvitations(db, request.user.organisationId)),
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Återkalla en inbjudan',
        security,
        params: idParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      await service.revokeInvitation(db, request.user.organisationId, requireId(request.params.id, invitationNotFound));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/team/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ändra en medarbetares roll',
        description: '409 om det är verkstadens sista ägare.',
        security,
        params: userIdParams,
        body: memberUpdateSchema,
        response: {
          200: memberSchema,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) =>
      service.updateMember(context, request.user, requireId(request.params.userId, memberNotFound), request.body),
  );

  app.delete(
    '/team/:userId',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Ta bort en medarbetare',
        description:
          'Avslutar personens inloggningar på alla servrar; namnet står kvar på det hen gjort. 409 om det är verkstadens sista ägare.',
        security,
        params: userIdParams,
        response: { 204: z.null(), 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await service.removeMember(context, request.user, requireId(request.params.userId, memberNotFound));
      return reply.status(204).send(null);
    },
  );
};

/** The invitation link's calls, before the person has an account. */
export const invitationLinkRoutes: FastifyPluginAsyncZod<{ db: Database; maxPerMinute: number }> = async (
  app,
  { db, maxPerMinute },
) => {
  // A token cannot be guessed, but each try costs a lookup (and an accept an argon2 hash): limited per address like logins.
  const attempts = new RateLimit(db, maxPerMinute);
  app.addHook('preHandler', async (request) => {
    if (await attempts.hit(`invitation-ip:${request.ip}`)) throw tooManyAttempts();
  });

  app.get(
    '/auth/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Vad en inbjudan gäller',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => service.previewInvitation(db, request.params.token),
  );

  app.post(
    '/auth/invitations/:token/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Konto'],
        summary: 'Anta en inbjudan',
        description: 'Skapar kontot och loggar in. 404 om länken är okänd, använd, återkallad eller för gammal.',
        params: tokenParams,
        body: invitationAcceptSchema,
        response: {
          201: z.object({ token: z.string(), user: userSchema }),
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { organisationId, ...session } = await service.acceptInvitation(db, request.params.token, request.body);
      // A new member is a new row on the planning board and in the team's lists.
      request.changedWorkshop = organisationId;
      return reply.status(201).send(session);
    },
  );
};
