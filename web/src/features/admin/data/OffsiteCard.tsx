import { Callout, Card, H3 } from '@blueprintjs/core';
import { format, formatDistanceToNow } from 'date-fns';
import type { OffsiteStatus } from '@shared/api';
import { ListState } from '../common/ListState';
import { useCollection } from '../common/useCollection';
import { loadOffsiteStatus } from './api';

const when = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? `${format(t, 'PPp')} (${formatDistanceToNow(t, { addSuffix: true })})` : iso;
};

function Body({ status }: { status: OffsiteStatus }) {
  const last = status.last;
  if (!status.configured)
    return (
      <p className="admin-muted">
        Not set up: backups stay on this server only. To keep an encrypted copy elsewhere, set RESTIC_REPOSITORY and
        RESTIC_PASSWORD_FILE (README, &ldquo;Off-site backups&rdquo;).
      </p>
    );
  if (!last) return <p className="admin-muted">Set up; the first off-site backup runs tonight.</p>;
  if (last.ok)
    return (
      <Callout intent="success" compact>
        {/* No Callout title: it is an h5, out of order under the card's h3. */}
        <p>
          <strong>Last off-site backup succeeded:</strong> {when(last.at)}, snapshot <code>{last.snapshot}</code> in{' '}
          <code>{last.repository}</code>.
        </p>
      </Callout>
    );
  return (
    <Callout intent="danger" compact>
      <p>
        <strong>The off-site backup is failing.</strong> Failing since {when(last.failingSince)}; last attempt{' '}
        {when(last.at)}: {last.error}
      </p>
      <p>
        {last.lastSuccess
          ? `Last successful off-site backup: ${when(last.lastSuccess.at)}, snapshot ${last.lastSuccess.snapshot}.`
          : 'No off-site backup has succeeded yet.'}{' '}
        The local backups on the server are not affected; it is tried again every night.
      </p>
    </Callout>
  );
}

/** Data Management's off-site backup: the last run of `npm run backup -- --offsite` (the nightly timer). */
export function OffsiteCard() {
  const status = useCollection<OffsiteStatus>(loadOffsiteStatus);
  return (
    <Card className="admin-data-card" elevation={1}>
      <H3>Off-site Backup</H3>
      <ListState list={status} loadingText="Loading the off-site backup status..." emptyText="">
        {status.items[0] && <Body status={status.items[0]} />}
      </ListState>
    </Card>
  );
}
