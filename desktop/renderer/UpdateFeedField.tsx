import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { DesktopApi } from '../shared/ipc';

/**
 * Where "Check for Updates..." looks: the address of the folder the academy publishes new
 * versions to. Optional; empty means updates are installed by hand.
 */
export function UpdateFeedField({ api }: { api: DesktopApi }) {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void api.getSettings().then((s) => {
      if (!live) return;
      setSaved(s.updateFeedUrl);
      setValue(s.updateFeedUrl ?? '');
    });
    return () => {
      live = false;
    };
  }, [api]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const answer = await api.setUpdateFeed(value);
    if (!answer.ok) return setResult({ ok: false, text: answer.message });
    setSaved(answer.updateFeedUrl);
    setValue(answer.updateFeedUrl ?? '');
    setResult({ ok: true, text: answer.updateFeedUrl ? 'Update feed saved.' : 'Update feed removed.' });
  }

  return (
    <form onSubmit={submit} noValidate className="desktop-update-feed">
      <FormGroup
        label="Update feed (optional)"
        labelFor="update-feed"
        helperText="The address where new versions of this app are published, if you were given one."
      >
        <InputGroup
          id="update-feed"
          type="url"
          placeholder="https://academy.example.org/desktop/"
          value={value}
          onValueChange={setValue}
          spellCheck={false}
        />
      </FormGroup>
      {result && (
        <Callout intent={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'} compact>
          {result.text}
        </Callout>
      )}
      <Button type="submit" variant="outlined" fill text="Save update feed" disabled={value === (saved ?? '')} />
    </form>
  );
}
