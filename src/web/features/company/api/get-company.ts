import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../shared/company';
import { apiJson } from '../../../lib/api-client';

export const companyKey = ['company'] as const;

/** GET /company: the seller details printed on every invoice. */
export const companyQuery = queryOptions({
  queryKey: companyKey,
  queryFn: ({ signal }) => apiJson<Company>('/company', { signal }),
});

export function useCompany() {
  return useQuery(companyQuery);
}
