import { useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditEvent } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';

/** GET /audit?entity=&id=: who did what, oldest first. Read again whenever the screen is shown. */
export function useEvents(entity: AuditEntity, id: string) {
  return useQuery({
    queryKey: ['audit', entity, id],
    queryFn: ({ signal }) => apiJson<AuditEvent[]>(`/audit?entity=${entity}&id=${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}
