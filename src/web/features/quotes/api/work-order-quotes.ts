import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Quote } from '../../../../shared/quote-shapes';
import type { InvoiceDraft } from '../../../../shared/time';
import type { contactAttemptSchema, QuoteInput } from '../../../../shared/quotes';
import { apiJson } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { quotesKey } from './quotes-key';

export type ContactAttemptInput = z.input<typeof contactAttemptSchema>;
export interface ContactAttempt {
  id: string;
  channel: 'phone' | 'sms' | 'email' | 'in-person';
  note: string | null;
  at: string;
  byUserId: string | null;
}

/** POST /workorders/{id}/extra-work: a draft quote of kind `extra`, linked to the work order. */
export function useProposeExtraWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workOrderId, values }: { workOrderId: string; values: QuoteInput }) =>
      apiJson<Quote>(`/workorders/${workOrderId}/extra-work`, {
        method: 'POST',
        body: {
          priceType: values.priceType,
          maxAmount: values.maxAmount,
          validUntil: values.validUntil,
          terms: values.terms,
          items: values.items,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}

/** GET /quotes?workOrderId=: the quotes made for this job (extra work among them). */
export function useQuotesOfWorkOrder(workOrderId: string) {
  return useQuery({
    queryKey: [...quotesKey, 'of-work-order', workOrderId],
    queryFn: ({ signal }) => fetchListPage<Quote>('/quotes', { limit: 20, offset: 0, workOrderId }, signal),
  });
}

const attemptsKey = (workOrderId: string) => [...quotesKey, 'contact-attempts', workOrderId];

/** GET /workorders/{id}/contact-attempts: each time staff tried to reach the customer. */
export function useContactAttempts(workOrderId: string) {
  return useQuery({
    queryKey: attemptsKey(workOrderId),
    queryFn: ({ signal }) => apiJson<ContactAttempt[]>(`/workorders/${workOrderId}/contact-attempts`, { signal }),
  });
}

/** POST /workorders/{id}/contact-attempts: *Kunden gick inte att nå*. */
export function useRecordContactAttempt(workOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactAttemptInput) =>
      apiJson<ContactAttempt>(`/workorders/${workOrderId}/contact-attempts`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attemptsKey(workOrderId) }),
  });
}

/** GET /workorders/{id}/invoice-draft: what the job would be invoiced at now (materials, time, distance). */
export function useJobSoFar(workOrderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...quotesKey, 'job-so-far', workOrderId],
    queryFn: ({ signal }) => apiJson<InvoiceDraft>(`/workorders/${workOrderId}/invoice-draft`, { signal }),
    enabled,
  });
}
