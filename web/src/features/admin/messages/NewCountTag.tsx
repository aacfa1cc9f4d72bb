import { Tag } from '@blueprintjs/core';
import { useNewMessageCount } from './newCount';

/** The number of new messages next to the tab's name; nothing when there are none. */
export function NewCountTag() {
  const count = useNewMessageCount((s) => s.count);
  if (!count) return null;
  return (
    <Tag round intent="primary" className="admin-new-count" aria-label={`${count} new`}>
      {count}
    </Tag>
  );
}
