import { describe, expect, it } from 'vitest';
import { announcementInput, contactInput, eventInput, galleryInput, instructorInput } from './index';

describe('schemas', () => {
  it('optional text: missing, null and blank are null', () => {
    for (const location of [undefined, null, '', '   ']) {
      const r = announcementInput.parse({
        title: 't',
        content: 'c',
        date: '2026-01-01',
        ...(location === undefined ? {} : { location }),
      });
      expect(r.location).toBeNull();
    }
    expect(instructorInput.parse({ name: 'n', title: 't' })).toEqual({
      name: 'n',
      title: 't',
      bio: '',
      imageUrl: null,
    });
  });
  it('events need end after start', () => {
    expect(
      eventInput.safeParse({ title: 't', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T10:00:00Z' }).success,
    ).toBe(false);
    expect(
      eventInput.safeParse({ title: 't', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T10:15:00Z' }).success,
    ).toBe(true);
  });
  it('gallery refuses javascript: and data: URLs', () => {
    expect(galleryInput.safeParse({ title: 't', imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(galleryInput.safeParse({ title: 't', imageUrl: 'data:image/png;base64,AA' }).success).toBe(false);
    expect(
      galleryInput.safeParse({ title: 't', imageUrl: '/uploads/a.jpg', isVideo: true, videoUrl: 'javascript:x' })
        .success,
    ).toBe(false);
  });
  it('contact minimums', () => {
    expect(contactInput.safeParse({ name: 'Al', email: 'a@b.co', subject: 'Hi', message: '0123456789' }).success).toBe(
      true,
    );
    expect(contactInput.safeParse({ name: 'A', email: 'a@b.co', subject: 'Hi', message: '0123456789' }).success).toBe(
      false,
    );
  });
});
