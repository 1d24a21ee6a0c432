import { Outlet } from 'react-router';
import MuiThemeProvider from '../ui/mui/theme-provider';

/** The MUI theme for the screens built with MUI (forms, detail pages); loaded with them, not with the public pages. */
export default function MuiTheme() {
  return (
    <MuiThemeProvider>
      <Outlet />
    </MuiThemeProvider>
  );
}
