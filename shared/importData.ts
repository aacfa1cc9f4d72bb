import { COLLECTIONS, COLLECTION_LABELS, type CollectionName } from './constants';

/**
 * What an export file holds: the stored collections, then the families subscribed to notices by
 * email (kept apart from COLLECTIONS: they are not site content, and the server sends them only
 * to an admin, GET /api/subscriptions).
 */
export const EXPORT_PARTS = [...COLLECTIONS, 'subscriptions', 'enrollments'] as const;
export type ExportPart = (typeof EXPORT_PARTS)[number];
export const EXPORT_PART_LABELS: Record<ExportPart, string> = {
  ...COLLECTION_LABELS,
  subscriptions: 'Subscribed families',
  enrollments: 'Enrollments',
};

export type ImportPreview = { collection: ExportPart; count: number }[];

/**
 * Import JSON (docs/product.md#import): valid when it parses and holds at least one of the
 * export's arrays (the five collections, subscriptions).
 * Returns the parsed object and a count per included type, or null when invalid.
 * A leading byte-order mark is dropped: Notepad's "UTF-8 with BOM" and PowerShell 5's
 * Out-File write one, and JSON.parse refuses it.
 */
export function parseImportJson(text: string): { content: Record<string, unknown>; preview: ImportPreview } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const content = parsed as Record<string, unknown>;
  const preview = EXPORT_PARTS.filter((c) => Array.isArray(content[c])).map((c) => ({
    collection: c,
    count: (content[c] as unknown[]).length,
  }));
  return preview.length ? { content, preview } : null;
}
export const includedCollections = (content: Record<string, unknown>): CollectionName[] =>
  COLLECTIONS.filter((c) => Array.isArray(content[c]));

export const byteLength = (text: string) => new TextEncoder().encode(text).length;
