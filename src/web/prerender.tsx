import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ColorModeProvider } from './ui/color-mode';
import { ErrorBoundary } from './app/error-screen';
import { PrerenderedContext } from './lib/prerendered';
import { routes } from './app/routes';

// The build reads each screen's files from the routes (build/prerender.ts).
export { routes };

/** The public pages and the login and register forms drawn at build time, so that they are in the first answer (build/prerender.ts). */
export const PRERENDERED_PATHS = ['/', '/about', '/contact', '/login', '/register'] as const;

/**
 * The app at `path` as HTML, the tree main.tsx hydrates: no session, the dark theme, every lazy
 * screen waited for.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <PrerenderedContext.Provider value={true}>
        <ColorModeProvider>
          <ErrorBoundary>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ErrorBoundary>
        </ColorModeProvider>
      </PrerenderedContext.Provider>
    </StrictMode>
  );
  // The first pass loads every lazy screen it meets (prerender waits for them) but writes a page
  // that reveals them with inline scripts, which the CSP forbids; drawn again once they are loaded,
  // the page is plain HTML.
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) void _chunk;
  return renderToString(app);
}
