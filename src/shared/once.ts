/**
 * A value made on first use. For Intl formatters: building one loads locale (and time zone) data and
 * costs milliseconds, which a screen that shows no money or dates need not pay while it loads.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
