import { Button, Callout } from '@blueprintjs/core';
import { format } from 'date-fns';
import { connectionTexts } from '@shared/connectionTexts';
import { usePlatform } from '@/lib/platform';
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
          {platform.connection?.retryFailed && (
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
