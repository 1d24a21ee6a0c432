/**
 * `import 'virtual:palette.css'` gives the CSS variables of the one palette (src/web/ui/palette.ts),
 * so that the colours are written once for both the MUI theme and the plain CSS.
 */
import { paletteCss } from '../src/web/ui/palette.ts';

const PUBLIC_ID = 'virtual:palette.css';
// A resolved id ending in .css, so that Vite's CSS pipeline (bundling, inlining) takes it as a stylesheet.
const RESOLVED_ID = '\0virtual-palette.css';

export function paletteStylesheet() {
  return {
    name: 'verkstan-palette-css',
    resolveId(id: string) {
      return id === PUBLIC_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      return id === RESOLVED_ID ? paletteCss() : undefined;
    },
  };
}
