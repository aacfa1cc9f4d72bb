import { useRef } from 'react';
import { Button, Callout, FormGroup, InputGroup, ProgressBar } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { Thumb } from './Thumb';
import { useImageUpload } from './useImageUpload';

/**
 * Image URL input plus an upload-from-device button. Only the picked File object is used:
 * the platform does the transfer, so the desktop app renders this unchanged.
 */
export function ImageField(props: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  onBusyChange: (busy: boolean) => void;
  /** The field's id (and its error's, its file input's test id): one per form. */
  id?: string;
  label?: string;
}) {
  const id = props.id ?? 'gallery-image-url';
  const input = useRef<HTMLInputElement>(null);
  const { state, upload } = useImageUpload(props.onChange);
  const busy = state.phase === 'uploading';

  async function pick(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = ''; // the same file can be picked again after an error
    if (!file) return;
    props.onBusyChange(true);
    await upload(file);
    props.onBusyChange(false);
  }

  const intent = props.error ? 'danger' : 'none';
  return (
    <FormGroup
      label={props.label ?? 'Image URL'}
      labelFor={id}
      intent={intent}
      helperText={props.error && <span id={`${id}-error`}>{props.error}</span>}
    >
      <div className="admin-image-field">
        <InputGroup
          id={id}
          value={props.value}
          intent={intent}
          placeholder="https://... or upload an image"
          onValueChange={props.onChange}
          aria-invalid={!!props.error}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <Button
          icon={<UploadIcon />}
          text="Upload from device"
          disabled={busy}
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid={id === 'gallery-image-url' ? 'gallery-file-input' : `${id}-file`}
          onChange={(e) => void pick(e.target.files)}
        />
      </div>
      {busy && (
        <div className="admin-upload-progress">
          <ProgressBar
            value={state.percent / 100}
            intent="primary"
            stripes={state.percent < 100}
            aria-label="Upload progress"
          />
          <span aria-live="polite">Uploading... {state.percent}%</span>
        </div>
      )}
      {state.phase === 'error' && (
        <Callout intent="danger" compact className="admin-upload-error" role="alert">
          {state.message}
        </Callout>
      )}
      {props.value && !busy && <Thumb src={props.value} alt="Selected image preview" className="admin-image-preview" />}
    </FormGroup>
  );
}
