import { Button } from '@blueprintjs/core';
import type { ReactElement } from 'react';

/**
 * A small outlined button on a dashboard card. `label` names the action and its record for
 * screen readers ("Edit Spring Concert"), since every card repeats the same visible texts.
 */
export function CardAction(props: {
  icon: ReactElement;
  text?: string;
  label: string;
  title?: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="small"
      variant="outlined"
      intent={props.danger ? 'danger' : undefined}
      icon={props.icon}
      text={props.text}
      title={props.title}
      aria-label={props.label}
      onClick={props.onClick}
    />
  );
}
