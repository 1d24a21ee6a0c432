import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { acceptCsv, csvBody } from './csv-import';
import { errorResponse } from './openapi';
import type { RouteAccess } from '../../shared/roles';

interface ImportRoute<R extends z.ZodType> {
  path: string;
  /** Who may import: a bulk write, so the office by default. */
  access?: RouteAccess;
  tags: string[];
  summary: string;
  /** The columns and what the import does with them, for the API documentation. */
  description: string;
  /** What an import answers (how many rows it created, updated). */
  result: R;
  /** What `dryRun=true` answers, for the documentation. */
  dryRunText: string;
  run(organisationId: string, file: Buffer, isDryRun: boolean): Promise<z.infer<R>>;
}

/**
 * `POST <path>` with a CSV file (text/csv): all or nothing, `?dryRun=true` checks without writing
 * (200), an import answers 201; the file's format is shared by every list's import (csv-import.ts).
 */
export function csvImportRoute<R extends z.ZodType>(app: FastifyInstance, route: ImportRoute<R>): void {
  acceptCsv(app);
  app.post(
    route.path,
    {
      config: { access: route.access ?? 'office' },
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: `Innehållstyp text/csv; UTF-8 (med eller utan BOM) eller Windows-1252; semikolon eller komma. ${route.description} Allt eller inget: fel på någon rad ger 400 med varje rad och fält, och inget sparas. dryRun=true kontrollerar filen utan att spara.`,
        security: [{ bearerAuth: [] }],
        consumes: ['text/csv'],
        querystring: z.object({
          dryRun: z.enum(['true', 'false'], { error: messages.badRequest }).optional(),
        }),
        response: {
          200: route.result.describe(route.dryRunText),
          201: route.result,
          400: errorResponse,
          409: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // The query was checked against the schema above (the app's zod validator compiler).
      const isDryRun = (request.query as { dryRun?: 'true' | 'false' }).dryRun === 'true';
      const result = await route.run(request.user.organisationId, csvBody(request.body), isDryRun);
      return reply.status(isDryRun ? 200 : 201).send(result);
    },
  );
}
