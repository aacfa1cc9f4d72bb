import type { ReactNode } from 'react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { InboxIcon } from '@blueprintjs/icons';
import type { Collection } from './useCollection';

/** The loading, error and empty states every dashboard list shares; renders children otherwise. */
export function ListState<T>(props: {
  list: Collection<T>;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}) {
  const { list } = props;
  if (list.loading)
    return (
      <div className="admin-list-state" role="status">
        <Spinner size={24} aria-hidden="true" />
        <span>{props.loadingText}</span>
      </div>
    );
  if (list.error && list.items.length === 0)
    return (
      <Callout intent="danger" title="Could not load this list" className="admin-list-error">
        <p>{list.error}</p>
        <Button text="Try again" onClick={() => void list.reload()} />
      </Callout>
    );
  if (list.items.length === 0)
    return <NonIdealState icon={<InboxIcon size={40} />} description={props.emptyText} className="admin-empty" />;
  return <>{props.children}</>;
}
