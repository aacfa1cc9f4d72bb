import { useEffect, useState } from 'react';
import { API } from '@shared/routes';
import type { PushDeviceCounts } from '@shared/schemas';
import { useAdminApi } from '../auth/useAdminApi';

/** Phones (and browsers) that get cancellations and urgent notices by Web Push, per program. */
export function PushDevicesCounts() {
  const api = useAdminApi();
  const [counts, setCounts] = useState<PushDeviceCounts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.get<PushDeviceCounts>(API.pushDevices).then(
      (c) => live && setCounts(c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <div className="admin-push-devices">
      <h4>Phones with notifications</h4>
      {failed ? (
        <p className="admin-muted">The count of phones could not be loaded.</p>
      ) : !counts ? (
        <p className="admin-muted">Counting...</p>
      ) : (
        <dl className="admin-family-counts">
          <div>
            <dt>Drumline phones</dt>
            <dd>{counts.programs.drumline}</dd>
          </div>
          <div>
            <dt>Color Guard phones</dt>
            <dd>{counts.programs.colorGuard}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
