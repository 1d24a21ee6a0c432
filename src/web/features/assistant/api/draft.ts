import { useMutation } from '@tanstack/react-query';
import type { Draft, DraftRequest } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';

/** POST /assistant/drafts: a draft nobody has accepted yet; nothing is saved. */
export function useDraft() {
  return useMutation({
    mutationFn: (request: DraftRequest) => apiJson<Draft>('/assistant/drafts', { method: 'POST', body: request }),
  });
}
