/**
 * The source files a route's screen loads, beside the route: the build gives each signed-in screen's
 * page a modulepreload of their chunks (build/prerender.ts), so that they arrive together.
 */
export interface RouteLoads {
  loads: string[];
}
export const loads = (...files: string[]): RouteLoads => ({ loads: files.map((file) => `src/web/${file}`) });
