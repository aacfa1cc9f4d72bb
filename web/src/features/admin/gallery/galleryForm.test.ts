import { describe, expect, it } from 'vitest';
import { checkUpload } from '../common/useImageUpload';
import { emptyGalleryForm, setIsVideo, validateGallery } from './galleryForm';

describe('gallery form', () => {
  it('ticking "Is this a video?" turns photos into videos and keeps a chosen video category', () => {
    const ticked = setIsVideo(emptyGalleryForm(), true);
    expect(ticked).toMatchObject({ isVideo: true, category: 'videos' });
    expect(setIsVideo({ ...ticked, category: 'drumLine', isVideo: false }, true).category).toBe('drumLine');
  });

  it('unticking makes it a photo and clears the video URL', () => {
    const video = {
      ...emptyGalleryForm(),
      isVideo: true,
      category: 'colorGuard' as const,
      videoUrl: 'https://youtu.be/abcdefghijk',
    };
    expect(setIsVideo(video, false)).toMatchObject({ isVideo: false, category: 'photos', videoUrl: '' });
  });

  it('requires a title and an image URL with the spec messages', () => {
    expect(validateGallery(emptyGalleryForm())).toEqual({
      errors: { title: 'Title is required', imageUrl: 'Image URL is required' },
    });
  });

  it('sends null for empty optional fields', () => {
    const r = validateGallery({ ...emptyGalleryForm(), title: 'Band', imageUrl: '/uploads/abc.webp' });
    expect(r).toEqual({
      input: {
        title: 'Band',
        description: null,
        imageUrl: '/uploads/abc.webp',
        isVideo: false,
        videoUrl: null,
        category: 'photos',
      },
    });
  });

  it('checks an upload type and size before sending', () => {
    expect(checkUpload({ type: 'application/pdf', size: 10 })).toBe('Please select an image file (JPEG, PNG, etc.)');
    expect(checkUpload({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Image file size must be less than 5MB');
    expect(checkUpload({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
