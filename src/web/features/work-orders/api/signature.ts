import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Signature, SignatureInput } from '../../../../shared/work-order-signatures';
import { apiJson } from '../../../lib/api-client';
import { workOrdersKey } from './work-orders-key';

/** POST /workorders/{id}/signature: the customer's name and drawn signature, once. */
export function useCollectSignature(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureInput) =>
      apiJson<Signature>(`/workorders/${workOrderId}/signature`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}
