import type { ReactElement } from 'react';
import { Tag } from '@blueprintjs/core';
import { useNewMessageCount } from './newCount';

/**
 * The number of new messages next to the tab's name; nothing when there are none. With `icon`
 * (the phone's section button, naming another section) the tab's icon says what is counted.
 */
export function NewCountTag(props: { icon?: ReactElement }) {
  const count = useNewMessageCount((s) => s.count);
  if (!count) return null;
  return (
    <Tag round intent="primary" icon={props.icon} className="admin-new-count" title={`${count} new messages`}>
      {count}
      {/* The title is not read out: without words a screen reader says "Contact Messages 3". */}
      <span className="visually-hidden"> new</span>
    </Tag>
  );
}
