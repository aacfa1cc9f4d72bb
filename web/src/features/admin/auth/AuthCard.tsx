import type { ReactNode } from 'react';
import { Card, FormGroup, H1, InputGroup, type InputGroupProps } from '@blueprintjs/core';

/** The sign-in pages' card (login, invitation): the icon, the title, what to do, then the form. */
export function AuthCard(props: { icon: ReactNode; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="admin-login">
      <Card elevation={2} className="admin-login-card">
        <div className="admin-login-icon" aria-hidden="true">
          {props.icon}
        </div>
        <H1 className="admin-login-title">{props.title}</H1>
        <p className="admin-muted">{props.intro}</p>
        {props.children}
      </Card>
    </main>
  );
}

/** A large labelled field of those pages; its error, when there is one, replaces the hint below it. */
export function AuthField({
  label,
  labelInfo,
  hint,
  error,
  ...input
}: { id: string; label: string; labelInfo?: string; hint?: string; error?: string } & Omit<InputGroupProps, 'intent'>) {
  const intent = error ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={input.id} labelInfo={labelInfo} intent={intent} helperText={error ?? hint}>
      <InputGroup size="large" {...input} intent={intent} />
    </FormGroup>
  );
}
