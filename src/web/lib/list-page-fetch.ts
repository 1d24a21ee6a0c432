import { apiRequest, totalCount } from './api-client';

/** One page of a list endpoint: its items, and the list's total from X-Total-Count ('all' filters nothing). */
export async function fetchListPage<T>(path: string, { filter, limit, offset }: { filter: string; limit: number; offset: number }, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (filter !== 'all') params.set('status', filter);
  const { data, headers } = await apiRequest<T[]>(`${path}?${params}`, { signal });
  return { items: data, total: totalCount(headers) };
}
