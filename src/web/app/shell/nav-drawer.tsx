import { Box, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { NavLink as RouterNavLink } from 'react-router';
import { Logo } from './logo';
import type { NavLink } from './nav-links';

/** The menu below 768 px (seed-spec §2). */
export default function NavDrawer({ open, links, onClose }: { open: boolean; links: NavLink[]; onClose(): void }) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box sx={{ width: 270, pt: 2 }} role="presentation">
        <Box sx={{ px: 2, pb: 1 }}>
          <Logo />
        </Box>
        <List component="nav" aria-label="Huvudmeny">
          {links.map((link) => (
            <ListItemButton key={link.to} component={RouterNavLink} to={link.to} onClick={onClose} sx={{ minHeight: 48, '&.active': { color: 'primary.main', fontWeight: 700 } }}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
