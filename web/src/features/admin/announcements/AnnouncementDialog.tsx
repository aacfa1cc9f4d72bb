import type { Announcement } from '@shared/schemas';
import { todayKey } from '@shared/dates';
import { useSite } from '@/lib/siteConfig';
import { DateField } from '../common/DateField';
import { FormDialog } from '../common/FormDialog';
import { BilingualField } from '../common/BilingualField';
import { bilingualProps } from '../common/spanishForm';
import { TextField } from '../common/TextField';
import { RevisionHistory } from '../common/RevisionHistory';
import { useEntityForm } from '../common/useEntityForm';
import { announcementsApi } from './api';
import { ScheduleFields } from './ScheduleFields';
import {
  announcementToForm,
  emptyAnnouncementForm,
  validateAnnouncement,
  type AnnouncementForm,
} from './announcementForm';

/** Create Announcement (item null) or Edit Announcement. */
export function AnnouncementDialog(props: {
  isOpen: boolean;
  item: Announcement | null;
  onClose: () => void;
  reload: () => Promise<void>;
}) {
  const timezone = useSite((s) => s.timezone);
  const editing = props.item;
  const { form, setForm, errors, set, submitProps, history } = useEntityForm({
    initial: (): AnnouncementForm =>
      editing ? announcementToForm(editing) : emptyAnnouncementForm(todayKey(timezone)),
    validate: validateAnnouncement,
    records: announcementsApi,
    editId: editing?.id ?? null,
    editItem: editing,
    fromRecord: announcementToForm,
    reload: props.reload,
  });
  const both = bilingualProps(form, setForm, errors);

  return (
    <FormDialog
      isOpen={props.isOpen}
      title={editing ? 'Edit Announcement' : 'Create Announcement'}
      submitText={editing ? 'Update Announcement' : 'Create Announcement'}
      onClose={props.onClose}
      bilingual
      {...submitProps}
    >
      <BilingualField id="announcement-title" label="Title" {...both('title')} />
      <BilingualField id="announcement-content" label="Content" rows={5} {...both('content')} />
      <div className="admin-form-row">
        <DateField id="announcement-date" label="Date" value={form.date} onChange={set('date')} error={errors.date} />
        <TextField
          id="announcement-category"
          label="Category"
          optional
          placeholder="e.g. Event, News, Update"
          value={form.category}
          onChange={set('category')}
          error={errors.category}
        />
      </div>
      <BilingualField id="announcement-location" label="Location" optional {...both('location')} />
      <ScheduleFields form={form} set={set} errors={errors} />
      {history && <RevisionHistory {...history} />}
    </FormDialog>
  );
}
