import { MutationCache, QueryClient } from '@tanstack/react-query';

export const queryClient: QueryClient = new QueryClient({
  // Any write may change what another feature shows (a finished work order turns a machine's service OK,
  // a reading moves its forecast), as the server drops a workshop's list pages at any write: every read
  // is stale after one, the screens on view read again, the others when next shown.
  mutationCache: new MutationCache({
    onSuccess: () => {
      // Not awaited: the feature's own refresh is what its form waits for.
      void queryClient.invalidateQueries();
    },
  }),
  defaultOptions: {
    // Offline the reads fall back to the field pack and the field's writes are queued
    // (docs/decisions/068): neither may be held back until the browser says it is online.
    mutations: { networkMode: 'always' },
    queries: {
      networkMode: 'always',
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        count < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status < 500),
    },
  },
});

/** On logout or an expired session: stop what is in flight and forget the workshop's data. */
export async function forgetServerState(): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
}
