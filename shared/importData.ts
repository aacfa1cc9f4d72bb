import { COLLECTIONS, type CollectionName } from './constants';

export type ImportPreview = { collection: CollectionName; count: number }[];

/**
 * Import JSON (docs/product.md#import): valid when it parses and holds at least one of the five arrays.
 * Returns the parsed object and a count per included type, or null when invalid.
 */
export function parseImportJson(text: string): { content: Record<string, unknown>; preview: ImportPreview } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const content = parsed as Record<string, unknown>;
  const preview = COLLECTIONS.filter((c) => Array.isArray(content[c])).map((c) => ({
    collection: c,
    count: (content[c] as unknown[]).length,
  }));
  return preview.length ? { content, preview } : null;
}
export const includedCollections = (content: Record<string, unknown>): CollectionName[] =>
  COLLECTIONS.filter((c) => Array.isArray(content[c]));

export const byteLength = (text: string) => new TextEncoder().encode(text).length;
