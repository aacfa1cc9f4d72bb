import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { formatInstant } from '@shared/dates';
import { useSite } from '@/lib/siteConfig';
import { versionOf } from './recordApi';
import { useConflictStore } from './conflictStore';

/** Bookkeeping fields the admin never edits: left out of the comparison. */
const META = new Set(['id', 'createdAt', 'updatedAt', 'version', 'status', 'queued']);
/** 'startTime' -> 'Start time'; 'es.title' (flatSpanish) -> 'Title (Spanish)'. */
const label = (key: string): string => {
  if (key.startsWith('es.')) return `${label(key.slice(3))} (Spanish)`;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const show = (v: unknown) =>
  v === undefined || v === null || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
/** translations.es as one row per field ('es.title'), beside the English ones, not as JSON. */
const flatSpanish = ({ translations, ...rest }: Record<string, unknown>) => {
  const es = (translations as { es?: Record<string, unknown> } | undefined)?.es ?? {};
  return { ...rest, ...Object.fromEntries(Object.entries(es).map(([k, v]) => [`es.${k}`, v])) };
};
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** As the admin reads it: times in the academy's timezone, not ISO strings. */
const display = (v: unknown, tz: string) =>
  typeof v === 'string' && INSTANT.test(v) ? formatInstant(v, tz, 'EEE, MMM d, yyyy, h:mm a') : show(v);

/**
 * The dashboard's one conflict dialog: a save or delete met a newer version on the server (412).
 * Both versions side by side, differing fields highlighted; keep mine sends it again over the
 * newer version, take the server's drops the admin's change.
 */
export function ConflictDialog() {
  const open = useConflictStore((s) => s.open);
  const tz = useSite((s) => s.timezone);
  if (!open) return null;
  const { verb, noun, resolve } = open;
  const mine = flatSpanish(open.mine);
  const current = flatSpanish(open.current);
  const fields = [...new Set([...Object.keys(mine), ...Object.keys(current)])].filter((k) => !META.has(k));
  const mineTitle = verb === 'delete' ? 'Yours (to delete, as you loaded it)' : 'Yours (not saved)';
  return (
    <Dialog
      isOpen
      title={`This ${noun} was changed elsewhere`}
      onClose={() => resolve('cancel')}
      className="admin-dialog admin-conflict"
      role="alertdialog"
    >
      <DialogBody>
        <p>
          Someone changed this {noun} after you opened it. Compare both versions (differences are highlighted) and
          choose which one to keep.
        </p>
        <div className="admin-conflict-scroll">
          <HTMLTable compact className="admin-conflict-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">{mineTitle}</th>
                <th scope="col">On the server now (version {versionOf(current) ?? '?'})</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((k) => {
                const differs = show(mine[k]) !== show(current[k]);
                return (
                  <tr key={k} className={differs ? 'admin-conflict-diff' : undefined} data-differs={differs}>
                    <th scope="row">{label(k)}</th>
                    <td>{display(mine[k], tz)}</td>
                    <td>{display(current[k], tz)}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Take the server’s" variant="outlined" onClick={() => resolve('theirs')} />
            <Button
              intent={verb === 'delete' ? 'danger' : 'primary'}
              text={verb === 'delete' ? 'Keep mine (delete it)' : 'Keep mine'}
              onClick={() => resolve('mine')}
            />
          </>
        }
      />
    </Dialog>
  );
}
