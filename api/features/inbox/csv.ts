import { csvRow } from '../../../shared/csv';
import { matchesContactQuery, type ContactFilter, type ContactMessage } from '../../../shared/schemas';

export const CSV_COLUMNS = ['id', 'createdAt', 'status', 'name', 'email', 'subject', 'message', 'emailed'] as const;

const emailed = (m: ContactMessage) => (!m.notify ? '' : m.notify.state === 'sent' ? 'yes' : 'not yet');

/** The header row, then one row per matching message, made as they are read (CRLF, as RFC 4180). */
export function* contactCsvRows(
  items: readonly ContactMessage[],
  query: { status?: ContactFilter; q?: string },
): Generator<string> {
  yield '\uFEFF' + CSV_COLUMNS.join(',') + '\r\n'; // the BOM makes Excel read UTF-8
  let chunk = '';
  for (const m of items) {
    if (!matchesContactQuery(m, query)) continue;
    const cells = [m.id, m.createdAt, m.status ?? 'read', m.name, m.email, m.subject, m.message, emailed(m)];
    chunk += csvRow(cells) + '\r\n';
    // A few rows per chunk: fewer stream writes, still a small piece at a time.
    if (chunk.length >= 16_384) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
