import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../shared/routes';
import { capturedLogger, smtpMail, startTestServer, type TestServer } from '../testing/harness';
import { MailThread } from './mailThread';
import { startSmtp, type Smtp } from './testSmtp';

const waitFor = { timeout: 15_000, interval: 25 };
let servers: TestServer[] = [];
let mailServers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  // The servers first: their mail thread says QUIT, so the mail servers close without waiting.
  for (const t of servers) await t.stop();
  for (const m of mailServers) await m.close();
  servers = [];
  mailServers = [];
});

/** A mail server that greets, then hangs up at the client's first command. */
async function hangingUp() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.write('220 mail.test ESMTP\r\n');
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function serverOn(port: number) {
  const log = capturedLogger();
  const mail = smtpMail(port, { retryBaseMs: 150, retryMaxMs: 300 });
  const t = await startTestServer({ trustProxy: 1, publicUrl: 'https://academy.test', mail, logger: log.logger });
  servers.push(t);
  return { t, log };
}
const subscribe = (t: TestServer, email: string) =>
  t.req(API.subscriptions, { method: 'POST', json: { email }, headers: { 'X-Forwarded-For': '10.31.0.1' } });
const alive = async (t: TestServer) => expect((await t.req(API.site)).status).toBe(200);

describe('sending beside the API (the mail worker thread)', () => {
  it('a mail server hanging up fails the attempts, which are retried with backoff; the server keeps answering and the email arrives once', async () => {
    const down = await hangingUp();
    mailServers.push(down);
    const { t, log } = await serverOn(down.port);
    expect((await subscribe(t, 'dropped@example.com')).status).toBe(202);
    await expect.poll(() => down.connections(), waitFor).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => log.messages().filter((m) => /delivery .* cut off \(attempt \d\)/.test(m)).length, waitFor)
      .toBeGreaterThanOrEqual(2);
    await alive(t);
    expect(log.messages().join('\n')).not.toContain('dropped@example.com');

    // The mail server comes back on the same port: the next retry goes through, once.
    await down.close();
    mailServers = [];
    const smtp = await startSmtp(down.port);
    mailServers.push(smtp);
    await expect.poll(() => smtp.to('dropped@example.com').length, waitFor).toBe(1);
    await t.services.families!.queue.idle();
    expect(smtp.to('dropped@example.com')[0].parsed.subject).toMatch(/^Confirm/);
    expect(smtp.received).toHaveLength(1);
    await alive(t);
  });

  it('the mail thread dying mid-send fails that send, which is retried in a new thread', async () => {
    const smtp: Smtp = await startSmtp();
    mailServers.push(smtp);
    const { t, log } = await serverOn(smtp.port);
    smtp.state.hold = true;
    expect((await subscribe(t, 'held@example.com')).status).toBe(202);
    await expect.poll(() => smtp.state.held, waitFor).toBe(1);
    const thread = t.services.families!.mailThread!;
    const first = thread.worker!;
    smtp.state.hold = false;
    await first.terminate();
    await expect.poll(() => smtp.to('held@example.com').length, waitFor).toBe(1);
    expect(thread.worker).not.toBe(first);
    expect(log.messages().some((m) => /cut off \(attempt 1\): The mail worker stopped/.test(m))).toBe(true);
    await alive(t);
  });

  it('the thread keeps a few SMTP connections open for a burst, and ends when idle', async () => {
    const smtp = await startSmtp();
    mailServers.push(smtp);
    const from = { name: 'Core Academy', address: 'notices@academy.test' };
    const thread = new MailThread({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, connections: 3 }, () => {}, 300);
    const mail = (i: number) => ({
      to: `family${i}@example.com`,
      subject: `Notice ${i}`,
      text: 'Text',
      html: '<p>HTML</p>',
      headers: { 'List-Unsubscribe': '<https://academy.test/u?token=x>' },
    });
    let next = 0;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < 30) await thread.send(mail(next++));
      }),
    );
    expect(smtp.received).toHaveLength(30);
    expect(smtp.state.connections).toBeLessThanOrEqual(3);
    const one = smtp.to('family7@example.com')[0];
    expect(one.parsed.from?.value[0]).toEqual({ name: 'Core Academy', address: 'notices@academy.test' });
    expect(one.header('List-Unsubscribe')).toBe('<https://academy.test/u?token=x>');
    await expect.poll(() => thread.worker, waitFor).toBeNull();
    await thread.send(mail(30));
    expect(smtp.to('family30@example.com')).toHaveLength(1);
    await thread.close();
    await expect(thread.send(mail(31))).rejects.toThrow(/stopped/);
  });
});
