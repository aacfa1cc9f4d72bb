import nodemailer from 'nodemailer';
import type { OutgoingMail } from './queue';

/** What the mail worker needs to talk to SMTP_URL (plain data: it crosses to the worker thread). */
export type SmtpOptions = {
  smtpUrl: string;
  from: { name: string; address: string };
  /** Connections kept open at most (the queue never has more sends in flight). */
  connections: number;
};

/**
 * nodemailer through SMTP_URL, pooled: a burst reuses a few open connections instead of a TCP
 * connection, greeting and EHLO per email. The options go in the first argument with the URL:
 * nodemailer's second argument holds message defaults, where pool and timeouts do nothing.
 */
export function smtpSender(o: SmtpOptions) {
  const transport = nodemailer.createTransport({
    url: o.smtpUrl,
    pool: true,
    maxConnections: o.connections,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    // A connection dropped mid-send fails this attempt: the queue retries it with its own backoff
    // and log, rather than nodemailer sending it again unseen.
    maxRequeues: 0,
  } as object);
  return {
    async send(m: OutgoingMail) {
      await transport.sendMail({
        from: o.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
    },
    close: () => transport.close(),
  };
}
