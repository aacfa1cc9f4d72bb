import { describe, expect, it } from 'vitest';
import { thumbUrl } from './api';
import { isoToClock, to12h, to24h } from './eventTime';
import { byteLength, includedCollections, parseImportJson } from './importData';
import { groupInstructors } from './instructors';
import { videoEmbed, videoSourceOf } from './video';

describe('eventTime', () => {
  it('12 AM is 00 and 12 PM is 12', () => {
    expect(to24h({ hour: '12', period: 'AM' })).toBe(0);
    expect(to24h({ hour: '12', period: 'PM' })).toBe(12);
    expect(to24h({ hour: '1', period: 'PM' })).toBe(13);
    expect(to24h({ hour: '9', period: 'AM' })).toBe(9);
    expect(to12h(0, 0)).toEqual({ hour: '12', minute: '00', period: 'AM' });
    expect(to12h(12, 45)).toEqual({ hour: '12', minute: '45', period: 'PM' });
    expect(to12h(23, 59)).toEqual({ hour: '11', minute: '45', period: 'PM' });
    expect(isoToClock('2026-07-04T14:30:00Z', 'America/Chicago')).toEqual({
      day: '2026-07-04',
      time: { hour: '9', minute: '30', period: 'AM' },
    });
  });
});

describe('importData', () => {
  it('valid only with at least one known array', () => {
    expect(parseImportJson('nope')).toBeNull();
    expect(parseImportJson('[]')).toBeNull();
    expect(parseImportJson('{"foo": []}')).toBeNull();
    const ok = parseImportJson('{"events": [1,2], "instructors": [], "exportDate": "x"}')!;
    expect(ok.preview).toEqual([
      { collection: 'events', count: 2 },
      { collection: 'instructors', count: 0 },
    ]);
    expect(includedCollections(ok.content)).toEqual(['events', 'instructors']);
    // Families subscribed to notices travel in the file too, and alone make a valid import.
    expect(parseImportJson('{"subscriptions": [{}], "exportDate": "x"}')?.preview).toEqual([
      { collection: 'subscriptions', count: 1 },
    ]);
    expect(byteLength('é')).toBe(2);
  });
});

describe('video', () => {
  it('chooses the display by link', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toMatchObject({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoEmbed('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view')).toMatchObject({
      kind: 'drive',
    });
    expect(videoEmbed('https://drive.google.com/file/d/short/view').kind).toBe('link');
    expect(videoEmbed('https://vimeo.com/76979871').kind).toBe('vimeo');
    expect(videoEmbed('https://example.com/a.MP4?x=1').kind).toBe('file');
    expect(videoEmbed('https://example.com/page').kind).toBe('link');
    expect(videoSourceOf('https://youtu.be/dQw4w9WgXcQ')).toBe('YouTube');
    expect(videoSourceOf('https://example.com/a.mp4')).toBe('Other');
  });
});

describe('instructors', () => {
  it('groups by title, case-insensitively, director apart', () => {
    const g = groupInstructors([
      { title: 'Executive Director' },
      { title: 'COLOR GUARD Instructor' },
      { title: 'Colorguard Tech' },
      { title: 'Percussion Instructor' },
      { title: 'Drumline Caption Head' },
    ]);
    expect(g.director?.title).toBe('Executive Director');
    expect(g.colorGuard.length).toBe(2);
    expect(g.percussion.map((p) => p.title)).toEqual(['Percussion Instructor', 'Drumline Caption Head']);
  });
});

describe('thumbUrl', () => {
  it('sibling of an upload only', () => {
    expect(thumbUrl('/uploads/abc.jpg')).toBe('/uploads/abc.thumb.jpg');
    expect(thumbUrl('/uploads/abc.thumb.jpg')).toBe('/uploads/abc.thumb.jpg');
    expect(thumbUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
