import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Callout, Card, H3, H4, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { formatInstant } from '@shared/dates';
import type { EnrollmentAdminView } from '@shared/schemas';
import { errorDetail } from '@/lib/api';
import { usePlatform } from '@/lib/platform';
import { useSite } from '@/lib/siteConfig';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useCollection } from '../common/useCollection';
import { listClasses, listEnrollments, saveRosterCsv, setStatus } from './api';
import { fullText, seatCounts } from './seatCounts';

/** Enrollment per class: seats, the roster (with photo consent), the waitlist in order, actions, CSV. */
export function EnrollmentTab() {
  const api = useAdminApi();
  const platform = usePlatform();
  const tz = useSite((s) => s.timezone);
  const classes = useCollection(listClasses);
  const [eventId, setEventId] = useState<string>('');
  const [rows, setRows] = useState<EnrollmentAdminView[] | null>(null);
  // Never saved for offline use (children's data): offline or on an error, the tab says so, with a retry.
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const chosen = classes.items.find((c) => c.id === eventId) ?? classes.items[0];

  const load = useCallback(async () => {
    if (!chosen) return;
    try {
      setRows(await listEnrollments(api, chosen.id));
      setFailed(null);
    } catch (e) {
      if (!isUnauthorized(e)) setFailed(errorDetail(e));
    }
  }, [api, chosen]);
  useEffect(() => {
    setRows(null);
    setFailed(null);
    void load();
  }, [load]);

  const counts = useMemo(() => seatCounts(rows ?? [], chosen?.enrollment?.capacity ?? 0), [rows, chosen]);
  // Until the list is in, the figures are unknown: not 0 enrolled and every seat free.
  const figure = (n: number) => (rows === null ? '–' : n);

  async function act(r: EnrollmentAdminView, status: 'enrolled' | 'withdrawn') {
    setBusy(r.id);
    try {
      await setStatus(api, r.id, status);
      void notifySuccess('Success', `${r.child.firstName} ${status === 'enrolled' ? 'enrolled' : 'withdrawn'}`);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(`Failed: ${errorDetail(e)}`);
    } finally {
      setBusy(null);
      await load();
    }
  }

  async function csv() {
    if (!chosen) return;
    try {
      const day = formatInstant(new Date().toISOString(), tz, 'yyyy-MM-dd');
      await saveRosterCsv(platform, chosen.id, `roster-${day}.csv`);
    } catch (e) {
      void notifyError(`Failed to download the CSV: ${errorDetail(e)}`);
    }
  }

  const roster = (rows ?? []).filter((r) => r.status === 'enrolled' || r.status === 'offered');
  const line = (rows ?? []).filter((r) => r.status === 'waitlisted');
  const others = (rows ?? []).filter((r) => r.status === 'pending' || r.status === 'withdrawn');
  const actions = (r: EnrollmentAdminView) => (
    <div className="admin-enroll-actions">
      {(r.status === 'offered' || r.status === 'waitlisted') && (
        <Button
          small
          intent="primary"
          text="Enroll"
          disabled={busy !== null || (r.status === 'waitlisted' && counts.seatsLeft < 1)}
          title={r.status === 'waitlisted' && counts.seatsLeft < 1 ? 'The class is full' : undefined}
          onClick={() => void act(r, 'enrolled')}
        />
      )}
      {r.status !== 'withdrawn' && (
        <Button small text="Withdraw" disabled={busy !== null} onClick={() => void act(r, 'withdrawn')} />
      )}
    </div>
  );
  // On a phone the box scrolls sideways (as the audit log's), rather than breaking every word and button.
  const table = (list: EnrollmentAdminView[], label: string, place: boolean) => (
    <div className="admin-enroll-scroll" tabIndex={0} role="group" aria-label={`${label}, scrolls sideways`}>
      <HTMLTable compact striped className="admin-enroll-table" aria-label={label}>
        <thead>
          <tr>
            {place && <th>#</th>}
            <th>Child</th>
            <th>Age</th>
            <th>Photos</th>
            <th>Guardian</th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.id}>
              {place && <td>{r.place}</td>}
              <td>{r.child.firstName}</td>
              <td>{r.child.age}</td>
              <td>
                {/* Only the refusal stands out (the gallery must respect it); a green 'Yes' tag failed contrast on the striped rows. */}
                {r.photos ? (
                  'Yes'
                ) : (
                  <Tag intent="danger" minimal>
                    No photos
                  </Tag>
                )}
              </td>
              <td>
                {r.guardian.name}
                <br />
                <a href={`mailto:${r.guardian.email}`}>{r.guardian.email}</a>
                {r.guardian.phone && <> · {r.guardian.phone}</>}
              </td>
              <td>
                {r.status}
                {r.status === 'offered' &&
                  r.offerExpiresAt &&
                  ` until ${formatInstant(r.offerExpiresAt, tz, 'MMM d, h:mm a')}`}
              </td>
              <td>{actions(r)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );

  return (
    <section>
      <TabHeader
        title="Enrollment"
        description="Classes taking enrollment requests: seats, the roster with photo consent, the waitlist in order."
        action={
          <Button icon={<DownloadIcon />} text="Download roster CSV" disabled={!chosen} onClick={() => void csv()} />
        }
      />
      <ListState
        list={classes}
        loadingText="Loading classes..."
        emptyText="No class takes enrollment yet: give a weekly series seats in the Events Calendar."
      >
        {chosen && (
          <>
            <label className="admin-enroll-class">
              Class{' '}
              <HTMLSelect value={chosen.id} onChange={(e) => setEventId(e.currentTarget.value)}>
                {classes.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                    {c.enrollment?.open ? '' : ' (closed)'}
                  </option>
                ))}
              </HTMLSelect>
            </label>
            <Card className="admin-data-card admin-enroll-seats" elevation={1}>
              <H3>Seats</H3>
              <dl className="admin-family-counts" aria-label="Seats">
                <div>
                  <dt>Capacity</dt>
                  <dd>{chosen.enrollment!.capacity}</dd>
                </div>
                <div>
                  <dt>Enrolled</dt>
                  <dd>{figure(counts.enrolled)}</dd>
                </div>
                <div>
                  <dt>Offered</dt>
                  <dd>{figure(counts.offered)}</dd>
                </div>
                <div>
                  <dt>Seats left</dt>
                  <dd>{figure(counts.seatsLeft)}</dd>
                </div>
                <div>
                  <dt>Waitlist</dt>
                  <dd>{figure(counts.waitlisted)}</dd>
                </div>
              </dl>
            </Card>
            {rows === null && failed !== null ? (
              <Callout intent="danger" className="admin-list-error">
                <H4>Could not load the enrollments</H4>
                <p>{failed}</p>
                <Button text="Try again" onClick={() => void load()} />
              </Callout>
            ) : rows === null ? (
              <p className="admin-muted">Loading...</p>
            ) : (
              <>
                <H3 className="admin-families-heading">Roster</H3>
                {roster.length ? table(roster, 'Roster', false) : <Callout compact>No one is enrolled yet.</Callout>}
                <H3 className="admin-families-heading">Waitlist</H3>
                {line.length > 0 && counts.seatsLeft < 1 && (
                  <Callout compact intent="warning" className="admin-enroll-full">
                    {/* An H4 under the H3 'Waitlist' (Callout's own title is an H5: a skipped level). */}
                    <H4>The class is full</H4>
                    {fullText(chosen.enrollment!.capacity, counts.enrolled + counts.offered)} Raise the class&apos;s
                    capacity in the Events Calendar (the first family in line is then offered the seat) or withdraw a
                    family first.
                  </Callout>
                )}
                {line.length ? table(line, 'Waitlist', true) : <Callout compact>No family is waiting.</Callout>}
                {others.length > 0 && (
                  <>
                    <H3 className="admin-families-heading">Not confirmed or withdrawn</H3>
                    {table(others, 'Not confirmed or withdrawn', false)}
                  </>
                )}
              </>
            )}
          </>
        )}
      </ListState>
    </section>
  );
}
