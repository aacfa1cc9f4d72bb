import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** One email as a family's mail client reads it. */
export type Mail = { to: string[]; subject: string; text: string; html: string; headers: ParsedMail['headers'] };

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) for the server under test to send to
 * (SMTP_URL), each message read with mailparser: the e2e files that follow a family's email.
 */
export async function startMailbox(opts: { refuse?: RegExp } = {}) {
  const received: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mailbox that does not exist (a typo, a closed account): refused as a real server would.
    onRcptTo(address, _session, cb) {
      if (opts.refuse?.test(address.address))
        return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
          });
          cb();
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    /** The emails to an address so far. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    /** Waits for the nth (1-based) email to an address. */
    async waitFor(address: string, n = 1): Promise<Mail> {
      await expect
        .poll(() => received.filter((m) => m.to.includes(address)).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(n);
      return received.filter((m) => m.to.includes(address))[n - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first link in an email's text to one of the family's pages, as a path with its query. */
export function pageLink(mail: Mail, page: 'confirm' | 'manage'): { url: string; path: string } {
  const url = mail.text.match(new RegExp(`https?://[^\\s>]+/subscribe/${page}\\?token=[^\\s>]+`))?.[0];
  if (!url) throw new Error(`no /subscribe/${page} link in: ${mail.text}`);
  const u = new URL(url);
  return { url, path: u.pathname + u.search };
}
