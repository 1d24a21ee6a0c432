import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the HTML drawn at build time, true once React has taken it over. A
 * prerendered form keeps its submit button disabled until then: submitted by the browser itself it
 * would send its fields, the password too, in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
