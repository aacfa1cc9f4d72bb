import { RESOURCES } from '@shared/resources';
import type { GalleryInput, GalleryItem } from '@shared/schemas';
import { recordApi } from '../common/recordApi';

/** Every gallery item, photos and videos: the list without ?page= is the administrator's. */
export const galleryApi = recordApi<GalleryItem, GalleryInput>(RESOURCES.galleryItems);
