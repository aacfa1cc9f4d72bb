import { useMemo } from 'react';
import { matchesTerms, searchTerms } from '@shared/search';

/**
 * The items whose text has every word of the query. Each record's folded text is made once per
 * list, so a new query is one pass of `includes` (SearchBox sets it in a transition).
 */
export function useSearch<T>(items: T[], textOf: (item: T) => string, query: string): T[] {
  const terms = useMemo(() => searchTerms(query), [query]);
  const searching = terms.length > 0;
  // Made when the first word is typed, not when the tab opens: the first screen doesn't wait for it.
  const texts = useMemo(() => (searching ? items.map(textOf) : null), [items, textOf, searching]);
  return useMemo(() => (texts ? items.filter((_, i) => matchesTerms(texts[i], terms)) : items), [items, texts, terms]);
}
