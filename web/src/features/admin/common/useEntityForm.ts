import { useState } from 'react';
import { useAdminApi } from '../auth/useAdminApi';
import type { FieldErrors } from './fieldErrors';
import { versionOf, type RecordApi } from './recordApi';
import { runMutation } from './runMutation';

/**
 * A create/edit dialog's form: its values, inline errors, a setter per field, and the submit
 * FormDialog runs: validate, then create (or update editId) with runMutation's toasts.
 * A duplicate is a create (editId null). An update is sent with If-Match of the version the form
 * was loaded at; a 412 opens the conflict dialog (runMutation).
 */
export function useEntityForm<F, I, R = unknown>(opts: {
  /** The form's first values (called once). */
  initial: () => F;
  validate: (form: F) => { input: I } | { errors: FieldErrors };
  /** The collection's calls (its sub-feature's api.ts). */
  records: RecordApi<unknown, I>;
  /** The id of the record being edited; null creates a new one. */
  editId: string | null;
  /** The record being edited as loaded (its version goes with the update as If-Match). */
  editItem?: R | null;
  /** The form of a record, for when a restored revision replaces what the dialog shows. */
  fromRecord?: (record: R) => F;
  reload: () => Promise<void>;
}) {
  const api = useAdminApi();
  const [form, setForm] = useState<F>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [version, setVersion] = useState(() => versionOf(opts.editItem));
  const set =
    <K extends keyof F>(field: K) =>
    (value: F[K]) =>
      setForm((f) => ({ ...f, [field]: value }));

  async function submit() {
    const checked = opts.validate(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    const { editId, records } = opts;
    const input = checked.input;
    return runMutation({
      verb: editId !== null ? 'update' : 'create',
      entity: records.noun,
      action: () => (editId !== null ? records.update(api, editId, input, version) : records.create(api, input)),
      reload: opts.reload,
      conflict:
        editId !== null
          ? { mine: input as Record<string, unknown>, retry: (v) => records.update(api, editId, input, v) }
          : undefined,
    });
  }

  /** For RevisionHistory in an edit dialog: a restored revision becomes what the dialog shows. */
  const history =
    opts.editId !== null
      ? {
          records: opts.records,
          id: opts.editId,
          version,
          onRestored: async (record: R) => {
            setVersion(versionOf(record));
            if (opts.fromRecord) setForm(opts.fromRecord(record));
            await opts.reload();
          },
        }
      : null;

  /** For FormDialog, besides its texts: the submit, and its pending label ('Creating...', 'Updating...'). */
  const submitProps = { onSubmit: submit, pendingText: opts.editId !== null ? 'Updating...' : 'Creating...' };
  return { form, setForm, errors, set, submitProps, history };
}
