import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { VIDEO_SOURCES, type GalleryCategory } from '@shared/constants';
import type { GalleryItem } from '@shared/schemas';
import { FormDialog } from '../common/FormDialog';
import { TextField } from '../common/TextField';
import { RevisionHistory } from '../common/RevisionHistory';
import { useRecordDialog } from '../common/useRecordDialog';
import { galleryApi } from './api';
import { ImageField } from '../common/ImageField';
import {
  VIDEO_URL_EXAMPLES,
  emptyGalleryForm,
  galleryToForm,
  setIsVideo,
  validateGallery,
  type VideoSource,
} from './galleryForm';
import { BilingualField } from '../common/BilingualField';

const VIDEO_CATEGORY_OPTIONS: { value: GalleryCategory; label: string }[] = [
  { value: 'videos', label: 'General video' },
  { value: 'drumLine', label: 'Drumline' },
  { value: 'colorGuard', label: 'Color Guard' },
];

/** 'Add Gallery Item' (item null) or 'Edit Gallery Item'. */
export function GalleryDialog(props: {
  isOpen: boolean;
  item: GalleryItem | null;
  onClose: () => void;
  reload: () => Promise<void>;
}) {
  const editing = props.item;
  const { form, setForm, errors, set, submitProps, history, both, uploading, setUploading } = useRecordDialog({
    item: editing,
    toForm: galleryToForm,
    empty: emptyGalleryForm,
    validate: validateGallery,
    records: galleryApi,
    reload: props.reload,
  });

  return (
    <FormDialog
      isOpen={props.isOpen}
      title={editing ? 'Edit Gallery Item' : 'Add Gallery Item'}
      submitText={editing ? 'Save Changes' : 'Create Item'}
      onClose={props.onClose}
      bilingual
      {...submitProps}
      blocked={uploading}
    >
      <BilingualField id="gallery-title" label="Title" {...both('title')} />
      <BilingualField id="gallery-description" label="Description" optional rows={3} {...both('description')} />
      <Checkbox
        label="Is this a video?"
        checked={form.isVideo}
        onChange={(e) => setForm((f) => setIsVideo(f, e.currentTarget.checked))}
      />
      <ImageField
        value={form.imageUrl}
        onChange={set('imageUrl')}
        error={errors.imageUrl}
        onBusyChange={setUploading}
      />
      {form.isVideo && (
        <div className="admin-video-fields">
          <FormGroup label="Video category" labelFor="gallery-video-category">
            <HTMLSelect
              id="gallery-video-category"
              fill
              value={form.category}
              options={VIDEO_CATEGORY_OPTIONS}
              onChange={(e) => set('category')(e.target.value as GalleryCategory)}
            />
          </FormGroup>
          <div className="admin-form-row admin-video-url">
            <FormGroup label="Video source" labelFor="gallery-video-source">
              <HTMLSelect
                id="gallery-video-source"
                value={form.videoSource}
                options={[...VIDEO_SOURCES]}
                onChange={(e) => set('videoSource')(e.target.value as VideoSource)}
              />
            </FormGroup>
            <TextField
              id="gallery-video-url"
              label="Video URL"
              optional
              placeholder={VIDEO_URL_EXAMPLES[form.videoSource]}
              value={form.videoUrl}
              onChange={set('videoUrl')}
              error={errors.videoUrl}
            />
          </div>
        </div>
      )}
      {history && <RevisionHistory {...history} />}
    </FormDialog>
  );
}
