import { Button, Callout } from '@blueprintjs/core';
import { connectionTexts } from '@shared/connectionTexts';
import { format } from '@shared/dates';
import type { QueuedEdit } from '@shared/transport';
import { usePlatform } from '@/lib/platform';
import { askConflict } from '../common/conflictStore';
import { useConnection } from './useConnection';

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");

/**
 * Desktop only (docs/decisions.md#offline): offline, the dashboard shows the last saved content with the time
 * it was saved; queued edits are counted, and a failed one is shown with its reason, never dropped.
 */
export function OfflineBanner() {
  const platform = usePlatform();
  const status = useConnection();
  if (!status) return null;
  const { online, savedAt, failed } = status;
  const texts = connectionTexts(status, new Date());
  return (
    <div className="admin-connection" aria-live="polite">
      {!online && (
        <Callout intent="warning" title="You are offline" compact>
          {texts.offline}. Showing the content saved {savedAt ? `on ${when(savedAt)}` : 'earlier'}. Changes you make are
          kept and sent when the server can be reached again.
        </Callout>
      )}
      {texts.waiting && (
        <Callout intent="primary" compact>
          {texts.waiting}
        </Callout>
      )}
      {texts.stale && (
        <Callout intent="warning" compact>
          {texts.stale}
        </Callout>
      )}
      {failed.map((f) => (
        <Callout key={f.id} intent="danger" compact title="A change could not be saved">
          <p>
            {f.description} ({when(f.queuedAt)}): {f.error ?? 'unknown error'}
          </p>
          {f.conflict && platform.connection?.resolveConflict && <ConflictChoices edit={f} />}
          {platform.connection?.retryFailed && !f.conflict && !f.blocked && (
            <Button size="small" text="Retry" onClick={() => void platform.connection!.retryFailed!()} />
          )}{' '}
          {platform.connection?.discardFailed && (
            <Button
              size="small"
              variant="minimal"
              text="Discard"
              onClick={() => void platform.connection!.discardFailed!(f.id)}
            />
          )}
        </Callout>
      ))}
    </div>
  );
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A queued edit that met a newer version: compare both in the conflict dialog, keep mine or take the server's. */
function ConflictChoices({ edit }: { edit: QueuedEdit }) {
  const platform = usePlatform();
  const conflict = edit.conflict!;
  const resolve = (choice: 'mine' | 'theirs') => void platform.connection!.resolveConflict!(edit.id, choice);
  async function compare() {
    const noun = edit.description.replace(/^(Update|Delete) /, '').replace(/ “.*$/, '');
    const choice = await askConflict({
      noun,
      verb: conflict.verb,
      mine: asRecord(conflict.mine),
      current: asRecord(conflict.current),
    });
    if (choice !== 'cancel') resolve(choice);
  }
  return (
    <>
      <Button size="small" text="Compare versions" onClick={() => void compare()} />{' '}
      <Button size="small" intent="primary" text="Keep mine" onClick={() => resolve('mine')} />{' '}
      <Button size="small" text="Take the server’s" onClick={() => resolve('theirs')} />{' '}
    </>
  );
}
