import { describe, expect, it } from 'vitest';
import { matchesTerms, searchTerms, searchText } from './search';

describe('search', () => {
  const text = searchText(['José Álvarez', null, 'Spring Showcase tickets', undefined, 'MARIMBA lessons']);
  const find = (q: string) => matchesTerms(text, searchTerms(q));

  it('finds every typed word in any field, whatever the case and accents', () => {
    expect(find('jose')).toBe(true);
    expect(find('ALVAREZ showcase')).toBe(true);
    expect(find('  marimba   spring ')).toBe(true);
    expect(find('álvarez')).toBe(true);
  });
  it('needs all the words; a blank query matches everything', () => {
    expect(find('jose violin')).toBe(false);
    expect(find('')).toBe(true);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
  it('does not match across two fields joined together', () => {
    expect(find('alvarezspring')).toBe(false);
  });
});
