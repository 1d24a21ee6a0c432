import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readToken } from '../../../lib/token-storage';
import { planningKey } from './planning-key';

/** After a broken stream, try again after this long. */
const RETRY_MS = 5_000;

/**
 * GET /planning/changes (docs/decisions/052): a server-sent stream that says only that the workshop
 * changed; the board then reads GET /planning again. It needs the bearer header, so it is read with
 * fetch, not EventSource, and opened again when it breaks.
 */
export function usePlanningChanges() {
  const client = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = async () => {
      const token = readToken();
      if (!token) return;
      try {
        const response = await fetch('/api/planning/changes', {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal: stop.signal,
        });
        if (!response.ok || !response.body) throw new Error('no stream');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value.includes('event: changed')) void client.invalidateQueries({ queryKey: planningKey });
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      if (!stop.signal.aborted) retry = setTimeout(() => void listen(), RETRY_MS);
    };
    void listen();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [client]);
}
