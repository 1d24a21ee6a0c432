import { useQuery } from '@tanstack/react-query';
import { isMailLimitReached, mailLimitReachedText, mailUsageText, type MailUsage } from '../../shared/mail';
import { apiJson } from './api-client';

/**
 * The workshop's daily mail limit, for a dialog that sends `mails` mails (one per recipient): the quiet
 * line it shows, and why it cannot send when the limit would be passed. Read afresh each time a dialog
 * opens; if the read fails the dialog sends as before and the server's 429 still says why.
 */
export function useMailAllowance(mails = 1): { line: string | null; blockedReason: string | null } {
  const { data } = useQuery({
    queryKey: ['mail-usage'],
    queryFn: ({ signal }) => apiJson<MailUsage>('/mail/usage', { signal }),
    refetchOnMount: 'always',
  });
  if (!data) return { line: null, blockedReason: null };
  const count = Math.max(1, mails);
  return isMailLimitReached(data, count)
    ? { line: null, blockedReason: mailLimitReachedText(data, count) }
    : { line: mailUsageText(data), blockedReason: null };
}
