import { useEffect, useMemo } from 'react';
import { matchesTerms, searchTerms } from '@shared/search';

/** Each record's folded text, kept while the record object lives (a reload brings new objects). */
const texts = new WeakMap<object, string>();
function textFor<T extends object>(item: T, textOf: (item: T) => string): string {
  let text = texts.get(item);
  if (text === undefined) texts.set(item, (text = textOf(item)));
  return text;
}

/**
 * The items whose text has every word of the query. The texts are made when the browser is idle
 * after the list shows (not before its first screen, nor at the first typed word: 10,000 messages
 * took ~70 ms), so a query is one pass of `includes`; SearchBox sets it in a transition.
 */
export function useSearch<T extends object>(items: T[], textOf: (item: T) => string, query: string): T[] {
  useEffect(() => {
    const id = requestIdleCallback(() => items.forEach((item) => textFor(item, textOf)), { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [items, textOf]);
  return useMemo(() => {
    const terms = searchTerms(query);
    return terms.length ? items.filter((item) => matchesTerms(textFor(item, textOf), terms)) : items;
  }, [items, textOf, query]);
}
