import { Card, H3, Tag } from '@blueprintjs/core';
import { formatInstant } from '@shared/dates';
import type { NoticeSummary } from '@shared/schemas';
import { ListState } from '../common/ListState';
import type { Collection } from '../common/useCollection';
import { NOTICE_KIND_LABELS } from './api';

/** How many shown: the latest, enough to see that the last few went out. */
const SHOWN = 8;

/** The latest notices and where their emails are (sent, failed, still waiting). */
export function NoticesCard({ notices, tz }: { notices: Collection<NoticeSummary>; tz: string }) {
  return (
    <Card className="admin-data-card admin-notices" elevation={1}>
      <H3>Recent notices</H3>
      <ListState list={notices} loadingText="Loading notices..." emptyText="No notice has been emailed yet.">
        <ul className="admin-history-list">
          {notices.items.slice(0, SHOWN).map((n) => (
            <li key={n.id} className="admin-history-item admin-notice-item">
              <div className="admin-history-info">
                <span className="admin-history-name">{n.title}</span>
                <span className="admin-muted admin-small">
                  {NOTICE_KIND_LABELS[n.kind]} · {formatInstant(n.createdAt, tz, 'MMM d, yyyy h:mm a')}
                </span>
              </div>
              <div className="admin-notice-counts">
                <Tag round minimal intent="success">
                  {n.sent} sent
                </Tag>
                {n.pending > 0 && (
                  <Tag round minimal>
                    {n.pending} waiting
                  </Tag>
                )}
                {n.failed > 0 && (
                  <Tag round minimal intent="danger">
                    {n.failed} failed
                  </Tag>
                )}
              </div>
            </li>
          ))}
        </ul>
      </ListState>
    </Card>
  );
}
