import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import type { DesktopApi } from '../shared/ipc';
import { RemoveLocalData } from './RemoveLocalData';

/**
 * First run (and "Change server"): asks for the academy server's address and accepts it only
 * when GET /api/health answers there.
 */
export function ServerSetup(props: {
  api: DesktopApi;
  current: string | null;
  onDone(serverUrl: string): void;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState(props.current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await props.api.setServer(value);
      if (result.ok) props.onDone(result.serverUrl);
      else setError(result.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="admin-login desktop-setup">
      <Card elevation={2} className="admin-login-card">
        <H1 className="admin-login-title">{props.current ? 'Change server' : 'Connect to your academy'}</H1>
        <p className="admin-muted">Enter the address of the academy website, for example https://academy.example.org</p>
        <form onSubmit={submit} noValidate>
          <FormGroup label="Server address" labelFor="server-url" intent={error ? 'danger' : 'none'}>
            <InputGroup
              id="server-url"
              type="url"
              size="large"
              placeholder="https://academy.example.org"
              value={value}
              onValueChange={setValue}
              intent={error ? 'danger' : 'none'}
              autoFocus
              spellCheck={false}
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" role="alert" className="desktop-setup-error">
              {error}
            </Callout>
          )}
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            disabled={busy || !value.trim()}
            text={busy ? 'Checking…' : 'Connect'}
          />
          {props.onCancel && (
            <Button variant="minimal" fill text="Cancel" onClick={props.onCancel} className="desktop-setup-cancel" />
          )}
        </form>
        {props.current && <RemoveLocalData api={props.api} />}
      </Card>
    </main>
  );
}
