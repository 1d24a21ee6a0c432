import { useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../components/search-picker';
import { fetchListPage } from './list-page-fetch';

/** The first matches of a list endpoint for what is typed in a picker, as options. */
export function usePickerOptions<T>(path: string, query: string, toOption: (row: T) => PickerOption, more: Record<string, string> = {}) {
  const { data, isFetching } = useQuery({
    queryKey: [path.replace(/^\//, ''), 'choices', query, more],
    queryFn: ({ signal }) => fetchListPage<T>(path, { limit: 20, offset: 0, q: query, ...more }, signal),
  });
  return { options: (data?.items ?? []).map(toOption), isLoading: isFetching };
}
