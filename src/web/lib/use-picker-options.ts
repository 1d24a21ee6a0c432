import { useQuery } from '@tanstack/react-query';
import { fetchListPage } from './list-page-fetch';
import type { FieldPack } from './offline/field-pack-shape';
import { orFromPack } from './offline/pack-fallback';

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
  /** Without signal, the matches in the field pack (the parts list), when it keeps the register. */
  fromPack?: (pack: FieldPack, query: string) => PickerOption[],
) {
  const { data, isFetching } = useQuery({
    queryKey: [path.replace(/^\//, ''), 'choices', query, more],
    queryFn: ({ signal }) =>
      orFromPack<{ items?: T[]; offline?: PickerOption[] }>(
        () => fetchListPage<T>(path, { limit: 20, offset: 0, q: query, ...more }, signal),
        (pack) => (fromPack ? { offline: fromPack(pack, query) } : undefined),
      ),
  });
  return { options: data?.offline ?? (data?.items ?? []).map(toOption), isLoading: isFetching };
}
