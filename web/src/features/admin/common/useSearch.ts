import { useDeferredValue, useMemo } from 'react';
import { matchesTerms, searchTerms } from '@shared/search';

/**
 * The items whose text has every word of the query. Each record's folded text is made once per
 * list, and the query is deferred, so typing stays responsive over thousands of records.
 */
export function useSearch<T>(items: readonly T[], textOf: (item: T) => string, query: string): T[] {
  const texts = useMemo(() => items.map(textOf), [items, textOf]);
  const deferred = useDeferredValue(query);
  return useMemo(() => {
    const terms = searchTerms(deferred);
    return terms.length ? items.filter((_, i) => matchesTerms(texts[i], terms)) : [...items];
  }, [items, texts, deferred]);
}
