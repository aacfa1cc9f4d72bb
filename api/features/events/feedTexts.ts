import { eventCategoryLabel, type EventCategory } from '../../../shared/categories';
import { capitalised } from '../../../shared/glossary';
import type { Lang } from '../../../shared/lang';

/**
 * The .ics feed's own words in each language of the site (?lang=es, docs/decisions.md "Spanish").
 * The English ones are the feed's texts from before languages, unchanged for existing subscribers.
 */
type FeedTexts = {
  calendarName(site: string, category: string | null): string;
  /** X-WR-CALDESC; the English feed had none and keeps none. */
  calendarDescription(site: string): string | null;
  cancelled: string;
};

const ES_CATEGORY: Record<EventCategory, string> = {
  drum: 'Drumline',
  guard: 'Color Guard',
  ensemble: capitalised('ensemble'),
  class: capitalised('class'),
  performance: 'Presentación',
  competition: 'Competencia',
  workshop: 'Taller',
  practice: capitalised('practice'),
  other: 'Otros',
};

export const FEED_TEXTS: Record<Lang, FeedTexts> = {
  en: {
    calendarName: (site, category) => (category ? `${site} - ${eventCategoryLabel(category)}` : site),
    calendarDescription: () => null,
    cancelled: 'Cancelled',
  },
  es: {
    calendarName: (site, category) =>
      `Horario de ${site}${category ? ` - ${ES_CATEGORY[category as EventCategory] ?? eventCategoryLabel(category)}` : ''}`,
    calendarDescription: (site) => `Clases, ensayos y presentaciones de ${site}, en español.`,
    cancelled: capitalised('cancelled'),
  },
};
