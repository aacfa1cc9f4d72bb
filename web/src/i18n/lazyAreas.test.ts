import { afterAll, describe, expect, it } from 'vitest';
import english from './catalog.en';
import spanish from './catalog.es';
import { activate, LAZY_AREAS, loadAreas, t } from './index';

describe('areas loaded with their pages', () => {
  afterAll(() => activate('en', {}));
  it('are not in the catalog every page loads; the footer button is', () => {
    for (const catalog of [english, spanish]) {
      const keys = Object.keys(catalog);
      for (const area of LAZY_AREAS)
        expect(
          keys.filter((k) => k.startsWith(`${area}.`)),
          area,
        ).toEqual([]);
      expect(keys).toContain('notices.footerButton');
    }
  });
  it('come in the page’s language when asked for', async () => {
    activate('es', spanish);
    expect(t('contact.send')).toBe('contact.send');
    await loadAreas('contact', 'validation');
    expect(t('contact.send')).toBe('Enviar mensaje');
    expect(t('validation.nameMin')).toBe('El nombre debe tener al menos 2 caracteres');
    activate('en', english);
    await loadAreas('contact');
    expect(t('contact.send')).toBe('Send Message');
  });
});
