import { Button, Card, H3, Tag } from '@blueprintjs/core';
import { EnvelopeIcon, EyeOpenIcon, TrashIcon } from '@blueprintjs/icons';
import { formatDistanceToNow } from 'date-fns';
import type { ContactMessage } from '@shared/schemas';

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
        <Button
          size="small"
          variant="outlined"
          icon={<EyeOpenIcon />}
          text="View"
          aria-label={`View message from ${item.name}`}
          onClick={props.onView}
        />
        <Button
          size="small"
          variant="outlined"
          icon={<EnvelopeIcon />}
          text="Reply"
          aria-label={`Reply to ${item.name}`}
          onClick={props.onReply}
        />
        <Button
          size="small"
          variant="outlined"
          intent="danger"
          icon={<TrashIcon />}
          text="Delete"
          aria-label={`Delete message from ${item.name}`}
          onClick={props.onDelete}
        />
      </div>
    </Card>
  );
}
