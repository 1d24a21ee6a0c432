import { z } from './zod';

const hitSchema = z.object({ id: z.string(), title: z.string(), detail: z.string() });
export type SearchHit = z.infer<typeof hitSchema>;

/** What the header's search finds, per register. */
export const searchResultSchema = z.object({
  customers: z.array(hitSchema),
  machines: z.array(hitSchema),
  workOrders: z.array(hitSchema),
  invoices: z.array(hitSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
