/**
 * The schedule's months inlined into the /schedule page the service worker answers offline
 * (web/sw/sw.ts), read by the schedule before it hydrates (web/src/features/events/api.ts): the
 * month is drawn right as the page hydrates, with no request and no second pass after it.
 * Only what the worker stored for offline use goes in (shared/offline.ts): the public events API.
 */
import { langOfPath, pathInLang } from './lang';
import { monthsToKeep, offlineKind } from './offline';

/** The data block's id (a JSON script, not code: the CSP allows no inline script, nor needs to). */
export const STORED_MONTHS_ID = 'stored-months';

export type StoredMonth = { year: number; month: number; events: unknown[] };

/** The pages that get the months: the schedule, in each language. */
export const isSchedulePage = (pathname: string) => pathname === pathInLang('/schedule', langOfPath(pathname));

/**
 * The stored requests to inline for the schedule, and their month: this month and the next of
 * the academy's timezone (the ones the worker keeps and the schedule opens on). Each is a path
 * the worker may store, never anything else.
 */
export function monthsToInline(now: Date, tz: string): { path: string; year: number; month: number }[] {
  return monthsToKeep(now, tz)
    .filter((path) => offlineKind('GET', path.split('?')[0], false) === 'data')
    .map((path) => {
      const q = new URLSearchParams(path.split('?')[1]);
      return { path, year: Number(q.get('year')), month: Number(q.get('month')) };
    });
}

/** The page with the months as a data block before </body>; `<` escaped, so no text closes the block. */
export function withStoredMonths(html: string, months: StoredMonth[]): string {
  if (!months.length) return html;
  const block = `<script type="application/json" id="${STORED_MONTHS_ID}">${JSON.stringify(months).replace(/</g, '\\u003c')}</script>`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + block : html.slice(0, at) + block + html.slice(at);
}

/**
 * The months of a page's data block, the well-formed ones. The block is there only when the worker
 * answered the page from its store; the page still asks the network once it has drawn them, since
 * a phone can say it is online while nothing gets through, or the network may only have been slow.
 */
export function readStoredMonths(text: string | null | undefined): StoredMonth[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (m): m is StoredMonth =>
      !!m &&
      typeof m === 'object' &&
      Number.isInteger((m as StoredMonth).year) &&
      Number.isInteger((m as StoredMonth).month) &&
      Array.isArray((m as StoredMonth).events),
  );
}
