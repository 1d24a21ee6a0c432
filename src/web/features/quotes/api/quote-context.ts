import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import type { MessageSettings } from '../../../../shared/customer-messages';
import { apiJson } from '../../../lib/api-client';
import { quotesKey } from './quotes-key';

/** GET /customers/{id}: the quote's customer, whose e-mail the send dialog proposes. */
export function useQuoteCustomer(id: string) {
  return useQuery({
    queryKey: [...quotesKey, 'customer', id],
    queryFn: ({ signal }) => apiJson<Customer>(`/customers/${id}`, { signal }),
  });
}

/** GET /company/messages: whether this installation sends SMS (QUOTES.md decision 8). */
export function useSmsAvailable() {
  const { data } = useQuery({
    queryKey: [...quotesKey, 'sms-available'],
    queryFn: ({ signal }) => apiJson<MessageSettings>('/company/messages', { signal }),
    staleTime: 5 * 60_000,
  });
  return data?.smsAvailable ?? false;
}
