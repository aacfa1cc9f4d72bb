import { useState } from 'react';
import { Button, Collapse, Spinner } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { formatDistanceToNow } from 'date-fns';
import type { RevisionEntry } from '@shared/schemas';
import { errorDetail } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAdminApi } from '../auth/useAdminApi';
import type { RecordApi } from './recordApi';

const ago = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? formatDistanceToNow(t, { addSuffix: true }) : 'at an unknown time';
};
const titleOf = (r: Record<string, unknown>) =>
  typeof r.title === 'string' ? r.title : typeof r.name === 'string' ? r.name : '';
/**
 * Who wrote a version: a revision's `by` is the account whose change replaced it, so version v
 * was written by the `by` of revision v - 1 (unknown for the first, or once that one was dropped).
 */
const authorOf = (list: RevisionEntry[], version: number | undefined) =>
  version === undefined ? undefined : list.find((r) => r.version === version - 1)?.by?.name;
const byText = (name: string | undefined) => (name ? `, by ${name}` : '');

/**
 * An edit dialog's collapsible History: the record's earlier versions (newest first, loaded when
 * opened) with how long ago each was current and who wrote it, and a one-click restore that makes one the current
 * version again. Place it with `{history && <RevisionHistory {...history} />}` (useEntityForm).
 */
export function RevisionHistory<R>(props: {
  records: RecordApi<unknown, never> | RecordApi<unknown, unknown>;
  id: string;
  /** The version the dialog shows: shown as the current one above the earlier ones. */
  version: number | undefined;
  onRestored: (record: R) => Promise<void>;
}) {
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<RevisionEntry[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { records, id } = props;

  async function load() {
    try {
      setList(await records.revisions(api, id));
    } catch (e) {
      setList([]);
      void notifyError(`Could not load the history: ${errorDetail(e)}`);
    }
  }
  function toggle() {
    if (!open && list === null) void load();
    setOpen(!open);
  }
  async function restore(version: number) {
    setBusy(version);
    try {
      const record = (await records.restoreRevision(api, id, version, props.version)) as R;
      void notifySuccess('Restored', `Version ${version} is the current version again`);
      await props.onRestored(record);
      await load();
    } catch (e) {
      void notifyError(`Could not restore version ${version}: ${errorDetail(e)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="admin-revisions" aria-label="History">
      <Button
        variant="minimal"
        size="small"
        icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        text="History"
        aria-expanded={open}
        onClick={toggle}
      />
      <Collapse isOpen={open}>
        {props.version !== undefined && (
          <p className="admin-muted admin-small">
            Current: version {props.version}
            {byText(list ? authorOf(list, props.version) : undefined)}
          </p>
        )}
        {list === null ? (
          <Spinner size={16} />
        ) : list.length === 0 ? (
          <p className="admin-muted admin-small">No earlier versions yet.</p>
        ) : (
          <ul className="admin-revisions-list">
            {list.map((r) => (
              <li key={r.version}>
                <span className="admin-small">
                  Version {r.version}, {ago(r.updatedAt)}
                  {byText(authorOf(list, r.version))}
                  {titleOf(r.record) && <span className="admin-muted">: {titleOf(r.record)}</span>}
                </span>
                <Button
                  size="small"
                  variant="outlined"
                  text={busy === r.version ? 'Restoring...' : 'Restore'}
                  aria-label={`Restore version ${r.version}`}
                  disabled={busy !== null}
                  onClick={() => void restore(r.version)}
                />
              </li>
            ))}
          </ul>
        )}
      </Collapse>
    </section>
  );
}
