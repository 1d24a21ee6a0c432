import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status < 500),
    },
  },
});

/** On logout or an expired session: stop what is in flight and forget the workshop's data. */
export async function forgetServerState(): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
}
