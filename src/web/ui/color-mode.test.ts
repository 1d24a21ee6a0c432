import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialMode } from './color-mode';

function preferLight(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matches && query.includes('light'),
    media: query,
  })) as typeof window.matchMedia;
}

describe('the initial theme', () => {
  afterEach(() => localStorage.clear());

  it('is dark without a stored choice or a light system preference', () => {
    preferLight(false);
    expect(initialMode()).toBe('dark');
  });
  it('follows a light system preference', () => {
    preferLight(true);
    expect(initialMode()).toBe('light');
  });
  it('keeps a stored choice over the system preference', () => {
    preferLight(true);
    localStorage.setItem('verkstan.theme', 'dark');
    expect(initialMode()).toBe('dark');
  });
});
