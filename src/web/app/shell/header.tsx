import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { NavLink as RouterNavLink, Link as RouterLink } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { Logo } from './logo';
import { navLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Loaded when first needed: the landing page's first paint needs neither the drawer nor the user menu.
const NavDrawer = lazy(() => import('./nav-drawer'));
const UserMenu = lazy(() => import('./user-menu'));

export function Header() {
  const { user, session } = useAuth();
  const theme = useTheme();
  // Below 768 px a drawer replaces the links (seed-spec §2).
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const links = navLinks.filter((link) => !link.requiresLogin || user);

  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        {isNarrow && (
          <IconButton edge="start" color="inherit" aria-label="Öppna menyn" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        <Box component="nav" aria-label="Huvudmeny" sx={{ display: isNarrow ? 'none' : 'flex', gap: 0.5, ml: 3, flexGrow: 1 }}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { color: 'primary.main', boxShadow: (t) => `inset 0 -3px 0 ${t.palette.primary.main}` }, borderRadius: 0 }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        {isNarrow && <Box sx={{ flexGrow: 1 }} />}
        <ThemeToggle />
        {user ? (
          <Suspense fallback={<Box sx={{ width: 44 }} />}>
            <UserMenu />
          </Suspense>
        ) : session.status === 'checking' ? null : (
          <Button component={RouterLink} to="/login" variant="contained" color="primary">
            Logga in
          </Button>
        )}
      </Toolbar>
      {isDrawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer open={isNarrow && isDrawerOpen} links={links} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
