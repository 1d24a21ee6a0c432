import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of invoices starts with this key, so that one write refreshes them all. */
export const invoicesKey = ['invoices'] as const;

/** A write of invoices: afterwards every list and number read again. */
export function useInvoiceMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKey }),
  });
}
