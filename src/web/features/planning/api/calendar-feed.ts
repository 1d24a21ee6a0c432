import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** POST /user/calendar-feed: a new private link (the old one stops); the URL is shown this once. */
export function useNewCalendarFeed() {
  return useMutation({ mutationFn: () => apiJson<{ url: string }>('/user/calendar-feed', { method: 'POST' }) });
}

/** DELETE /user/calendar-feed: the link stops at once. */
export function useRevokeCalendarFeed() {
  return useMutation({ mutationFn: () => apiJson<void>('/user/calendar-feed', { method: 'DELETE' }) });
}
