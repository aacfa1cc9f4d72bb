import type { Transporter } from 'nodemailer';
import type { ContactMessage } from '../../shared/schemas';
import type { NotifyConfig } from '../config';

/** Sends one email; rejects with the server's or the network's error. */
export type SendMail = (mail: {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
}) => Promise<void>;

/**
 * A nodemailer transport for SMTP_URL with timeouts short enough that a hung server fails the
 * attempt (and is retried later) rather than holding the queue for nodemailer's default minutes.
 * The timeouts go with the URL in the first argument (the second holds message defaults, where
 * they did nothing). nodemailer is loaded at the first email: it costs the process ~14 MB, which
 * a server that never emails a contact message (families' emails have their own thread) keeps.
 */
export function smtpSender(config: NotifyConfig): SendMail {
  let transport: Promise<Transporter> | null = null;
  const open = async () =>
    (await import('nodemailer')).default.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    } as object);
  return async (mail) => {
    if (!transport) {
      transport = open();
      // A failed load is tried again at the next email.
      transport.catch(() => (transport = null));
    }
    await (await transport).sendMail(mail);
  };
}

/** The email about one contact message: to the academy, Reply-To the parent who wrote it. */
export function contactEmail(config: NotifyConfig, m: ContactMessage, siteName: string) {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: oneLine(m.name), address: m.email },
    subject: `Website message: ${oneLine(m.subject)}`,
    text: [
      `${oneLine(m.name)} <${m.email}> wrote through the ${siteName} website's contact form`,
      `on ${m.createdAt}:`,
      '',
      `Subject: ${oneLine(m.subject)}`,
      '',
      m.message,
      '',
      '-- ',
      'Reply to this email to answer them. The message is also in the dashboard (Contact Messages).',
    ].join('\n'),
  };
}
