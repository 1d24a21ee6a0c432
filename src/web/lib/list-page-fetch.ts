import { apiRequest, totalCount } from './api-client';

/** One page of a list endpoint: its items, and the list's total from X-Total-Count ('all' filters nothing; empty values are left out). */
export async function fetchListPage<T>(
  path: string,
  {
    filter,
    limit,
    offset,
    ...more
  }: { filter?: string; limit: number; offset: number } & Record<string, string | number | undefined>,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (filter && filter !== 'all') params.set('status', filter);
  for (const [name, value] of Object.entries(more))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const { data, headers } = await apiRequest<T[]>(`${path}?${params}`, { signal });
  return { items: data, total: totalCount(headers) };
}
