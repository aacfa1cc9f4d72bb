import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '@/i18n';
import en from '@shared/words/subscribe.en.json';
import es from '@shared/words/subscribe.es.json';
import { kindChoices } from '@/lib/subscriptionChoices';
import { programChoices, publicKindChoices } from './choices';
import { kindsText, programText } from './programText';

const sunday = { weekday: 'SU', time: '18:00' } as const;

describe('the subscribe forms’ choices in the page’s language', () => {
  afterEach(() => activate('en', {}));
  it('English: the labels the dashboard keeps (lib/subscriptionChoices.ts)', () => {
    activate('en', en);
    expect(publicKindChoices(sunday)).toEqual(kindChoices(sunday));
    expect(publicKindChoices({ weekday: 'MO', time: '07:30' }).at(-1)!.label).toBe(
      'Weekly schedule, Mondays at 7:30 AM',
    );
    expect(publicKindChoices(null).map((c) => c.value)).not.toContain('digest');
    expect(programText({ programs: ['drumline', 'colorGuard'] })).toBe('Drumline and Color Guard');
  });
  it('Spanish: the digest’s day and a 24-hour time, lists joined with y', () => {
    activate('es', es);
    expect(publicKindChoices(sunday).map((c) => c.label)).toEqual([
      'Avisos urgentes',
      'Todos los anuncios',
      'Clases canceladas o cambiadas',
      'Horario semanal, los domingos a las 18:00',
    ]);
    expect(programChoices().map((c) => c.value)).toEqual(['drumline', 'colorGuard']);
    expect(programText({ programs: ['drumline', 'colorGuard'] })).toBe('Drumline y Color Guard');
    expect(kindsText({ kinds: ['urgent', 'digest'] })).toBe('avisos urgentes, horario semanal');
  });
});
