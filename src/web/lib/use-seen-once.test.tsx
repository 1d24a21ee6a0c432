import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeenOnce } from './use-seen-once';

function Probe() {
  const [ref, seen] = useSeenOnce<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'sedd' : 'inte sedd'}</div>;
}

describe('useSeenOnce', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says seen once the element comes near the screen, and stays so after it leaves', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('inte sedd')).toBeTruthy();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('inte sedd')).toBeTruthy();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('sedd')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('sedd')).toBeTruthy();
  });

  it('counts everything as seen where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('sedd')).toBeTruthy();
  });
});
