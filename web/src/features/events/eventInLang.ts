import type { Lang } from '@shared/lang';
import type { AcademyEvent } from '@shared/schemas';
import { localized } from '@shared/translations';

/** The event with its title, description and location in `lang` where it has them (English otherwise). */
export function eventInLang<E extends Pick<AcademyEvent, 'title' | 'description' | 'location' | 'translations'>>(
  event: E,
  lang: Lang,
): E {
  const text = (field: 'title' | 'description' | 'location') => localized(event, field, lang).text || undefined;
  return {
    ...event,
    title: text('title') ?? event.title,
    description: text('description'),
    location: text('location'),
  };
}
