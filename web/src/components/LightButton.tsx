import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon?: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  intent?: 'primary' | 'success' | 'warning' | 'danger';
  variant?: 'minimal' | 'outlined';
  size?: 'small' | 'large';
};

/**
 * Blueprint's Button markup and classes (its stylesheet draws it) without its component code:
 * Button brings Blueprint's icon loader, class table and utilities, ~16 KB gzipped, into every
 * public page that shows one (docs/build-notes.md#what-the-home-page-loads). For the public pages'
 * plain buttons; the dashboard and anything needing `loading` keep Blueprint's.
 */
export function LightButton({ icon, text, children, intent, variant, size, className, type, ...rest }: Props) {
  const classes = ['bp6-button'];
  if (rest.disabled) classes.push('bp6-disabled');
  if (intent) classes.push(`bp6-intent-${intent}`);
  if (size) classes.push(`bp6-${size}`);
  if (variant) classes.push(`bp6-${variant}`);
  if (className) classes.push(className);
  const label = text ?? children;
  return (
    <button type={type ?? 'button'} {...rest} className={classes.join(' ')}>
      {icon}
      {label != null && label !== '' && <span className="bp6-button-text">{label}</span>}
    </button>
  );
}

/** Blueprint's ButtonGroup markup, as LightButton. */
export function LightButtonGroup({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `bp6-button-group ${className}` : 'bp6-button-group'}>{children}</div>;
}
