import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageSettings } from '../../../../shared/customer-messages';
import { apiJson } from '../../../lib/api-client';

export const messageSettingsKey = ['company', 'messages'] as const;

/** GET /company/messages: which events message the customer, and whether the server sends SMS. */
export const messageSettingsQuery = queryOptions({
  queryKey: messageSettingsKey,
  queryFn: ({ signal }) => apiJson<MessageSettings>('/company/messages', { signal }),
});

export function useMessageSettings() {
  return useQuery(messageSettingsQuery);
}
