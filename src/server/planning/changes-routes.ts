import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChangeFeed } from '../cache/change-feed';

const tags = ['Planering'];
const security = [{ bearerAuth: [] }];
/** A comment line now and then, so that no proxy takes a quiet stream for a dead one. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The board hears other people's moves within seconds, without a reload (PLANNING.md decision 7): a
 * server-sent event `changed` after each write to the workshop's data on any server, carried by the
 * servers' existing change notifications (cache/change-feed.ts, LISTEN/NOTIFY between servers).
 */
export const planningChangesRoutes: FastifyPluginAsyncZod<{ changes: ChangeFeed }> = async (app, { changes }) => {
  const open = new Set<() => void>();
  // A stream never ends by itself: closing the server ends them first, or the close would wait forever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/planning/changes',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Ändringar medan tavlan är öppen',
        description:
          'text/event-stream: händelsen changed efter varje ändring i verkstadens data, på vilken server som helst; läs då om GET /planning.',
        security,
        response: {
          200: { description: 'Händelseströmmen', content: { 'text/event-stream': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      stream.write(': Verkstan\n\n');
      const stop = changes.watch(request.user.organisationId, () => stream.write('event: changed\ndata: {}\n\n'));
      const keepAlive = setInterval(() => stream.write(': \n\n'), KEEP_ALIVE_MS);
      const end = () => {
        stop();
        clearInterval(keepAlive);
        open.delete(end);
        if (!stream.writableEnded) stream.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};
