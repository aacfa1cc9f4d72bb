import { Card, Checkbox, H3, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, EyeOpenIcon, TrashIcon } from '@blueprintjs/icons';
import { formatDistanceToNow } from 'date-fns';
import type { ContactMessage } from '@shared/schemas';
import { CardAction } from '../common/CardAction';
import { notEmailed, STATUS_LABELS, statusOf } from './status';

export function MessageCard(props: {
  item: ContactMessage;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onReply: () => void;
  onDelete: () => void;
}) {
  const { item } = props;
  const status = statusOf(item);
  return (
    <Card className={`admin-card admin-message-card admin-message-${status}`} elevation={1}>
      <div className="admin-card-head">
        <Checkbox
          className="admin-message-select"
          checked={props.selected}
          onChange={(e) => props.onSelect(e.currentTarget.checked)}
          aria-label={`Select message from ${item.name}: ${item.subject}`}
        />
        <H3 className="admin-card-title">{item.subject}</H3>
        <Tag minimal round className="admin-badge admin-time-badge">
          {formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}
        </Tag>
      </div>
      <div className="admin-message-tags">
        <Tag
          round
          minimal={status !== 'new'}
          intent={status === 'new' ? 'primary' : status === 'replied' ? 'success' : 'none'}
          className="admin-message-status"
        >
          {STATUS_LABELS[status]}
        </Tag>
        {notEmailed(item) && (
          <Tag round minimal intent="warning" title={item.notify?.lastError} className="admin-message-not-emailed">
            Not emailed yet
          </Tag>
        )}
      </div>
      <div className="admin-meta">
        From: {item.name} &lt;{item.email}&gt;
      </div>
      <p className="admin-clamp-3">{item.message}</p>
      <div className="admin-card-actions">
        <CardAction
          icon={<EyeOpenIcon />}
          text="View"
          label={`View message from ${item.name}`}
          onClick={props.onView}
        />
        <CardAction icon={<EnvelopeIcon />} text="Reply" label={`Reply to ${item.name}`} onClick={props.onReply} />
        <CardAction
          danger
          icon={<TrashIcon />}
          text="Delete"
          label={`Delete message from ${item.name}`}
          onClick={props.onDelete}
        />
      </div>
    </Card>
  );
}
