import { eventCategoryLabel } from '../../../shared/categories';
import { fill } from '../../../shared/fill';
import type { Lang } from '../../../shared/lang';
import { area } from '../../../shared/words/area';
import eventsEs from '../../../shared/words/events.es.json';
import feedEn from '../../../shared/words/feed.en.json';
import feedEs from '../../../shared/words/feed.es.json';

/**
 * The .ics feed's own words in each language of the site (?lang=es, docs/decisions.md "Spanish").
 * The English ones are the feed's texts from before languages, unchanged for existing subscribers.
 */
type FeedTexts = {
  calendarName(site: string, category: string | null): string;
  /** X-WR-CALDESC; the English feed had none and keeps none (its feed.description is not written). */
  calendarDescription(site: string): string | null;
  cancelled: string;
};

/** The feed's words (shared/words/feed.<lang>.json); a category's Spanish name is the schedule page's. */
const words = { en: area(feedEn, 'feed'), es: area(feedEs satisfies typeof feedEn, 'feed') };
const esCategory = (category: string) =>
  (eventsEs as Record<string, string>)[`events.cat_${category}`] ?? eventCategoryLabel(category);

export const FEED_TEXTS: Record<Lang, FeedTexts> = {
  en: {
    calendarName: (site, category) =>
      category ? fill(words.en.nameOfCategory, { site, category: eventCategoryLabel(category) }) : site,
    calendarDescription: () => null,
    cancelled: words.en.cancelled,
  },
  es: {
    calendarName: (site, category) =>
      category
        ? fill(words.es.nameOfCategory, { site, category: esCategory(category) })
        : fill(words.es.name, { site }),
    calendarDescription: (site) => fill(words.es.description, { site }),
    cancelled: words.es.cancelled,
  },
};
