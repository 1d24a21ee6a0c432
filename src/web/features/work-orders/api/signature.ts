import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Signature, SignatureInput } from '../../../../shared/work-order-signatures';
import { apiJson } from '../../../lib/api-client';
import { writeOrQueue } from '../../../lib/offline/offline-write';
import { editJob } from '../../../lib/offline/pack-edits';
import { workOrdersKey } from './work-orders-key';

/**
 * POST /workorders/{id}/signature: the customer's name and drawn signature, once. Without signal it
 * waits in the queue with the time it was signed (`at`); the pack shows the job signed meanwhile.
 */
export function useCollectSignature(workOrderId: string) {
  const queryClient = useQueryClient();
  const path = `/workorders/${workOrderId}/signature`;
  return useMutation({
    mutationFn: (input: SignatureInput) =>
      writeOrQueue<Signature>({
        change: {
          kind: 'signature',
          label: `Kundens signatur: ${input.name}`,
          method: 'POST',
          path,
          body: input,
          workOrderId,
        },
        send: (key) => apiJson<Signature>(path, { method: 'POST', body: input, idempotencyKey: key }),
        local: (pack) => {
          const signature: Signature = {
            id: `enheten-${input.at ?? ''}`,
            workOrderId,
            name: input.name,
            at: input.at ?? new Date().toISOString(),
            collectedBy: pack.me.id,
            collectedByName: pack.me.name,
            // The server hashes the job as it has it when the signature arrives.
            contentHash: '',
          };
          const done = editJob(pack, workOrderId, (job) => ({ ...job, signature }));
          return done && { pack: done.pack, result: signature };
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}
