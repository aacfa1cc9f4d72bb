import { describe, expect, it } from 'vitest';
import { basePath, langOfPath, pathInLang } from './lang';

describe('lang paths', () => {
  it('tells the language of a path', () => {
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/schedule')).toBe('en');
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/es/')).toBe('es');
    expect(langOfPath('/es/contact')).toBe('es');
    expect(langOfPath('/essay')).toBe('en');
  });
  it('maps a page to the other language and back', () => {
    expect(pathInLang('/', 'es')).toBe('/es/');
    expect(pathInLang('/schedule', 'es')).toBe('/es/schedule');
    expect(pathInLang('/es/schedule', 'en')).toBe('/schedule');
    expect(pathInLang('/es/', 'en')).toBe('/');
    expect(pathInLang('/es', 'en')).toBe('/');
    expect(pathInLang('/es/about', 'es')).toBe('/es/about');
    expect(basePath('/es/photos')).toBe('/photos');
  });
});
