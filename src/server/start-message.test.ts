import { describe, expect, it } from 'vitest';
import { startMessage } from './start-message';

describe('the line npm start ends with', () => {
  it('names the address to open, localhost for a server on every interface', () => {
    expect(startMessage('0.0.0.0', 3000)).toBe('Verkstan är igång. Öppna http://localhost:3000 i webbläsaren.');
    expect(startMessage('127.0.0.1', 3200)).toBe('Verkstan är igång. Öppna http://127.0.0.1:3200 i webbläsaren.');
    expect(startMessage('::1', 3000)).toBe('Verkstan är igång. Öppna http://[::1]:3000 i webbläsaren.');
  });
});
