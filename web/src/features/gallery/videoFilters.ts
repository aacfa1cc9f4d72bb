import type { GalleryItem } from '@shared/schemas';

/** The training page's three filters (docs/product.md#training-page), each with its banner text. */
export type VideoFilter = 'all' | 'drumLine' | 'colorGuard';
export const VIDEO_FILTERS: { id: VideoFilter; label: string; banner: string }[] = [
  {
    id: 'all',
    label: 'All Videos',
    banner: 'Every training video from our drumline and color guard programs. Practice along at home between classes.',
  },
  {
    id: 'drumLine',
    label: 'Drumline Training',
    banner: 'Rudiments, technique and show music for our percussion students. Grab your sticks and a practice pad!',
  },
  {
    id: 'colorGuard',
    label: 'Color Guard Training',
    banner: 'Flag, rifle and dance work for our color guard students. Find a space with room to spin!',
  },
];

export const filterVideos = (items: GalleryItem[], f: VideoFilter) =>
  f === 'all' ? items : items.filter((v) => v.category === f);
export const videoCounts = (items: GalleryItem[]): Record<VideoFilter, number> => ({
  all: items.length,
  drumLine: filterVideos(items, 'drumLine').length,
  colorGuard: filterVideos(items, 'colorGuard').length,
});
