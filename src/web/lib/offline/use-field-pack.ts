import { useEffect } from 'react';
import type { User } from '../../../shared/auth';
import { refreshPack } from './field-pack';

/**
 * *Mina jobb* opened online fetches the member's field pack (FIELD.md decision 6): what this device
 * keeps for use without signal. Quietly: the page shows the server's list either way.
 */
export function useFieldPackRefresh(user: User | null): void {
  useEffect(() => {
    if (user && navigator.onLine) void refreshPack(user).catch(() => undefined);
  }, [user]);
}
