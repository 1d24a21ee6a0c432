import AccountCircle from '@mui/icons-material/AccountCircle';
import { Divider, IconButton, ListItemText, Menu, MenuItem, ThemeProvider } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/session-context';
import { useColorMode } from '../color-mode';
import { useAppTheme } from '../theme';

export default function UserMenu() {
  const { mode } = useColorMode();
  return (
    <ThemeProvider theme={useAppTheme(mode)}>
      <UserMenuButton />
    </ThemeProvider>
  );
}

function UserMenuButton() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Användarmeny"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled>
          <ListItemText primary={user.name || user.email} secondary={user.name ? user.email : undefined} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          Min profil
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          Logga ut
        </MenuItem>
      </Menu>
    </>
  );
}
