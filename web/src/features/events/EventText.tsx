import type { EventOccurrence } from '@shared/schemas';
import { contentText } from '@/i18n/content';

type Field = 'title' | 'description' | 'location';

/** An event's text in the page's language (its Spanish when it has one), marked lang="en" when it falls back. */
export function EventText({
  event,
  field,
  as: Tag = 'span',
  className,
}: {
  event: EventOccurrence;
  field: Field;
  as?: 'span' | 'p' | 'dd';
  className?: string;
}) {
  const { text, lang } = contentText(event, field);
  return (
    <Tag className={className} lang={lang}>
      {text}
    </Tag>
  );
}

export const EventTitle = ({ event, className }: { event: EventOccurrence; className?: string }) => (
  <EventText event={event} field="title" className={className} />
);
