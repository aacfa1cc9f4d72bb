import type { Context } from 'koa';
import { noticeKey, NOTICE_COOKIE } from '../../shared/announcementStatus';
import { escapeHtml } from '../../shared/html';
import { langOfPath, pathInLang, type Lang } from '../../shared/lang';
import { localized } from '../../shared/translations';
import { URGENT_NOTICE_TEXTS } from '../../shared/urgentNoticeTexts';
import type { Announcement } from '../../shared/schemas';
import { liveAnnouncements } from '../content/liveAnnouncements';
import { Payload } from './payload';
import type { Collection } from '../storage/collection';

/**
 * The urgent notice as markup, outside #root: the app neither draws nor hydrates it, so it is in
 * the first paint of every page (prerendered or not) and nothing moves when the app starts.
 * web/src/lib/urgentNotice.ts makes the button dismiss it.
 */
export function bannerMarkup(n: Announcement, lang: Lang = 'en'): string {
  const words = URGENT_NOTICE_TEXTS[lang];
  const href = `${pathInLang('/announcements', lang)}?notice=${encodeURIComponent(n.id)}`;
  const expires = n.expiresAt ? ` data-expires="${escapeHtml(n.expiresAt)}"` : '';
  // Its Spanish title on a Spanish page when it has one, else the English marked as such.
  const title = localized(n as Announcement & { translations?: { es?: { title?: string } } }, 'title', lang);
  const titleLang = title.lang === lang ? '' : ` lang="${title.lang}"`;
  return (
    `<div id="urgent-notice" class="urgent-notice" role="region" aria-label="${words.region}" data-key="${escapeHtml(noticeKey(n))}"${expires}>` +
    `<div class="urgent-notice-inner"><span class="urgent-notice-label">${words.label}</span>` +
    `<a class="urgent-notice-link" href="${escapeHtml(href)}"${titleLang}>${escapeHtml(title.text)}</a>` +
    `<button type="button" class="urgent-notice-dismiss" aria-label="${words.dismiss}">×</button></div></div>`
  );
}

/** The page's HTML with the banner first in its body (before #root when there is one). */
export function withBanner(html: string, banner: string): string {
  if (html.includes('<div id="root"')) return html.replace('<div id="root"', () => `${banner}<div id="root"`);
  return html.replace(/<body[^>]*>/, (tag) => tag + banner);
}

/**
 * Chooses the HTML page to send: as built, or with the urgent notice. A page with the banner is
 * made once per page and notice (its own ETag and compressed variants), and not for the
 * dashboard, nor for a visitor whose cookie says they dismissed this very notice (so it is not
 * drawn then removed: no layout shift). Which notice is live comes from liveAnnouncements, so
 * the banner appears and leaves on the same instants as the list.
 */
export function urgentBanner(col: Collection<Announcement>) {
  // Per language: a path with no page of its own gets index.html in both, each with its own words.
  const made = {
    en: new WeakMap<Payload, { key: string; page: Payload }>(),
    es: new WeakMap<Payload, { key: string; page: Payload }>(),
  };
  return (ctx: Context, rel: string, page: Payload): Payload => {
    if (rel === '/admin' || rel.startsWith('/admin/')) return page;
    const notice = liveAnnouncements(col).notice;
    if (!notice) return page;
    const key = noticeKey(notice);
    if (ctx.cookies.get(NOTICE_COOKIE, { signed: false }) === encodeURIComponent(key)) return page;
    const lang = langOfPath(rel);
    const hit = made[lang].get(page);
    if (hit && hit.key === key) return hit.page;
    const html = withBanner(page.body.toString('utf8'), bannerMarkup(notice, lang));
    const variant = new Payload(Buffer.from(html), {
      type: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      etag: true,
      compression: 'fast',
    });
    made[lang].set(page, { key, page: variant });
    return variant;
  };
}
