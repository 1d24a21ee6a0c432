import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import MuiThemeProvider from '../ui/mui/theme-provider';
import { SessionProvider } from '../session/session-context';

/** Renders a screen inside the app's providers at a path, with a /login route to land on. */
export function renderScreen(
  element: ReactNode,
  { path = '/', extraRoutes = [] as Array<{ path: string; element: ReactNode }> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <div id="outlet" />
          </SessionProvider>
        ),
        children: [],
      },
      { path, element: <SessionProvider>{element}</SessionProvider> },
      ...extraRoutes.map((route) => ({
        ...route,
        element: <SessionProvider>{route.element}</SessionProvider>,
      })),
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MuiThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MuiThemeProvider>,
  );
  return { ...result, router, queryClient };
}

export const testUser = {
  id: 'u1',
  email: 'karin@verkstad.se',
  name: 'Karin Ek',
  firstName: 'Karin',
  lastName: 'Ek',
  companyName: 'Eks AB',
  workshopName: 'Eks AB',
  role: 'owner' as const,
  createdAt: '2026-01-02T10:00:00.000Z',
};

/** Replaces fetch with answers by method and path; unknown calls fail the test loudly. */
type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

export function mockApi(ownRoutes: Record<string, (body: unknown) => MockAnswer>) {
  // The auth provider checks a stored token at start.
  const routes: Record<string, (body: unknown) => MockAnswer> = {
    'GET /api/user/profile': () => ({ body: { user: testUser } }),
    ...ownRoutes,
  };
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const key = Object.keys(routes).find((candidate) => {
      const [routeMethod, routePath] = candidate.split(' ');
      return routeMethod === method && `${url.pathname}${url.search}`.startsWith(routePath!);
    });
    if (!key) throw new Error(`unexpected call ${method} ${url.pathname}${url.search}`);
    const answer = routes[key]!(body);
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch;
  return calls;
}
