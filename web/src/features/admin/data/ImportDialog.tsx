import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { DocumentOpenIcon } from '@blueprintjs/icons';
import { MAX_EXPORT_BYTES } from '@shared/constants';
import { EXPORT_PART_LABELS, parseImportJson } from '@shared/importData';
import { ADMIN_MSG } from '@shared/adminMessages';
import { usePlatform } from '@/lib/platform';
import type { PendingImport } from './useImport';

/** Paste (or, on the desktop, open) an export; shows the spec's inline error or a preview of counts. */
export function ImportDialog(props: {
  isOpen: boolean;
  onClose: () => void;
  onReady: (pending: PendingImport) => void;
}) {
  const platform = usePlatform();
  const [text, setText] = useState('');
  const parsed = text.trim() ? parseImportJson(text) : null;
  const invalid = text.trim() !== '' && !parsed;

  const [dropError, setDropError] = useState<string | null>(null);

  /** A dropped export file, read here with File.text() (the window's navigation guard still blocks any other drop). */
  async function dropFile(e: React.DragEvent) {
    e.preventDefault();
    const file = e.dataTransfer.files[0];
    if (!file) return;
    if (!/\.json$/i.test(file.name)) return setDropError('Drop an exported .json file.');
    if (file.size > MAX_EXPORT_BYTES) return setDropError('This file is too large to be an export.');
    setDropError(null);
    setText(await file.text());
  }

  async function openFile() {
    const file = await platform.openFile?.();
    if (file) setText(file.content);
  }

  return (
    <Dialog
      isOpen={props.isOpen}
      title="Import Data"
      onClose={props.onClose}
      className="admin-dialog admin-import-dialog"
    >
      <DialogBody>
        <div
          className="admin-import-drop"
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
          }}
          onDrop={(e) => void dropFile(e)}
        >
          <FormGroup
            label="Exported JSON"
            labelFor="import-json"
            helperText="Paste the complete content of an exported JSON file, or drop the file here."
            intent={invalid ? 'danger' : 'none'}
          >
            <TextArea
              id="import-json"
              fill
              rows={10}
              className="admin-mono"
              value={text}
              intent={invalid ? 'danger' : 'none'}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'import-json-error' : undefined}
            />
          </FormGroup>
        </div>
        {dropError && (
          <Callout intent="danger" compact role="alert">
            {dropError}
          </Callout>
        )}
        {platform.openFile && (
          <Button icon={<DocumentOpenIcon />} text="Open File..." onClick={openFile} className="admin-open-file" />
        )}
        {invalid && (
          <Callout intent="danger" compact id="import-json-error" role="alert">
            {ADMIN_MSG.invalidImportJson}
          </Callout>
        )}
        {parsed && (
          <div className="admin-preview">
            <strong>This file contains:</strong>
            <ul>
              {parsed.preview.map((p) => (
                <li key={p.collection}>
                  {EXPORT_PART_LABELS[p.collection]}: {p.count}
                </li>
              ))}
            </ul>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="outlined" onClick={props.onClose} />
            <Button
              intent="primary"
              text="Import Data"
              disabled={!parsed}
              onClick={() => parsed && props.onReady(parsed)}
            />
          </>
        }
      />
    </Dialog>
  );
}
