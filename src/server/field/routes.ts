import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldPackSchema } from '../../shared/field';
import type { ListCache } from '../cache/list-cache';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { sendJsonText } from '../http/compression';
import { errorResponse } from '../http/openapi';
import { fieldPartsJson } from '../parts/service';
import { fieldPackJson } from './service';

/** What a device keeps to work without signal (FIELD.md decision 6). */
export const fieldRoutes: FastifyPluginAsyncZod<{ db: Database; lists: ListCache; clock: Clock }> = async (
  app,
  { db, lists, clock },
) => {
  // The whole parts register is most of the pack and the same for every member's device: kept until the
  // workshop's next change, like a list page (docs/decisions/074).
  const partsOf = async (organisationId: string) =>
    (
      await lists.read(organisationId, 'field|parts', async () => ({
        json: await fieldPartsJson(db, organisationId),
        total: 0,
      }))
    ).json;
  app.get(
    '/field/today',
    {
      config: { access: 'member' },
      schema: {
        tags: ['Fält'],
        summary: 'Mina jobb att ha offline',
        description:
          'De öppna jobb som den som anropar står på för idag och de två kommande dagarna (svensk tid, högst 100): bokade jobb vars bokning börjar före den sista dagens slut, obokade med utförandedatum senast den dagen eller utan datum. Varje jobb med maskin, kundens namn och telefon, checklista, material, tid (en mekanikers egen) och filer (tumnaglarnas id), dessutom hela artikelregistret, timprisen och om den som anropar är instämplad. Komprimeras (br eller gzip).',
        security: [{ bearerAuth: [] }],
        response: { 200: fieldPackSchema, 401: errorResponse },
      },
    },
    async (request, reply) => sendJsonText(request, reply, await fieldPackJson(db, request.user, clock(), partsOf)),
  );
};
