import { lazy, Suspense, type ReactNode } from 'react';

// The app's MUI theme, loaded with the first part that needs it.
const MuiThemeProvider = lazy(() => import('./mui/theme-provider'));

/**
 * A part built with MUI (a dialog, a notice) on a screen drawn without it: MUI, Emotion and the
 * theme load when the part first shows, not with the screen. Lazy-load the part itself too.
 */
export function MuiIsland({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MuiThemeProvider>{children}</MuiThemeProvider>
    </Suspense>
  );
}
