import { lazy, type ComponentType, type ReactNode } from 'react';
import { MuiIsland } from './mui-island';

/**
 * A part built with MUI for a screen drawn without it: its code, MUI and the theme load when it first
 * shows, not with the screen (docs/decisions/015-one-ui-kit.md). `fallback` holds its place meanwhile.
 *
 *     const CustomerDialog = islandOf(() => import('./customer-dialog').then((module) => module.CustomerDialog));
 */
export function islandOf<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function Island(props: P) {
    return (
      <MuiIsland fallback={fallback}>
        <Part {...props} />
      </MuiIsland>
    );
  }
  return Island;
}
