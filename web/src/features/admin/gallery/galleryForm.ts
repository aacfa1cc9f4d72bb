import { VIDEO_SOURCES, type GalleryCategory } from '@shared/constants';
import { galleryInput, type GalleryItem } from '@shared/schemas';
import { videoSourceOf } from '@shared/video';
import { fieldErrors, type FieldErrors } from '../common/fieldErrors';
import { spanishOf, withTranslations, type SpanishValues } from '../common/spanishForm';

export type VideoSource = (typeof VIDEO_SOURCES)[number];
export type GalleryForm = {
  title: string;
  description: string;
  imageUrl: string;
  isVideo: boolean;
  videoUrl: string;
  category: GalleryCategory;
  videoSource: VideoSource;
  /** The Spanish of the title and description (translations.es). */
  es: SpanishValues<'gallery'>;
};

export const emptyGalleryForm = (): GalleryForm => ({
  title: '',
  description: '',
  imageUrl: '',
  isVideo: false,
  videoUrl: '',
  category: 'photos',
  videoSource: 'YouTube',
  es: spanishOf('gallery'),
});

export const galleryToForm = (g: GalleryItem): GalleryForm => ({
  title: g.title,
  description: g.description ?? '',
  imageUrl: g.imageUrl,
  isVideo: g.isVideo,
  videoUrl: g.videoUrl ?? '',
  category: g.category,
  videoSource: videoSourceOf(g.videoUrl),
  es: spanishOf('gallery', g),
});

/**
 * docs/product.md#gallery-form: ticking 'Is this a video?' turns category photos into videos;
 * unticking makes it a photo again and clears the video URL.
 */
export function setIsVideo(form: GalleryForm, isVideo: boolean): GalleryForm {
  if (isVideo) return { ...form, isVideo, category: form.category === 'photos' ? 'videos' : form.category };
  return { ...form, isVideo, category: 'photos', videoUrl: '' };
}

/** Example links per source, shown as the video URL placeholder. */
export const VIDEO_URL_EXAMPLES: Record<VideoSource, string> = {
  YouTube: 'https://www.youtube.com/watch?v=...',
  'Google Drive': 'https://drive.google.com/file/d/.../view',
  Vimeo: 'https://vimeo.com/123456789',
  Other: 'https://example.com/video.mp4',
};

export function validateGallery(
  form: GalleryForm,
): { input: ReturnType<typeof galleryInput.parse> } | { errors: FieldErrors } {
  const { videoSource: _source, ...fields } = withTranslations(form);
  const result = galleryInput.safeParse(fields);
  return result.success ? { input: result.data } : { errors: fieldErrors(result.error) };
}
