import { useQuery } from '@tanstack/react-query';
import { missingCompanyDetails, type SellerDetails } from '../../../../shared/company-details';
import { apiJson, apiRequest, totalCount } from '../../../lib/api-client';

export interface GettingStarted {
  /** What the invoice still lacks of the company's details ('organisationsnummer', 'adress', …). */
  missingCompanyDetails: string[];
  hasCustomer: boolean;
}

/** GET /company and one customer: what a new workshop has set up of what invoicing needs. */
export function useGettingStarted(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['dashboard', 'getting-started'],
    queryFn: async ({ signal }): Promise<GettingStarted> => {
      const [company, customers] = await Promise.all([
        apiJson<SellerDetails>('/company', { signal }),
        apiRequest<unknown[]>('/customers?limit=1', { signal }),
      ]);
      return {
        missingCompanyDetails: missingCompanyDetails(company),
        hasCustomer: totalCount(customers.headers) > 0,
      };
    },
    staleTime: 0,
  });
}

const DONE_KEY = 'verkstan.onboarded';

/**
 * Whether this user's workshop has done every step: remembered in the browser, so that a workshop
 * past its first days does not ask for the company and a customer at every visit to the dashboard.
 */
export function isGettingStartedDone(userId: string | undefined): boolean {
  try {
    // While the session is checked the user is not known yet: the one this browser last remembered.
    const remembered = localStorage.getItem(DONE_KEY);
    return userId === undefined ? remembered !== null : remembered === userId;
  } catch {
    return false;
  }
}

export function rememberGettingStartedDone(userId: string): void {
  try {
    localStorage.setItem(DONE_KEY, userId);
  } catch {
    // Storage unavailable: the steps are read again next time.
  }
}
