import { enUS, es } from 'date-fns/locale';
import { EMAIL_TEXTS, fill } from '../../../shared/emailTexts';
import { ENROLLMENT_TEXTS } from '../../../shared/enrollmentTexts';
import { pathInLang } from '../../../shared/lang';
import { ENROLL_PAGES, withQuery } from '../../../shared/routes';
import type { AcademyEvent, Enrollment } from '../../../shared/schemas';
import type { ExternalContent } from '../../notices/content';
import { formatCached, toHtml, toText, type Block } from '../../notices/emails';
import type { OutgoingMail } from '../../notices/queue';

export const BUILDER = 'enrollment';
export type EmailWhat =
  'confirm' | 'enrolled' | 'waitlisted' | 'offer' | 'offerExpired' | 'withdrawn' | 'classCancelled';

export type EmailDeps = {
  siteName: string;
  publicUrl: string;
  timezone: string;
  record(id: string): Enrollment | undefined;
  event(id: string): AcademyEvent | undefined;
  place(r: Enrollment): number | undefined;
  token(purpose: 'confirm' | 'manage' | 'offer', r: Enrollment): string | null;
};

/** Whether the email is still true when its turn to go out comes (else it is skipped). */
function stillTrue(what: EmailWhat, r: Enrollment, stamp: string) {
  switch (what) {
    case 'confirm':
      return r.status === 'pending' && r.confirmationSentAt === stamp;
    case 'enrolled':
    case 'waitlisted':
    case 'withdrawn':
      return r.status === what;
    case 'offer':
      return r.status === 'offered' && r.offeredAt === stamp;
    case 'offerExpired':
    case 'classCancelled':
      return r.status === 'withdrawn';
  }
}

/**
 * The enrollment emails, made when they go out from the record as it is then (an erased
 * record sends nothing). In the guardian's language; the only thing they typed that reaches a
 * header is their address (the subject holds the child's first name, one line by the schema).
 */
export function buildEnrollmentEmail(d: EmailDeps, c: ExternalContent, id: string): OutgoingMail | null {
  const r = d.record(id);
  const what = c.what as EmailWhat;
  if (!r || !stillTrue(what, r, c.stamp)) return null;
  const lang = r.lang;
  const t = ENROLLMENT_TEXTS[lang];
  const e = EMAIL_TEXTS[lang];
  const event = d.event(r.eventId);
  const className = (lang === 'es' ? event?.translations?.es?.title : undefined) ?? event?.title ?? '';
  const page = (p: string, token: string) => d.publicUrl + pathInLang(withQuery(p, { token }), lang);
  const manageToken = d.token('manage', r);
  if (!manageToken) return null;
  const when = (iso: string) =>
    `${formatCached(iso, e.datePattern, d.timezone, lang, lang === 'es' ? es : enUS)} ${formatCached(iso, e.timePattern, d.timezone, lang, lang === 'es' ? es : enUS)}`;
  const v = {
    site: d.siteName,
    child: r.child.firstName,
    class: className,
    place: String(d.place(r) ?? ''),
    deadline: r.offerExpiresAt ? when(r.offerExpiresAt) : '',
  };
  const blocks: Block[] = [];
  const rows: Block = {
    rows: [
      [t.classLabel, className],
      [t.childLabel, `${r.child.firstName} (${r.child.age})`],
    ],
  };
  let subject: string;
  if (what === 'confirm') {
    subject = fill(t.confirmSubject, v);
    const token = d.token('confirm', r);
    if (!token) return null;
    blocks.push({ p: fill(t.confirmIntro, v) }, rows, { button: [t.confirmButton, page(ENROLL_PAGES.confirm, token)] });
    blocks.push({ small: t.confirmIgnore });
  } else if (what === 'offer') {
    subject = fill(t.offerSubject, v);
    const token = d.token('offer', r);
    if (!token) return null;
    blocks.push({ p: fill(t.offerIntro, v) }, rows, { button: [t.offerButton, page(ENROLL_PAGES.offer, token)] });
  } else {
    subject = fill(t[`${what}Subject`], v);
    blocks.push({ p: fill(t[`${what}Intro`], v) }, rows);
  }
  const footer = {
    why: fill(t.footerWhy, v),
    manage: [t.manage, page(ENROLL_PAGES.manage, manageToken)] as [string, string],
  };
  return {
    to: r.guardian.email,
    subject: subject.replace(/[\r\n\t]+/g, ' '),
    text: toText(blocks, footer),
    html: toHtml(blocks, footer, d.siteName, lang),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
