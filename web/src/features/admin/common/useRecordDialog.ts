import { useState } from 'react';
import type { FieldErrors } from './fieldErrors';
import type { RecordApi } from './recordApi';
import { bilingualProps } from './spanishForm';
import { useEntityForm } from './useEntityForm';

/**
 * An 'Add' (item null) or 'Edit' dialog of one bilingual record with an image (instructors,
 * gallery items): useEntityForm's form loaded from the record or empty, the Spanish fields' props
 * (`both`), and whether an upload holds the submit (`uploading`, for FormDialog's `blocked`).
 */
export function useRecordDialog<F extends { es: Record<string, string> }, I, R extends { id: string }>(opts: {
  item: R | null;
  toForm: (record: R) => F;
  empty: () => F;
  validate: (form: F) => { input: I } | { errors: FieldErrors };
  records: RecordApi<unknown, I>;
  reload: () => Promise<void>;
}) {
  const { item } = opts;
  const entity = useEntityForm<F, I, R>({
    initial: () => (item ? opts.toForm(item) : opts.empty()),
    validate: opts.validate,
    records: opts.records,
    editId: item?.id ?? null,
    editItem: item,
    fromRecord: opts.toForm,
    reload: opts.reload,
  });
  const [uploading, setUploading] = useState(false);
  return { ...entity, both: bilingualProps(entity.form, entity.setForm, entity.errors), uploading, setUploading };
}
