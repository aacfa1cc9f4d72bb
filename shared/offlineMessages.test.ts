import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS, offlineTextsOfDocument } from './offlineMessages';

describe('the offline texts', () => {
  it('English says what it said before', () => {
    const en = OFFLINE_TEXTS.en;
    expect(en.offlineLine('Thu, Nov 26, 6:05 PM')).toBe(
      'You are offline. Showing what this phone saved on Thu, Nov 26, 6:05 PM.',
    );
    expect(en.offlineLine(null)).toBe('You are offline. Showing what this phone saved earlier.');
    expect(en.updateAvailable).toBe('A new version of this site is available');
    expect(en.updateReload).toBe('Reload');
    expect(en.schedulePath).toBe('/schedule');
    expect(en.locale).toBeUndefined();
  });
  it('Spanish has every text in Spanish, its dates in es, its link to /es/schedule', () => {
    const { en, es } = OFFLINE_TEXTS;
    for (const key of Object.keys(en) as (keyof typeof en)[])
      if (typeof en[key] === 'string') expect(es[key], key).not.toBe(en[key]);
    expect(es.offlineLine('jue, 26 nov, 18:05')).toBe(
      'Está sin conexión. Se muestra lo que este teléfono guardó el jue, 26 nov, 18:05.',
    );
    expect(es.offlineLine(null)).not.toBe(en.offlineLine(null));
    expect(es.schedulePath).toBe('/es/schedule');
    expect(es.locale).toBe('es');
  });
  it('a page picks by its <html lang>', () => {
    expect(offlineTextsOfDocument('es')).toBe(OFFLINE_TEXTS.es);
    expect(offlineTextsOfDocument('es-MX')).toBe(OFFLINE_TEXTS.es);
    expect(offlineTextsOfDocument('en')).toBe(OFFLINE_TEXTS.en);
    expect(offlineTextsOfDocument('')).toBe(OFFLINE_TEXTS.en);
  });
});
