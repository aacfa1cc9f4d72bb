import type { Instructor } from '@shared/schemas';
import { BilingualField } from '../common/BilingualField';
import { FormDialog } from '../common/FormDialog';
import { RevisionHistory } from '../common/RevisionHistory';
import { TextField } from '../common/TextField';
import { useRecordDialog } from '../common/useRecordDialog';
import { ImageField } from '../common/ImageField';
import { instructorsApi } from './api';
import { emptyInstructorForm, instructorToForm, validateInstructor } from './instructorForm';

/** 'Add Instructor' (item null) or 'Edit Instructor': the public profile on /about and /es/about. */
export function InstructorDialog(props: {
  isOpen: boolean;
  item: Instructor | null;
  onClose: () => void;
  reload: () => Promise<void>;
}) {
  const editing = props.item;
  const { form, errors, set, submitProps, history, both, uploading, setUploading } = useRecordDialog({
    item: editing,
    toForm: instructorToForm,
    empty: emptyInstructorForm,
    validate: validateInstructor,
    records: instructorsApi,
    reload: props.reload,
  });

  return (
    <FormDialog
      isOpen={props.isOpen}
      title={editing ? 'Edit Instructor' : 'Add Instructor'}
      submitText={editing ? 'Save Changes' : 'Publish Profile'}
      onClose={props.onClose}
      bilingual
      {...submitProps}
      blocked={uploading}
    >
      <TextField id="instructor-name" label="Name" value={form.name} onChange={set('name')} error={errors.name} />
      <BilingualField
        id="instructor-title"
        label="Role"
        placeholder="Percussion Instructor, Color Guard Instructor, Executive Director"
        {...both('title')}
      />
      <BilingualField id="instructor-bio" label="Bio" optional rows={4} {...both('bio')} />
      <ImageField
        id="instructor-photo"
        label="Photo"
        value={form.imageUrl}
        onChange={set('imageUrl')}
        error={errors.imageUrl}
        onBusyChange={setUploading}
      />
      {history && <RevisionHistory {...history} />}
    </FormDialog>
  );
}
