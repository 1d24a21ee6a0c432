import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../shared/auth';
import { sessionMessages as messages } from '../../shared/session-messages';
import { usePrerendered } from '../lib/prerendered';
import { ApiError, setUnauthorizedHandler } from '../lib/api-client';
import { clearToken, isTokenChange, readToken, storeKnownUser, storeToken } from '../lib/token-storage';
import { fetchSessionUser } from './api/get-session-user';
import { signOutOnServer } from './api/sign-out';

/** The device's offline data, loaded when needed: the public pages never fetch IndexedDB's wrapper. */
const offlineData = () => import('../lib/offline/offline-db');

type SessionState =
  { status: 'checking' } | { status: 'anonymous'; error?: string } | { status: 'authenticated'; user: User };

interface SessionValue {
  session: SessionState;
  user: User | null;
  signIn(token: string, user: User): void;
  signOut(): Promise<void>;
  setUser(user: User): void;
}

const SessionContext = createContext<SessionValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Called when the session ends (logout, expiry): the app shell forgets cached server data. */
  onSessionEnd?: () => Promise<void>;
}

const noop = async () => undefined;

export function SessionProvider({ children, onSessionEnd = noop }: SessionProviderProps) {
  const navigate = useNavigate();
  const prerendered = usePrerendered();
  const statusRef = useRef<SessionState['status']>('anonymous');
  const [session, setSession] = useState<SessionState>(() =>
    !prerendered && readToken() ? { status: 'checking' } : { status: 'anonymous' },
  );
  // A prerendered page was drawn without a session; a stored one is checked once React has taken over.
  // In a transition, so that React finishes taking the page over first (see app/color-mode.tsx).
  useEffect(() => {
    if (prerendered && readToken()) startTransition(() => setSession({ status: 'checking' }));
  }, [prerendered]);

  useEffect(() => {
    statusRef.current = session.status;
  }, [session.status]);

  // At start, a stored token is checked against the server (docs/product.md, Sessions).
  useEffect(() => {
    if (session.status !== 'checking') return;
    let isCurrent = true;
    const check = async () => {
      // A dropped connection (or a reload cutting the request short) is not a rejected session:
      // try again a couple of times and keep the token; only the server's 4xx ends the session.
      for (let attempt = 0; ; attempt++) {
        try {
          const user = await fetchSessionUser();
          if (!isCurrent) return;
          storeKnownUser(user);
          // A transition: the screen has been drawn meanwhile, and redrawing it for the user need
          // not hold the phone's main thread in one piece.
          startTransition(() => setSession({ status: 'authenticated', user }));
          return;
        } catch (error) {
          if (!isCurrent) return;
          // Without signal, the member who keeps a field pack here works on with it (FIELD.md
          // decision 6); the server checks the token again with the first call that reaches it.
          const isUnreachable = error instanceof ApiError && error.status === 0;
          const kept = isUnreachable
            ? ((await offlineData()
                .then((data) => data.packUser())
                .catch(() => null)) as User | null)
            : null;
          if (!isCurrent) return;
          if (kept) {
            startTransition(() => setSession({ status: 'authenticated', user: kept }));
            return;
          }
          const isRejected = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (isRejected || attempt >= 2) {
            if (isRejected) {
              clearToken();
              // The screen may have asked for data meanwhile, and been refused: none of it is kept.
              void onSessionEnd();
            }
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
  }, [session.status, onSessionEnd]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // While a stored token is being checked, the check decides (and says why at /login).
      if (statusRef.current === 'checking') return;
      clearToken();
      void onSessionEnd();
      startTransition(() => {
        void navigate('/login', { state: { message: messages.sessionExpired } });
        setSession({ status: 'anonymous' });
      });
    });
  }, [navigate, onSessionEnd]);

  // Another tab logged out, or its session ended: this one follows at once, forgets what it fetched and
  // says why at /login. Another tab signing in (a new token) has this one check the new token.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (!isTokenChange(event)) return;
      const token = readToken();
      if (token === null) {
        if (statusRef.current === 'anonymous') return;
        void onSessionEnd();
        startTransition(() => {
          void navigate('/login', { state: { message: messages.signedOutElsewhere } });
          setSession({ status: 'anonymous' });
        });
      } else if (event.oldValue !== event.newValue) {
        startTransition(() => setSession({ status: 'checking' }));
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [navigate, onSessionEnd]);

  const signIn = useCallback((token: string, user: User) => {
    storeToken(token);
    storeKnownUser(user);
    setSession({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await signOutOnServer();
    } catch {
      // The token is forgotten here either way; the server lets it expire.
    }
    await onSessionEnd();
    // Logging out takes the device's offline data along (the menu warned if changes waited).
    await offlineData()
      .then((data) => data.clearOfflineData())
      .catch(() => undefined);
    clearToken();
    // One transition: the router renders its navigations as transitions, and an urgent session update
    // would otherwise reach the protected page's guard first and send the user to /login instead of /.
    startTransition(() => {
      void navigate('/');
      setSession({ status: 'anonymous' });
    });
  }, [navigate, onSessionEnd]);

  const setUser = useCallback((user: User) => {
    storeKnownUser(user);
    setSession({ status: 'authenticated', user });
  }, []);

  const value = useMemo(
    () => ({
      session,
      user: session.status === 'authenticated' ? session.user : null,
      signIn,
      signOut,
      setUser,
    }),
    [session, signIn, signOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
