import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('the greeting by time of day', () => {
  it.each([
    [0, 'God morgon'],
    [11, 'God morgon'],
    [12, 'God dag'],
    [17, 'God dag'],
    [18, 'God kväll'],
    [23, 'God kväll'],
  ])('at %i o’clock says %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
