import { describe, expect, it } from 'vitest';
import { extractErrorMessage } from './error-message';

describe('the message a failed call shows (docs/product.md, Messages and errors)', () => {
  it('prefers the body’s message', () => {
    expect(
      extractErrorMessage(400, JSON.stringify({ message: 'Fyll i alla obligatoriska fält.', errors: ['x'] })),
    ).toBe('Fyll i alla obligatoriska fält.');
  });
  it('joins a list of errors with commas', () => {
    expect(extractErrorMessage(400, JSON.stringify({ errors: ['Titel saknas', 'Kund saknas'] }))).toBe(
      'Titel saknas, Kund saknas',
    );
    expect(extractErrorMessage(400, JSON.stringify({ errors: [{ field: 'title', message: 'Titel saknas' }] }))).toBe(
      'Titel saknas',
    );
  });
  it('takes errors as a string, then error', () => {
    expect(extractErrorMessage(400, JSON.stringify({ errors: 'Fel i formuläret' }))).toBe('Fel i formuläret');
    expect(extractErrorMessage(500, JSON.stringify({ error: 'Internal Server Error' }))).toBe('Internal Server Error');
  });
  it('falls back to the raw text, then to Serverfel: {status}', () => {
    expect(extractErrorMessage(502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(extractErrorMessage(503, '')).toBe('Serverfel: 503');
    expect(extractErrorMessage(500, '{}')).toBe('{}');
  });
});
