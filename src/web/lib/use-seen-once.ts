import { useCallback, useEffect, useState } from 'react';

/** How far below the screen an element counts as near: a thumbnail is fetched a little before it scrolls in. */
const NEAR = '300px';

/**
 * Whether the element has come near the screen, once and for good: a grid of 50 thumbnails fetches
 * the few a phone shows, and the rest as they scroll in (issue 47's page of 50 photos). Where the browser
 * has no IntersectionObserver, everything counts as seen.
 */
export function useSeenOnce<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${NEAR} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return [useCallback((next: T | null) => setElement(next), []), seen];
}
