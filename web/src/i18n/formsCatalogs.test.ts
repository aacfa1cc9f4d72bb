import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import contactEn from '@shared/words/contact.en.json';
import contactEs from '@shared/words/contact.es.json';
import galleryEn from '@shared/words/gallery.en.json';
import galleryEs from '@shared/words/gallery.es.json';
import notFoundEn from '@shared/words/not-found.en.json';
import notFoundEs from '@shared/words/not-found.es.json';
import subscribeEn from '@shared/words/subscribe.en.json';
import subscribeEs from '@shared/words/subscribe.es.json';
import validationEn from '@shared/words/validation.en.json';
import validationEs from '@shared/words/validation.es.json';

const AREAS: Record<string, [Record<string, string>, Record<string, string>]> = {
  contact: [contactEn, contactEs],
  gallery: [galleryEn, galleryEs],
  'not-found': [notFoundEn, notFoundEs],
  subscribe: [subscribeEn, subscribeEs],
  validation: [validationEn, validationEs],
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
// The same in both languages on purpose: the programs' own names, and a word Spanish shares.
const SAME = new Set(['Error', 'Drumline', 'Color Guard', '{label} ({count})']);

describe('the forms’ catalogs (contact, gallery, subscribe, validation, not found)', () => {
  for (const [area, [en, es]] of Object.entries(AREAS))
    it(`${area}: the same keys and placeholders in both languages, every Spanish text written`, () => {
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(key.startsWith(`${area}.`), key).toBe(true);
        expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
        if (!SAME.has(en[key])) expect(es[key], key).not.toBe(en[key]);
      }
    });

  it('the English texts are the ones the pages said before (shared/messages.ts)', () => {
    const fill = (text: string, page: string) => text.replace('{page}', page);
    expect([contactEn['contact.sentTitle'], contactEn['contact.sentText']]).toEqual(MSG.contactSuccess);
    expect([contactEn['contact.failureTitle'], contactEn['contact.failureText']]).toEqual(MSG.contactFailure);
    expect([galleryEn['gallery.gateSuccessTitle'], fill(galleryEn['gallery.gateSuccessText'], 'Photos')]).toEqual(
      MSG.gateSuccess('Photos'),
    );
    expect([galleryEn['gallery.gateWrongTitle'], galleryEn['gallery.gateWrongText']]).toEqual(MSG.gateWrong);
    expect([galleryEn['gallery.gateErrorTitle'], galleryEn['gallery.gateErrorText']]).toEqual(MSG.gateError);
    expect(galleryEn['gallery.noPhotos']).toBe(MSG.noPhotos);
    expect(galleryEn['gallery.noVideos.all']).toBe(MSG.noVideos.all);
    expect(galleryEn['gallery.noVideos.drumLine']).toBe(MSG.noVideos.drumLine);
    expect(galleryEn['gallery.noVideos.colorGuard']).toBe(MSG.noVideos.colorGuard);
    expect(galleryEn['gallery.imageFailed']).toBe(MSG.viewerImageFailed);
    expect(galleryEn['gallery.cannotEmbed']).toBe(MSG.viewerCannotEmbed);
    expect(galleryEn['gallery.cannotEmbedText']).toBe(MSG.viewerCannotEmbedText);
    expect(galleryEn['gallery.noVideoTag']).toBe(MSG.viewerNoVideoTag);
    expect(notFoundEn['not-found.title']).toBe(MSG.notFoundTitle);
    expect(notFoundEn['not-found.text']).toBe(MSG.notFoundText);
  });
});
