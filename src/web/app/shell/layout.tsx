import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../ui/page-spinner';
import { Footer } from './footer';
import { Header } from './header';

export function Layout() {
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Hoppa till innehållet
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
