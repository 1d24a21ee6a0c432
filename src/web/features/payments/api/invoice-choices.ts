import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../shared/search';
import { apiJson } from '../../../lib/api-client';
import type { PickerOption } from '../../../lib/use-picker-options';

/** Invoices whose number holds what is typed (the header search's invoices), as picker options. */
export function useInvoiceChoices(query: string): { options: PickerOption[]; isLoading: boolean } {
  const { data, isFetching } = useQuery({
    queryKey: ['search', 'invoices', query],
    queryFn: ({ signal }) => apiJson<SearchResult>(`/search?q=${encodeURIComponent(query)}`, { signal }),
    enabled: query !== '',
  });
  return {
    options: (data?.invoices ?? []).map((hit) => ({
      id: hit.id,
      label: `Faktura ${hit.title}`,
      detail: hit.detail,
    })),
    isLoading: isFetching,
  };
}
