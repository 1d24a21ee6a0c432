import { z } from 'zod';

/** The error body's name among the document's schemas. */
export const ERROR_RESPONSE = 'ErrorResponse';

/**
 * Every refusal's body (docs/decisions/041): `code` for a client to act on, one of the codes the
 * document lists (filled in by `openapi-plugin.ts` from the factories), `message` for a person, in Swedish.
 */
export const errorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    errors: z.array(z.object({ row: z.number().optional(), field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: ERROR_RESPONSE });

export const idParams = z.object({ id: z.string() });
