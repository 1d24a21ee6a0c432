import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSettings, MessageSettingsInput } from '../../../../shared/customer-messages';
import { apiJson } from '../../../lib/api-client';
import { messageSettingsKey } from './get-message-settings';

/** PUT /company/messages (the owner's): stores the choice and shows it at once. */
export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: MessageSettingsInput) =>
      apiJson<MessageSettings>('/company/messages', { method: 'PUT', body: values }),
    onSuccess: (saved) => queryClient.setQueryData(messageSettingsKey, saved),
  });
}
