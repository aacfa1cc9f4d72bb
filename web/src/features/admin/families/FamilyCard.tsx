import { Card, H3, Tag } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { formatInstant } from '@shared/dates';
import type { SubscriptionAdminView, SubscriptionStatus } from '@shared/schemas';
import { KIND_CHOICES, PROGRAM_CHOICES } from '@/lib/subscriptionChoices';
import { CardAction } from '../common/CardAction';

const STATUS: Record<SubscriptionStatus, { label: string; intent: 'success' | 'warning' | 'none' }> = {
  active: { label: 'Subscribed', intent: 'success' },
  pending: { label: 'Not confirmed yet', intent: 'warning' },
  unsubscribed: { label: 'Unsubscribed', intent: 'none' },
};

const labels = (choices: { value: string; label: string }[], values: readonly string[]) =>
  choices.filter((c) => values.includes(c.value)).map((c) => c.label);

export function FamilyCard({ item, tz, onRemove }: { item: SubscriptionAdminView; tz: string; onRemove: () => void }) {
  const status = STATUS[item.status];
  const since = item.confirmedAt ?? item.createdAt;
  return (
    <Card className="admin-card admin-family-card" elevation={1}>
      <div className="admin-card-head">
        <H3 className="admin-card-title">{item.email}</H3>
        <Tag round minimal={item.status !== 'active'} intent={status.intent} className="admin-family-status">
          {status.label}
        </Tag>
      </div>
      <div className="admin-meta">
        {labels(PROGRAM_CHOICES, item.programs).join(', ')} · {item.confirmedAt ? 'since' : 'asked'}{' '}
        {formatInstant(since, tz, 'MMM d, yyyy')}
      </div>
      <p className="admin-small">{labels(KIND_CHOICES, item.kinds).join(', ')}</p>
      <div className="admin-card-actions">
        <CardAction danger icon={<TrashIcon />} text="Remove" label={`Remove ${item.email}`} onClick={onRemove} />
      </div>
    </Card>
  );
}
