import { z } from 'zod';

export const errorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ row: z.number().optional(), field: z.string(), message: z.string() })).optional(),
});

export const idParams = z.object({ id: z.string() });
