import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantStatus, Draft, DraftRequest } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';

const statusKey = ['assistant'] as const;

/** GET /assistant: whether the server has a model, whether the workshop has switched drafts on, which model. */
export function useAssistantStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiJson<AssistantStatus>('/assistant', { signal }),
  });
}

/** PUT /assistant: the owner's switch. */
export function useSwitchAssistant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiJson<AssistantStatus>('/assistant', { method: 'PUT', body: { enabled } }),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}

/** POST /assistant/drafts: a draft nobody has accepted yet; nothing is saved. */
export function useDraft() {
  return useMutation({
    mutationFn: (request: DraftRequest) => apiJson<Draft>('/assistant/drafts', { method: 'POST', body: request }),
  });
}
