/**
 * The one text search of the dashboard and the API (docs/product.md#search): every word typed
 * must appear somewhere in the record, in any case and with or without accents.
 */
const MARKS = /\p{M}/gu;

const NON_ASCII = /[\u0080-\uffff]/;
/** Lower case without accents, so "José" is found by "jose" (plain ASCII skips the decomposition: most text is). */
export const foldText = (s: string) => (NON_ASCII.test(s) ? s.normalize('NFD').replace(MARKS, '') : s).toLowerCase();

/** The words of a query, folded; none for a blank query. */
export const searchTerms = (q: string | null | undefined): string[] =>
  foldText(q ?? '')
    .split(/\s+/)
    .filter(Boolean);

/** What a record is searched in: its fields joined and folded, made once per record. */
export const searchText = (fields: readonly (string | null | undefined)[]) =>
  foldText(fields.filter(Boolean).join('\n'));

/** Whether every term is in the folded text; no terms match everything. */
export const matchesTerms = (text: string, terms: readonly string[]) => terms.every((t) => text.includes(t));
