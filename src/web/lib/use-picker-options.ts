import { useQuery } from '@tanstack/react-query';
import { fetchListPage } from './list-page-fetch';

/** A row of a register as a picker offers it. */
export interface PickerOption {
  id: string;
  label: string;
  /** A second line: the customer of a machine, a customer's city. */
  detail?: string;
  /** What choosing it fills in elsewhere in the form (a customer's number, a machine's owner). */
  meta?: Record<string, string>;
}

/** The first matches of a list endpoint for what is typed in a picker, as options. */
export function usePickerOptions<T>(
  path: string,
  query: string,
  toOption: (row: T) => PickerOption,
  more: Record<string, string> = {},
) {
  const { data, isFetching } = useQuery({
    queryKey: [path.replace(/^\//, ''), 'choices', query, more],
    queryFn: ({ signal }) => fetchListPage<T>(path, { limit: 20, offset: 0, q: query, ...more }, signal),
  });
  return { options: (data?.items ?? []).map(toOption), isLoading: isFetching };
}
