import type { SubscriptionAdminView } from '../../../shared/schemas';
import { csvCell } from '../../../shared/csv';

export const SUBSCRIPTION_CSV_COLUMNS = [
  'id',
  'email',
  'status',
  'programs',
  'kinds',
  'lang',
  'createdAt',
  'confirmedAt',
] as const;

/** The header row, then one row per subscription (CRLF; cells through the one CSV writer, shared/csv.ts). */
export function* subscriptionCsvRows(items: readonly SubscriptionAdminView[]): Generator<string> {
  yield '\uFEFF' + SUBSCRIPTION_CSV_COLUMNS.join(',') + '\r\n';
  let chunk = '';
  for (const s of items) {
    const cells = [
      s.id,
      s.email,
      s.status,
      s.programs.join(' '),
      s.kinds.join(' '),
      s.lang,
      s.createdAt,
      s.confirmedAt ?? '',
    ];
    chunk += cells.map(csvCell).join(',') + '\r\n';
    if (chunk.length >= 16_384) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
