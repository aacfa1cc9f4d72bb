import { TRANSLATABLE } from '../translations';
import { z } from 'zod';
import { GALLERY_CATEGORIES } from '../constants';
import { MSG } from '../messages';
import { translationsField } from './translations';
import { imageUrl, optionalHttpUrl, optionalText, versionedMeta, requiredText } from './common';

/** Applies the gallery rules (docs/product.md#gallery-form): a photo is always 'photos'; a video is never 'photos'. */
export function normaliseGalleryCategory<T extends { isVideo: boolean; category: string; videoUrl: string | null }>(
  item: T,
): T {
  if (!item.isVideo) return { ...item, category: 'photos', videoUrl: null };
  return item.category === 'photos' ? { ...item, category: 'videos' } : item;
}

const galleryFields = z.object({
  title: requiredText(MSG.titleRequired, 200),
  description: optionalText(5000),
  imageUrl: imageUrl(MSG.imageUrlRequired),
  isVideo: z.boolean().default(false),
  videoUrl: optionalHttpUrl,
  category: z.enum(GALLERY_CATEGORIES).default('photos'),
  translations: translationsField(TRANSLATABLE.gallery, { title: 200, description: 5000 }),
});
export const galleryInput = galleryFields.transform(normaliseGalleryCategory);
export type GalleryInput = z.input<typeof galleryInput>;
export const galleryItem = galleryFields.extend(versionedMeta).transform(normaliseGalleryCategory);
export type GalleryItem = z.output<typeof galleryItem>;

/** The spec's clients also send `auth=true`; it means nothing, so it is not read. */
export const galleryPageQuery = z.object({
  page: z.enum(['photos', 'training']).optional(),
});
