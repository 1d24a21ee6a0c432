import { useQuery } from '@tanstack/react-query';
import type { AssistantStatus } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';
import { statusKey } from './keys';

/** GET /assistant: whether the server has a model, whether the workshop has switched drafts on, which model. */
export function useAssistantStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiJson<AssistantStatus>('/assistant', { signal }),
  });
}
