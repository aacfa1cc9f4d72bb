import { escapeHtml } from '../../../shared/html';
import type { OutgoingMail } from '../../notices/queue';
import { INVITE_HOURS } from './accounts';

/** The invitation: who invited, the link (one use, 72 hours), what to do if unexpected. */
export function inviteEmail(o: { to: string; name: string; siteName: string; inviteUrl: string }): OutgoingMail {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const site = oneLine(o.siteName);
  const lines = [
    `Hello ${oneLine(o.name)},`,
    '',
    `You have been given an account on the ${site} dashboard. Choose your password here:`,
    '',
    o.inviteUrl,
    '',
    `The link works once, within ${INVITE_HOURS} hours. If you did not expect this email, ignore it.`,
  ];
  return {
    to: o.to,
    subject: `Your account on the ${site} dashboard`,
    text: lines.join('\n'),
    html: `<p>${lines
      .map((l) => (l === o.inviteUrl ? `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>` : escapeHtml(l)))
      .join('<br>')}</p>`,
    headers: {},
  };
}
