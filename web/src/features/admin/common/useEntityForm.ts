import { useState } from 'react';
import { useAdminApi } from '../auth/useAdminApi';
import type { FieldErrors } from './fieldErrors';
import type { RecordApi } from './recordApi';
import { runMutation } from './runMutation';

/**
 * A create/edit dialog's form: its values, inline errors, a setter per field, and the submit
 * FormDialog runs: validate, then create (or update editId) with runMutation's toasts.
 * A duplicate is a create (editId null).
 */
export function useEntityForm<F, I>(opts: {
  /** The form's first values (called once). */
  initial: () => F;
  validate: (form: F) => { input: I } | { errors: FieldErrors };
  /** The collection's calls (its sub-feature's api.ts). */
  records: RecordApi<unknown, I>;
  /** The id of the record being edited; null creates a new one. */
  editId: string | null;
  reload: () => Promise<void>;
}) {
  const api = useAdminApi();
  const [form, setForm] = useState<F>(opts.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
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
    return runMutation({
      verb: editId !== null ? 'update' : 'create',
      entity: records.noun,
      action: () => (editId !== null ? records.update(api, editId, checked.input) : records.create(api, checked.input)),
      reload: opts.reload,
    });
  }

  /** For FormDialog, besides its texts: the submit, and its pending label ('Creating...', 'Updating...'). */
  const submitProps = { onSubmit: submit, pendingText: opts.editId !== null ? 'Updating...' : 'Creating...' };
  return { form, setForm, errors, set, submitProps };
}
