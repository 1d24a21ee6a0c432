import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantStatus } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';
import { statusKey } from './keys';

/** PUT /assistant: the owner's switch. */
export function useSwitchAssistant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiJson<AssistantStatus>('/assistant', { method: 'PUT', body: { enabled } }),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}
