import { enUS, es } from 'date-fns/locale';
import { EMAIL_TEXTS, fill } from '../../../shared/emailTexts';
import { pathInLang } from '../../../shared/lang';
import type { PushPayload, SubscriptionLang } from '../../../shared/schemas';
import type { NoticeContent } from '../../notices/content';
import { formatCached } from '../../notices/emails';

/** A lock screen shows about this much of a body; the payload must stay far below 4 KB. */
const BODY_MAX = 240;
const clip = (s: string, max: number) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

/**
 * What a device shows for a notice, in its language, from the same texts as the emails
 * (shared/emailTexts.ts): the email's subject is the title. null for what is not pushed.
 * `tag` is the notice's key, so a device replaces rather than stacks a notice shown twice.
 */
export function renderPush(
  content: NoticeContent,
  key: string,
  lang: SubscriptionLang,
  c: { publicUrl: string; timezone: string },
): PushPayload | null {
  const t = EMAIL_TEXTS[lang] ?? EMAIL_TEXTS.en;
  const locale = lang === 'es' ? es : enUS;
  const when = (iso: string, pattern: string) => formatCached(iso, pattern, c.timezone, lang, locale);
  const pick = (base: string | null, tr: string | undefined) => (lang === 'es' ? tr : undefined) ?? base ?? '';
  const page = (path: string) => c.publicUrl + pathInLang(path, lang);
  if (content.type === 'announcement' && content.urgent) {
    const title = pick(content.title, content.es?.title);
    return {
      title: clip(fill(t.urgentSubject, { title }), 120),
      body: clip(pick(content.content, content.es?.content), BODY_MAX),
      url: page('/announcements'),
      tag: key,
    };
  }
  if (content.type === 'cancellation') {
    const title = pick(content.title, content.es?.title);
    const date = when(content.startTime, t.datePattern);
    const time = `${when(content.startTime, t.timePattern)} - ${when(content.endTime, t.timePattern)}`;
    const place = pick(content.location, content.es?.location);
    const line = content.moved
      ? `${t.movedTo}: ${date}, ${time}${place ? ` (${place})` : ''}`
      : `${t.cancelled}: ${date}, ${when(content.startTime, t.timePattern)}`;
    const note = content.note ? ` ${pick(content.note, content.es?.note)}` : '';
    return {
      title: clip(fill(content.moved ? t.movedSubject : t.cancellationSubject, { title, date }), 120),
      body: clip(line + note, BODY_MAX),
      url: page('/schedule'),
      tag: key,
    };
  }
  return null;
}
