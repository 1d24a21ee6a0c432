import { describe, expect, it } from 'vitest';
import { likePattern, searchText, swedishSortKey } from './text-keys';

describe('Swedish sort keys', () => {
  it('sort as a Swedish dictionary does: Å, Ä, Ö after Z; é as e, ü as y, æ as ä, ø as ö', () => {
    const names = [
      'Östen',
      'Zeta AB',
      'Åkeri Nord',
      'Ängel',
      'adam',
      'Émile',
      'Ola',
      'Ørsted',
      'Übel',
      'Yngve',
      'Ärlig',
      'Ærø',
    ];
    const byKey = [...names].sort((a, b) => (swedishSortKey(a) < swedishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual([...names].sort(new Intl.Collator('sv').compare));
  });
  it('treat a decomposed Å like the composed one', () => {
    expect(swedishSortKey('A\u030akeri')).toBe(swedishSortKey('Åkeri'));
  });
});

describe('search text', () => {
  it('is lower case as Swedish has it and matches literally', () => {
    expect(searchText('ÅKERI', null, 'Luleå', 1001)).toBe('åkeri luleå 1001');
    expect(likePattern(' 50%_off\\ ')).toBe('%50\\%\\_off\\\\%');
  });
});
