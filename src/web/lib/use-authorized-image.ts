import { useEffect, useState } from 'react';
import { readToken } from './token-storage';

/**
 * A protected image as an object URL: an <img> sends no bearer token, so the bytes are fetched with it.
 * Revoked when the component lets go of it.
 */
export function useAuthorizedImage(path: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = readToken();
    void fetch(`/api${path}`, {
      signal: controller.signal,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path]);
  return url;
}
