import type { ContactMessage } from '../../../shared/schemas';
import type { NotifyConfig } from '../../config';
import { smtpTransport } from '../../notices/smtp';

/** Sends one email; rejects with the server's or the network's error. */
export type SendMail = (mail: {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
}) => Promise<void>;

/** Contact emails through the one SMTP sender (api/notices/smtp.ts), one at a time. */
export function contactSender(config: NotifyConfig): SendMail {
  const smtp = smtpTransport(config.smtpUrl);
  return (mail) => smtp.send(mail);
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
