import { ThemeProvider } from '@mui/material';
import { Outlet } from 'react-router';
import { useColorMode } from './color-mode';
import { useAppTheme } from './theme';

/** The MUI theme for the screens built with MUI (forms, lists); loaded with them, not with the public pages. */
export default function MuiTheme() {
  const { mode } = useColorMode();
  return (
    <ThemeProvider theme={useAppTheme(mode)}>
      <Outlet />
    </ThemeProvider>
  );
}
