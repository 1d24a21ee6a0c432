import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /insights/{key}/dismiss: the finding is not shown again. */
export function useDismissFinding() {
  return useMutation({
    mutationFn: (key: string) => apiJson<void>(`/insights/${encodeURIComponent(key)}/dismiss`, { method: 'POST' }),
  });
}
