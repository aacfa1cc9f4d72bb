import type { GalleryItem } from '@shared/schemas';

/** The training page's three filters (docs/product.md#training-page); their names and banners are in the gallery catalog. */
export type VideoFilter = 'all' | 'drumLine' | 'colorGuard';
export const VIDEO_FILTERS: VideoFilter[] = ['all', 'drumLine', 'colorGuard'];

export const filterVideos = (items: GalleryItem[], f: VideoFilter) =>
  f === 'all' ? items : items.filter((v) => v.category === f);
export const videoCounts = (items: GalleryItem[]): Record<VideoFilter, number> => ({
  all: items.length,
  drumLine: filterVideos(items, 'drumLine').length,
  colorGuard: filterVideos(items, 'colorGuard').length,
});
