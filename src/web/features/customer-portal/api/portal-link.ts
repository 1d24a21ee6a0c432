import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /customers/{id}/portal-link: a new link to the customer's page (the old one stops); shown this once. */
export function useCreatePortalLink(customerId: string) {
  return useMutation({
    mutationFn: () => apiJson<{ link: string }>(`/customers/${customerId}/portal-link`, { method: 'POST' }),
  });
}

/** DELETE /customers/{id}/portal-link: the page's link stops at once. */
export function useRevokePortalLink(customerId: string) {
  return useMutation({
    mutationFn: () => apiJson<void>(`/customers/${customerId}/portal-link`, { method: 'DELETE' }),
  });
}
