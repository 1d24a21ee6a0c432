import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { apiJson, ApiError, setUnauthorizedHandler } from '../../lib/api-client';
import { clearToken, readToken, storeToken } from '../../lib/token-storage';

type SessionState = { status: 'checking' } | { status: 'anonymous'; error?: string } | { status: 'authenticated'; user: User };

interface AuthValue {
  session: SessionState;
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): Promise<void>;
  setUser(user: User): void;
}

const AuthContext = createContext<AuthValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Called when the session ends (logout, expiry): the app shell forgets cached server data. */
  onSessionEnd?: () => Promise<void>;
}

const noop = async () => undefined;

export function AuthProvider({ children, onSessionEnd = noop }: AuthProviderProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<SessionState>(() => (readToken() ? { status: 'checking' } : { status: 'anonymous' }));

  // At start, a stored token is checked against the server (seed-spec §7: GET /user/profile).
  useEffect(() => {
    if (session.status !== 'checking') return;
    let isCurrent = true;
    const check = async () => {
      // A dropped connection (or a reload cutting the request short) is not a rejected session:
      // try again a couple of times and keep the token; only the server's 4xx ends the session.
      for (let attempt = 0; ; attempt++) {
        try {
          const { user } = await apiJson<{ user: User }>('/user/profile', { isSessionCheck: true });
          if (isCurrent) setSession({ status: 'authenticated', user });
          return;
        } catch (error) {
          if (!isCurrent) return;
          const isRejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (isRejected || attempt >= 2) {
            if (isRejected) clearToken();
            setSession({ status: 'anonymous', error: messages.sessionCheckFailed });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
        }
      }
    };
    void check();
    return () => {
      isCurrent = false;
    };
  }, [session.status]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearToken();
      void onSessionEnd();
      startTransition(() => {
        void navigate('/login', { state: { message: messages.sessionExpired } });
        setSession({ status: 'anonymous' });
      });
    });
  }, [navigate, onSessionEnd]);

  const signIn = useCallback((token: string, user: User) => {
    storeToken(token);
    setSession({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await apiJson('/auth/logout', { method: 'POST', body: {} });
    } catch {
      // The token is forgotten here either way; the server lets it expire.
    }
    await onSessionEnd();
    clearToken();
    // One transition: the router renders its navigations as transitions, and an urgent session update
    // would otherwise reach the protected page's guard first and send the user to /login instead of /.
    startTransition(() => {
      void navigate('/');
      setSession({ status: 'anonymous' });
    });
  }, [navigate, onSessionEnd]);

  const setUser = useCallback((user: User) => setSession({ status: 'authenticated', user }), []);

  const value = useMemo(
    () => ({ session, user: session.status === 'authenticated' ? session.user : null, signIn, signOut, setUser }),
    [session, signIn, signOut, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
