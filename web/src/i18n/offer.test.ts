import { describe, expect, it } from 'vitest';
import { chosenLang, offersSpanish, prefersSpanish } from './offer';

describe('the offer of the Spanish page on an English one', () => {
  it('reads the switch cookie among others', () => {
    expect(chosenLang('a=1; lang=es; b=2')).toBe('es');
    expect(chosenLang('lang=en')).toBe('en');
    expect(chosenLang('lang=fr; xlang=es')).toBeUndefined();
    expect(chosenLang('')).toBeUndefined();
  });

  it('follows the first of English and Spanish in the browser languages', () => {
    expect(prefersSpanish(['es-ES', 'en'])).toBe(true);
    expect(prefersSpanish(['fr', 'es-MX', 'en-US'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es'])).toBe(false);
    expect(prefersSpanish(['fr'])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
  });

  it('a chosen language wins over the browser', () => {
    expect(offersSpanish('', ['es-ES'])).toBe(true);
    expect(offersSpanish('lang=en', ['es-ES'])).toBe(false);
    expect(offersSpanish('lang=es', ['en-US'])).toBe(true);
    expect(offersSpanish('', ['en-US'])).toBe(false);
  });
});
