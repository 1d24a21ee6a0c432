import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { Footer } from './footer';
import { Header } from './header';
import { useSession } from '../../session/session-context';

// Signed in only: the public pages never load the offline queue (IndexedDB).
const OfflineStatus = lazy(() => import('../offline/offline-status'));

export function Layout() {
  const { user } = useSession();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Hoppa till innehållet
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        {user && (
          <Suspense fallback={null}>
            <OfflineStatus />
          </Suspense>
        )}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
