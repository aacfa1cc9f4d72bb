import type { ReactNode } from 'react';
import { H2 } from '@blueprintjs/core';

/** Each tab's heading row: its title, an optional line of context, and its main action. */
export function TabHeader(props: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="admin-tab-header">
      <div>
        <H2 className="admin-tab-title">{props.title}</H2>
        {props.description && <p className="admin-muted">{props.description}</p>}
      </div>
      {props.action}
    </div>
  );
}
