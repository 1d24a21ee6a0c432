import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RateLimit } from '../auth/service';
import type { Database } from '../db/client';
import { fileNotFound } from '../files/errors';
import { findCustomerVisibleFile, sendFileToCustomer, type FileStore } from '../files/service';
import { isUuid } from '../http/ids';
import { errorResponse } from '../http/openapi';
import { portalTooManyRequests } from './errors';
import { requirePortalOwner } from './service';

const tags = ['Kundsida'];
/**
 * A page shows up to 20 jobs with 12 photos each, and a phone asks again for each when the page is
 * opened anew (304 when unchanged): pictures get their own, larger allowance per IP than the page.
 */
const FILES_PER_LOGIN = 60;

export interface PortalFileOptions {
  db: Database;
  store: FileStore;
  loginMaxPerMinute: number;
}

const bytesAnswer = (description: string) => ({
  description,
  content: Object.fromEntries(
    ['image/jpeg', 'image/webp', 'application/pdf'].map((type) => [type, { schema: z.string() }]),
  ),
});

/**
 * The photos and PDFs staff marked for the customer, through the customer's page link (FIELD.md
 * decisions 1 and 3; docs/decisions/063): a file hidden from the customer, on another customer's job
 * or of another workshop is 404 with the same words as one that does not exist.
 */
export const portalFileRoutes: FastifyPluginAsyncZod<PortalFileOptions> = async (app, options) => {
  const { db, store } = options;
  const attempts = new RateLimit(db, options.loginMaxPerMinute * FILES_PER_LOGIN);
  app.addHook('preHandler', async (request) => {
    if (await attempts.hit(`portal-file-ip:${request.ip}`)) throw portalTooManyRequests();
  });

  for (const [path, thumbnail] of [
    ['/public/portal/:token/files/:id/content', false],
    ['/public/portal/:token/files/:id/thumbnail', true],
  ] as const)
    app.get(
      path,
      {
        // Photos and PDFs are compressed already; a range is of the stored bytes.
        config: { access: 'public', compress: false },
        schema: {
          tags,
          summary: thumbnail ? 'En bild på kundsidan, som miniatyr (400 px)' : 'En fil på kundsidan',
          description:
            'Bara filer som verkstaden markerat som synliga för kunden, på kundens egna arbetsordrar; allt annat är 404. ' +
            'Strömmas med ETag (If-None-Match ger 304), Range (206, 416) och Cache-Control: private, max-age=0, must-revalidate.' +
            (thumbnail ? ' 404 för dokument, som saknar miniatyr.' : ''),
          params: z.object({ token: z.string().max(200), id: z.string().max(100) }),
          response: {
            200: bytesAnswer(thumbnail ? 'Miniatyren' : 'Filen'),
            206: bytesAnswer('Den begärda delen'),
            304: z.null().describe('Klientens kopia gäller'),
            404: errorResponse,
            416: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const owner = await requirePortalOwner(db, request.params.token);
        const { id } = request.params;
        const file = isUuid(id) ? await findCustomerVisibleFile(db, owner, id.toLowerCase()) : null;
        if (!file) throw fileNotFound();
        return sendFileToCustomer(request, reply, db, store, file, thumbnail);
      },
    );
};
