import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useSession } from '../session/session-context';

/** Sends an anonymous visitor to /login, remembering where they were going (docs/product.md, Signed-in screens). */
export function ProtectedRoute() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <PageSpinner label="Kontrollerar inloggning" />;
  if (session.status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}`, message: session.error }} />;
  }
  return <Outlet />;
}
