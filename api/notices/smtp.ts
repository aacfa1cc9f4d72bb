import type { SendMailOptions, Transporter } from 'nodemailer';
import type { OutgoingMail } from './queue';

/** What the mail worker needs to talk to SMTP_URL (plain data: it crosses to the worker thread). */
export type SmtpOptions = {
  smtpUrl: string;
  from: { name: string; address: string };
  /** Connections kept open at most (the queue never has more sends in flight). */
  connections: number;
};

/**
 * The one SMTP sender, nodemailer through SMTP_URL: the families' mail thread keeps a pool of
 * `connections` open (a burst reuses them instead of a TCP connection, greeting and EHLO per
 * email); the contact emails (features/inbox) send one at a time. Timeouts are short enough that
 * a hung server fails the attempt, which the caller retries with its own backoff. The options go
 * in the first argument with the URL: nodemailer's second argument holds message defaults, where
 * pool and timeouts do nothing. nodemailer is loaded at the first email: it costs the process
 * ~14 MB, which a server that never emails keeps.
 */
export function smtpTransport(smtpUrl: string, pool?: { connections: number }) {
  let transport: Promise<Transporter> | null = null;
  const open = async () =>
    (await import('nodemailer')).default.createTransport({
      url: smtpUrl,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      // A connection dropped mid-send fails this attempt: the queue retries it with its own
      // backoff and log, rather than nodemailer sending it again unseen.
      ...(pool ? { pool: true, maxConnections: pool.connections, maxRequeues: 0 } : {}),
    } as object);
  return {
    async send(mail: SendMailOptions) {
      if (!transport) {
        transport = open();
        // A failed load is tried again at the next email.
        transport.catch(() => (transport = null));
      }
      await (await transport).sendMail(mail);
    },
    async close() {
      const t = await transport?.catch(() => null);
      t?.close();
    },
  };
}

/** The families' emails from the site's address (the mail worker's sender). */
export function smtpSender(o: SmtpOptions) {
  const smtp = smtpTransport(o.smtpUrl, { connections: o.connections });
  return {
    send: (m: OutgoingMail) =>
      smtp.send({ from: o.from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers }),
    close: () => smtp.close(),
  };
}
