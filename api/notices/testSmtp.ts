/** Test helper: a real SMTP server on 127.0.0.1 that keeps what it receives, parsed with mailparser. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  raw: string;
  parsed: ParsedMail;
  /** A header as sent (mailparser moves List-* headers out of `headers`: read the raw lines). */
  header(name: string): string | undefined;
};

export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  /** refuse: answer 451 to each message; hold: leave each message unanswered (it is not received). */
  const state = { refuse: false, hold: false, held: 0, connections: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, cb) {
      state.connections++;
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse) return cb(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        if (state.hold) return void state.held++;
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        void simpleParser(raw).then((parsed) => {
          received.push({
            to,
            raw,
            parsed,
            header: (name) =>
              parsed.headerLines
                .find((h) => h.key === name.toLowerCase())
                ?.line.replace(/^[^:]+:\s*/, '')
                .replace(/\r?\n\s+/g, ' '),
          });
          cb();
        }, cb);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    state,
    port: (server.server.address() as AddressInfo).port,
    /** What reached one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
