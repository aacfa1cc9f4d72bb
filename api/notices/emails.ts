import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, es } from 'date-fns/locale';
import { EMAIL_TEXTS, fill, listOf } from '../../shared/emailTexts';
import { escapeHtml as esc } from '../../shared/html';
import { pathInLang } from '../../shared/lang';
import { API, SUBSCRIBE_PAGES, withQuery } from '../../shared/routes';
import type { Subscription } from '../../shared/schemas';
import type { ClassLine, NoticeContent } from './content';
import { movedWords } from './movedWords';
import type { OutgoingMail } from './queue';

export type EmailContext = {
  siteName: string;
  publicUrl: string;
  timezone: string;
  /** The family's manage token (every email), and the confirmation token (confirmation only). */
  manageToken: string;
  confirmToken?: string;
};

/** A header value from the administrator's text: one line (nodemailer encodes the rest). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The email of one notice to one family: text and HTML in its language, the site's colours, one
 * column that reads on a phone, every link a plain link to PUBLIC_URL (no pixel, no redirect), to
 * the site's pages in that language (a Spanish family's lead to /es/...). Headers carry nothing a
 * visitor typed but the address itself.
 */
export function renderEmail(content: NoticeContent, sub: Subscription, c: EmailContext): OutgoingMail {
  const t = EMAIL_TEXTS[sub.lang] ?? EMAIL_TEXTS.en;
  const locale = sub.lang === 'es' ? es : enUS;
  const when = (iso: string, pattern: string) => formatCached(iso, pattern, c.timezone, sub.lang, locale);
  const day = (iso: string) => when(iso, t.datePattern);
  const time = (iso: string) => when(iso, t.timePattern);
  const page = (path: string) => c.publicUrl + pathInLang(path, sub.lang);
  const manageUrl = page(withQuery(SUBSCRIBE_PAGES.manage, { token: c.manageToken }));
  const unsubscribeUrl = c.publicUrl + withQuery(API.subscriptionUnsubscribe, { token: c.manageToken });
  const programs = listOf(
    sub.programs.map((p) => t.programs[p]),
    sub.lang,
  );
  const v = { site: c.siteName, programs };
  const pick = <K extends string>(base: Record<K, string | null>, tr: Partial<Record<K, string>> | undefined, k: K) =>
    (sub.lang === 'es' ? tr?.[k] : undefined) ?? base[k] ?? '';

  const blocks: Block[] = [];
  let subject = '';
  switch (content.type) {
    case 'confirmation': {
      subject = fill(t.confirmSubject, v);
      const kinds = listOf(
        sub.kinds.map((k) => t.kinds[k]),
        sub.lang,
      );
      const confirmUrl = page(withQuery(SUBSCRIBE_PAGES.confirm, { token: c.confirmToken ?? '' }));
      blocks.push({ p: fill(t.confirmIntro, { ...v, kinds }) }, { button: [t.confirmButton, confirmUrl] });
      blocks.push({ small: `${t.confirmExpires} ${t.confirmIgnore}` });
      break;
    }
    case 'announcement': {
      const title = pick(content, content.es, 'title');
      subject = fill(content.urgent ? t.urgentSubject : t.announcementSubject, { title: oneLine(title) });
      blocks.push({ label: content.urgent ? t.urgentLabel : t.announcementLabel, urgent: content.urgent });
      blocks.push({ h: title }, { p: pick(content, content.es, 'content') });
      if (content.location) blocks.push({ p: `${t.where}: ${pick(content, content.es, 'location')}` });
      // The announcement itself (the page opens it, as the urgent banner's link does), not the list.
      blocks.push({
        link: [t.viewOnSite, page(withQuery('/announcements', { notice: content.id }))],
      });
      break;
    }
    case 'cancellation': {
      const title = pick(content, content.es, 'title');
      const date = when(content.startTime, t.datePattern);
      const move = content.moved ? movedWords(content, t, when) : null;
      subject = move
        ? fill(move.subject, { title: oneLine(title), ...move.values })
        : content.moved
          ? `${oneLine(title)}: ${t.movedTo} ${date}`
          : fill(t.cancellationSubject, { title: oneLine(title), date });
      blocks.push(
        { label: move ? move.label : content.moved ? t.movedTo : t.cancelled, urgent: true },
        { h: title },
        { p: move ? fill(move.line, move.values) : t.cancellationIntro },
      );
      const rows: [string, string][] = [];
      if (content.moved) {
        rows.push([t.movedTo, `${day(content.startTime)}, ${time(content.startTime)} - ${time(content.endTime)}`]);
        const place = pick(content, content.es, 'location');
        if (place) rows.push([t.where, place]);
      } else rows.push([t.cancelled, `${day(content.startTime)}, ${time(content.startTime)}`]);
      if (content.note) rows.push([t.note, pick(content, content.es, 'note')]);
      blocks.push({ rows }, { link: [t.viewOnSite, page('/schedule')] });
      break;
    }
    case 'digest': {
      subject = fill(t.digestSubject, v);
      blocks.push({ p: fill(t.digestIntro, v) }, { h: t.digestSchedule });
      const classes = forPrograms(content.classes, sub);
      if (!classes.length) blocks.push({ p: t.digestNoClasses });
      else
        blocks.push({
          rows: classes.map((o) => [
            `${day(o.startTime)}, ${time(o.startTime)}`,
            [
              o.cancelled ? `${t.cancelledMark}: ` : '',
              pick(o, o.es, 'title'),
              o.location && !o.movedTo ? ` (${pick(o, o.es, 'location')})` : '',
              o.movedTo ? ` - ${t.movedTo} ${day(o.movedTo)}, ${time(o.movedTo)}` : '',
              o.note ? ` - ${pick(o, o.es, 'note')}` : '',
            ].join(''),
          ]),
          // The date is what no longer holds: struck through, the note beside it stays readable.
          strike: classes.map((o) => o.cancelled || !!o.movedTo),
        });
      if (content.announcements.length) {
        blocks.push({ h: t.digestNews });
        for (const a of content.announcements)
          blocks.push({ h3: pick(a, a.es, 'title') }, { p: pick(a, a.es, 'content') });
      }
      blocks.push({ link: [t.viewOnSite, page('/schedule')] });
      break;
    }
  }
  const why = content.type === 'confirmation' ? t.confirmFooterWhy : t.footerWhy;
  const footer = { why: fill(why, v), manage: [t.manage, manageUrl] as [string, string] };
  return {
    to: sub.email,
    subject,
    text: toText(blocks, footer),
    html: toHtml(blocks, footer, c.siteName, sub.lang),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/**
 * Dates and times of a digest are the same for every family of a language: formatted once, not
 * once per email (a thousand digests of twenty classes each would otherwise format 40,000 times).
 */
const formatted = new Map<string, string>();
export function formatCached(iso: string, pattern: string, tz: string, lang: string, locale: typeof es) {
  const key = `${lang}|${tz}|${pattern}|${iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 10_000) formatted.clear();
    text = format(new TZDate(Date.parse(iso), tz), pattern, { locale });
    formatted.set(key, text);
  }
  return text;
}

/** The classes of a digest for this family's programs. */
export const forPrograms = (classes: ClassLine[], sub: Pick<Subscription, 'programs'>) =>
  classes.filter((o) => o.programs.some((p) => sub.programs.includes(p)));

/** One paragraph, heading, button, ... of an email (other features' emails are made of these too). */
export type Block =
  | { p: string }
  | { h: string }
  | { h3: string }
  | { small: string }
  | { label: string; urgent: boolean }
  | { button: [string, string] }
  | { link: [string, string] }
  | { rows: [string, string][]; strike?: boolean[] };
export type Footer = { why: string; manage: [string, string] };

export function toText(blocks: Block[], f: Footer): string {
  const out: string[] = [];
  for (const b of blocks) {
    if ('p' in b) out.push(b.p, '');
    else if ('h' in b) out.push(b.h.toUpperCase(), '');
    else if ('h3' in b) out.push(`* ${b.h3}`);
    else if ('small' in b) out.push(b.small, '');
    else if ('label' in b) out.push(`[${b.label}]`);
    else if ('button' in b || 'link' in b) {
      const [label, url] = 'button' in b ? b.button : b.link;
      out.push(`${label}:`, url, '');
    } else if ('rows' in b) out.push(...b.rows.map(([k, v]) => `- ${k}: ${v}`), '');
  }
  out.push('-- ', f.why, `${f.manage[0]}: ${f.manage[1]}`);
  return out.join('\n');
}

const BRAND = '#b4232a';
const INK = '#1c2127';
const MUTED = '#5f6b7c';

// One link to the manage page (it says "or unsubscribe"): the same page twice reads as two places.
export function toHtml(blocks: Block[], f: Footer, site: string, lang: string): string {
  const body = blocks
    .map((b) => {
      if ('p' in b)
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-line">${esc(b.p)}</p>`;
      if ('h' in b) return `<h2 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:${INK}">${esc(b.h)}</h2>`;
      if ('h3' in b) return `<h3 style="margin:16px 0 6px;font-size:17px;color:${INK}">${esc(b.h3)}</h3>`;
      if ('small' in b) return `<p style="margin:0 0 16px;font-size:14px;color:${MUTED}">${esc(b.small)}</p>`;
      if ('label' in b)
        return `<p style="margin:0 0 8px"><span style="display:inline-block;padding:3px 10px;border-radius:12px;font-size:13px;font-weight:bold;color:#fff;background:${b.urgent ? BRAND : MUTED}">${esc(b.label)}</span></p>`;
      if ('button' in b)
        return `<p style="margin:8px 0 24px"><a href="${esc(b.button[1])}" style="display:inline-block;padding:14px 24px;border-radius:6px;background:${BRAND};color:#fff;font-size:17px;font-weight:bold;text-decoration:none">${esc(b.button[0])}</a></p>`;
      if ('link' in b)
        return `<p style="margin:8px 0 16px"><a href="${esc(b.link[1])}" style="color:${BRAND};font-size:16px">${esc(b.link[0])}</a></p>`;
      const rows = b.rows
        .map(
          ([k, v], i) =>
            `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;color:${MUTED};font-size:15px${b.strike?.[i] ? ';text-decoration:line-through' : ''}">${esc(k)}</td><td style="padding:6px 0;font-size:15px">${esc(v)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${rows}</table>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(site)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;color:${INK};font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#fff">
<div style="background:${BRAND};color:#fff;padding:16px 20px;font-size:18px;font-weight:bold">${esc(site)}</div>
<div style="padding:20px">
${body}
</div>
<div style="padding:16px 20px;border-top:1px solid #e3e6ea;font-size:13px;line-height:1.5;color:${MUTED}">
<p style="margin:0 0 8px">${esc(f.why)}</p>
<p style="margin:0"><a href="${esc(f.manage[1])}" style="color:${BRAND}">${esc(f.manage[0])}</a></p>
</div>
</div>
</body></html>`;
}
