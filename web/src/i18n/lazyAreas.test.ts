import { afterAll, describe, expect, it } from 'vitest';
import english from './catalog.en';
import spanish from './catalog.es';
import { activate, FORM_AREAS, loadAreas, loadPageAreas, PAGE_AREAS, t } from './index';

describe('the forms’ areas', () => {
  afterAll(() => activate('en', {}));
  it('are not in the catalog every page loads; the footer button is', () => {
    for (const catalog of [english, spanish]) {
      const keys = Object.keys(catalog);
      for (const area of ['contact', 'gallery', 'subscribe', ...FORM_AREAS])
        expect(
          keys.filter((k) => k.startsWith(`${area}.`)),
          area,
        ).toEqual([]);
      expect(keys).toContain('notices.footerButton');
    }
    expect(PAGE_AREAS.subscribe).toEqual(['/subscribe/confirm', '/subscribe/manage', '/announcements']);
  });
  it('come in the page’s language, with the page or when a form asks', async () => {
    activate('es', { ...spanish });
    expect(t('subscribe.submit')).toBe('subscribe.submit');
    await loadPageAreas('/es/subscribe/manage');
    expect(t('subscribe.submit')).toBe('Suscribirme');
    await loadAreas('validation');
    expect(t('validation.nameMin')).toBe('El nombre debe tener al menos 2 caracteres');
    activate('en', { ...english });
    await loadPageAreas('/contact');
    expect(t('contact.send')).toBe('Send Message');
  });
});
