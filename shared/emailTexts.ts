/**
 * The emails to families, in each language they can subscribe in: their words are the `email`
 * area of the one store (shared/words/email.<lang>.json); here only how each language writes a
 * date. `{name}` placeholders are filled by fill().
 */
import type { NoticeKind, SubscriptionLang, SubscriptionProgram } from './schemas/subscription';
import { area, type AreaOf } from './words/area';
import en from './words/email.en.json';
import es from './words/email.es.json';

type EmailWords = AreaOf<typeof en, 'email'>;
export type EmailTexts = Omit<EmailWords, `program.${string}` | `kind.${string}`> & {
  /** date-fns patterns for dates and times. */
  datePattern: string;
  timePattern: string;
  /** A moved class's days ("Mon Dec 7") and its new day and time ("Tue Dec 8, 6:00 PM"). */
  movedDayPattern: string;
  programs: Record<SubscriptionProgram, string>;
  kinds: Record<NoticeKind, string>;
};

const PATTERNS: Record<SubscriptionLang, Pick<EmailTexts, 'datePattern' | 'timePattern' | 'movedDayPattern'>> = {
  en: { datePattern: 'EEEE, MMMM d', timePattern: 'h:mm a', movedDayPattern: 'EEE MMM d' },
  es: { datePattern: "EEEE d 'de' MMMM", timePattern: 'HH:mm', movedDayPattern: "EEEE d 'de' MMMM" },
};

function emailTexts(catalog: typeof en, lang: SubscriptionLang): EmailTexts {
  const w: EmailWords = area(catalog, 'email');
  return {
    ...w,
    ...PATTERNS[lang],
    programs: { drumline: w['program.drumline'], colorGuard: w['program.colorGuard'] },
    kinds: {
      urgent: w['kind.urgent'],
      announcements: w['kind.announcements'],
      cancellations: w['kind.cancellations'],
      digest: w['kind.digest'],
    },
  };
}

export const EMAIL_TEXTS: Record<SubscriptionLang, EmailTexts> = {
  en: emailTexts(en, 'en'),
  es: emailTexts(es satisfies typeof en, 'es'),
};

export { fill } from './fill';

/** "A, B and C" / "A, B y C". */
export function listOf(items: string[], lang: SubscriptionLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items[items.length - 1]}`;
}
