import { Card, H3, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, EyeOpenIcon, TrashIcon } from '@blueprintjs/icons';
import { formatDistanceToNow } from 'date-fns';
import type { ContactMessage } from '@shared/schemas';
import { CardAction } from '../common/CardAction';

export function MessageCard(props: {
  item: ContactMessage;
  onView: () => void;
  onReply: () => void;
  onDelete: () => void;
}) {
  const { item } = props;
  return (
    <Card className="admin-card admin-message-card" elevation={1}>
      <div className="admin-card-head">
        <H3 className="admin-card-title">{item.subject}</H3>
        <Tag minimal round className="admin-badge admin-time-badge">
          {formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}
        </Tag>
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
