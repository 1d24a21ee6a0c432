const TOKEN_KEY = 'verkstan.token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Whether a storage event (another tab writing) is about the token: its removal, or storage cleared. */
export function isTokenChange(event: StorageEvent): boolean {
  return event.key === TOKEN_KEY || event.key === null;
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(KNOWN_USER_KEY);
  } catch {
    // Storage unavailable (private mode): nothing stored, nothing to clear.
  }
}

const KNOWN_USER_KEY = 'verkstan.user';

export interface KnownUser {
  name: string;
  companyName: string | null;
}

/**
 * The signed-in user's name and company, kept beside the token, so that the dashboard greets them
 * by name while the token is still being checked (on a slow phone the greeting would otherwise grow
 * once the check answers). Never used to decide anything.
 */
export function readKnownUser(): KnownUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KNOWN_USER_KEY) ?? 'null') as Partial<KnownUser> | null;
    if (typeof stored?.name !== 'string') return null;
    return {
      name: stored.name,
      companyName: typeof stored.companyName === 'string' ? stored.companyName : null,
    };
  } catch {
    return null;
  }
}

export function storeKnownUser({ name, companyName }: KnownUser): void {
  try {
    localStorage.setItem(KNOWN_USER_KEY, JSON.stringify({ name, companyName }));
  } catch {
    // Storage unavailable: the greeting waits for the check.
  }
}
