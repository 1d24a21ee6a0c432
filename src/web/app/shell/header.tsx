import { useCallback, useState } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/icon';
import { useSession } from '../../session/session-context';
import { Logo } from './logo';
import { NavDrawer } from './nav-drawer';
import { NavGroupLinks } from './nav-group';
import { isGroup, visibleEntries } from './nav-links';
import { SearchLauncher } from './search-launcher';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import { LinkButton } from '../../ui/button';
import { useHydrated } from '../../lib/use-hydrated';

export function Header() {
  const { user, session } = useSession();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // On a prerendered page the button does nothing until React has taken over: disabled, it says so.
  const isHydrated = useHydrated();
  const entries = visibleEntries(user);

  return (
    <header className={`app-header${user ? ' is-signed-in' : ''}`}>
      <div className="app-header-inner">
        <button
          type="button"
          className="icon-button menu-button"
          aria-label="Öppna menyn"
          aria-expanded={isDrawerOpen}
          disabled={!isHydrated}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <nav className="main-nav" aria-label="Huvudmeny">
          {entries.map((entry) =>
            isGroup(entry) ? (
              <NavGroupLinks key={entry.label} group={entry} />
            ) : (
              <NavLink key={entry.to} to={entry.to}>
                {entry.label}
              </NavLink>
            ),
          )}
        </nav>
        <span className="header-spacer" />
        {user && <SearchLauncher />}
        <ThemeToggle />
        {user ? (
          <UserMenu />
        ) : session.status === 'checking' ? null : (
          <LinkButton to="/login" variant="primary" size="small">
            Logga in
          </LinkButton>
        )}
      </div>
      {isDrawerOpen && <NavDrawer entries={entries} onClose={closeDrawer} />}
    </header>
  );
}
