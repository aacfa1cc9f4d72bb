import { COLLECTIONS, EXPORT_FILENAME_PREFIX, MAX_EXPORT_BYTES, type CollectionName } from '@shared/constants';
import type { ExportFileContent } from '@shared/schemas';
import { format } from '@shared/dates';
import { byteLength } from '@shared/importData';

/** The collections, and the families subscribed to notices when the export holds them. */
export type SiteContent = Record<CollectionName, unknown[]> & { subscriptions?: unknown[]; enrollments?: unknown[] };

/**
 * The export file (docs/product.md#export): the five arrays (and subscriptions) plus exportDate, named with the fixed
 * prefix and the admin's local date (the day they see on their calendar when they saved it).
 */
export function buildExport(content: SiteContent, now: Date) {
  const file: ExportFileContent = { ...content, exportDate: now.toISOString() };
  const text = JSON.stringify(file, null, 2);
  const size = byteLength(text);
  return {
    filename: `${EXPORT_FILENAME_PREFIX}-${format(now, 'yyyy-MM-dd')}.json`,
    text,
    size,
    fitsHistory: size < MAX_EXPORT_BYTES,
  };
}

export const emptyContent = (): SiteContent =>
  Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as SiteContent;

/** '12.3 KB' */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
