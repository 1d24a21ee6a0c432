import { useQuery } from '@tanstack/react-query';
import { missingCompanyDetails, type SellerDetails } from '../../../../shared/company-details';
import { apiJson, apiRequest, totalCount } from '../../../lib/api-client';

export interface GettingStarted {
  /** What the invoice still lacks of the company's details ('organisationsnummer', 'adress', …). */
  missingCompanyDetails: string[];
  hasCustomer: boolean;
}

/** GET /company and one customer: what a new workshop has set up of what invoicing needs. */
export function useGettingStarted() {
  return useQuery({
    queryKey: ['dashboard', 'getting-started'],
    queryFn: async ({ signal }): Promise<GettingStarted> => {
      const [company, customers] = await Promise.all([apiJson<SellerDetails>('/company', { signal }), apiRequest<unknown[]>('/customers?limit=1', { signal })]);
      return { missingCompanyDetails: missingCompanyDetails(company), hasCustomer: totalCount(customers.headers) > 0 };
    },
    staleTime: 0,
  });
}
