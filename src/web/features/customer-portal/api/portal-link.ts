import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalLinkStatus } from '../../../../shared/customer-portal';
import { apiJson } from '../../../lib/api-client';

const statusKey = (customerId: string) => ['portal-link', customerId] as const;

/** GET /customers/{id}/portal-link: whether the customer has a working link, since when, last opened; never the link. */
export function usePortalLinkStatus(customerId: string) {
  return useQuery({
    queryKey: statusKey(customerId),
    queryFn: ({ signal }) => apiJson<PortalLinkStatus>(`/customers/${customerId}/portal-link`, { signal }),
  });
}

/** POST /customers/{id}/portal-link: a new link to the customer's page (the old one stops); shown this once. */
export function useCreatePortalLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ link: string }>(`/customers/${customerId}/portal-link`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(customerId) }),
  });
}

/** DELETE /customers/{id}/portal-link: the page's link stops at once. */
export function useRevokePortalLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<void>(`/customers/${customerId}/portal-link`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(customerId) }),
  });
}
