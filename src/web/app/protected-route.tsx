import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session-context';

/**
 * Sends an anonymous visitor to /login, remembering where they were going (docs/product.md,
 * Signed-in screens). With a stored token the screen starts loading its code and data while the
 * token is checked (on a slow phone that check is a round trip the screen need not wait for); the
 * server answers nothing without a valid token, and a rejected check still ends at /login.
 */
/** `top` is drawn above every signed-in screen (the running timer), composed by app/routes.tsx. */
export function ProtectedRoute({ top }: { top?: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'anonymous') {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}`, message: session.error }}
      />
    );
  }
  return (
    <>
      {top && session.status === 'authenticated' && <Suspense fallback={null}>{top}</Suspense>}
      <Outlet />
    </>
  );
}
