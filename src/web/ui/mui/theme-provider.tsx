import { ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { useColorMode } from '../color-mode';
import { appTheme } from './theme';

/** MUI's theme in the visitor's colour mode, around whatever is built with MUI. */
export default function MuiThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  return <ThemeProvider theme={appTheme(mode)}>{children}</ThemeProvider>;
}
