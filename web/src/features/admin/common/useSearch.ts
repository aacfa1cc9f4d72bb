import { useMemo } from 'react';
import { matchesTerms, searchTerms } from '@shared/search';

/**
 * The items whose text has every word of the query. Each record's folded text is made once per
 * list, so a new query is one pass of `includes` (SearchBox sets it in a transition).
 */
export function useSearch<T>(items: T[], textOf: (item: T) => string, query: string): T[] {
  const texts = useMemo(() => items.map(textOf), [items, textOf]);
  return useMemo(() => {
    const terms = searchTerms(query);
    return terms.length ? items.filter((_, i) => matchesTerms(texts[i], terms)) : items;
  }, [items, texts, query]);
}
