import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WriteTracker } from '../storage/writeTracker';
import { tempDir } from '../testing/harness';
import { NoticeQueue, type OutgoingMail, type Transport } from './queue';

const waitFor = { timeout: 10_000, interval: 10 };
const content = { type: 'confirmation' as const };
let open: NoticeQueue[] = [];
afterEach(async () => {
  await Promise.all(open.map((q) => q.stop()));
  open = [];
});

/** A queue over a data folder; the transport is the SMTP boundary, recorded here. */
async function queueIn(dir: string, transport: Transport, rate = 1000) {
  const q = new NoticeQueue(dir, new WriteTracker(), {
    rate,
    retryBaseMs: 100,
    retryMaxMs: 1000,
    build: (_n, d) => ({ to: `${d.sub}@example.com`, subject: 's', text: 't', html: 'h', headers: {} }),
    transport,
    log: () => {},
  });
  await q.load();
  q.start();
  open.push(q);
  return q;
}
const recorder = () => {
  const sent: { to: string; at: number }[] = [];
  const transport: Transport = async (m: OutgoingMail) => void sent.push({ to: m.to, at: Date.now() });
  return { sent, transport };
};

describe('the notice queue', () => {
  it('a delivery found "sending" after a crash (cut off before the SMTP answer) is sent again, with the pending ones', async () => {
    const dir = tempDir();
    const head = {
      id: 'n1',
      kind: 'urgent',
      key: 'announcement:a1',
      title: 'T',
      createdAt: new Date().toISOString(),
      content,
    };
    fs.writeFileSync(
      path.join(dir, 'notices.jsonl'),
      [
        JSON.stringify({ m: { since: 1 } }),
        JSON.stringify({ n: { ...head, to: ['a', 'b', 'c'] } }),
        JSON.stringify({ d: ['n1', 'a', 'sent', 1, 0, ''] }),
        JSON.stringify({ d: ['n1', 'b', 'sending', 1, 0, ''] }),
        '{"d":["n1","c","sen', // torn by the crash
      ].join('\n'),
    );
    const { sent, transport } = recorder();
    const q = await queueIn(dir, transport);
    await expect.poll(() => q.summaries()[0], waitFor).toMatchObject({ sent: 3, failed: 0, pending: 0 });
    expect(sent.map((s) => s.to).sort()).toEqual(['b@example.com', 'c@example.com']);
    expect(q.hasKey('announcement:a1')).toBe(true);
    expect(
      await q.create({ kind: 'urgent', key: 'announcement:a1', title: 'again', content, recipients: ['a'], at: 0 }),
    ).toBeNull();
  });

  it('a second queue on the same folder after a restart sends nothing twice', async () => {
    const dir = tempDir();
    const first = recorder();
    const q1 = await queueIn(dir, first.transport);
    await q1.create({ kind: 'announcements', key: 'k1', title: 'T', content, recipients: ['a', 'b'], at: Date.now() });
    await expect.poll(() => first.sent.length, waitFor).toBe(2);
    await q1.idle();
    await q1.stop();
    const second = recorder();
    const q2 = await queueIn(dir, second.transport);
    await q2.create({ kind: 'announcements', key: 'k1', title: 'T', content, recipients: ['a', 'b'], at: Date.now() });
    await q2.idle();
    expect(second.sent).toEqual([]);
    expect(q2.summaries()[0]).toMatchObject({ sent: 2, failed: 0, pending: 0 });
  });

  it('retries a failed address with backoff, the others unaffected', async () => {
    const dir = tempDir();
    const tries: Record<string, number[]> = {};
    const transport: Transport = async (m) => {
      (tries[m.to] ??= []).push(Date.now());
      if (m.to === 'bad@example.com' && tries[m.to].length < 3) throw new Error('451 <bad@example.com> try later');
    };
    const q = await queueIn(dir, transport);
    await q.create({ kind: 'digest', key: 'd1', title: 'T', content, recipients: ['bad', 'good'], at: Date.now() });
    await expect.poll(() => q.summaries()[0], waitFor).toMatchObject({ sent: 2, failed: 0, pending: 0 });
    expect(tries['good@example.com'].length).toBe(1);
    const [t1, t2, t3] = tries['bad@example.com'];
    expect(t2 - t1).toBeGreaterThanOrEqual(90);
    expect(t3 - t2).toBeGreaterThanOrEqual(190);
  });

  it('sends at most MAIL_RATE a second', async () => {
    const { sent, transport } = recorder();
    const q = await queueIn(tempDir(), transport, 20);
    const recipients = Array.from({ length: 11 }, (_, i) => `r${i}`);
    await q.create({ kind: 'announcements', key: 'r', title: 'T', content, recipients, at: Date.now() });
    await expect.poll(() => sent.length, waitFor).toBe(11);
    expect(sent[10].at - sent[0].at).toBeGreaterThanOrEqual(10 * 50 - 10);
  });

  it('urgent notices and cancellations go before queued confirmations and news', async () => {
    const { sent, transport } = recorder();
    const q = await queueIn(tempDir(), transport, 50);
    const flood = Array.from({ length: 40 }, (_, i) => `c${i}`);
    await q.create({ kind: 'confirmation', key: 'c', title: 'C', content, recipients: flood, at: Date.now() });
    await q.create({ kind: 'announcements', key: 'a', title: 'A', content, recipients: ['news'], at: Date.now() });
    await expect.poll(() => sent.length, waitFor).toBeGreaterThan(0);
    await q.create({ kind: 'urgent', key: 'u', title: 'U', content, recipients: ['urgent'], at: Date.now() });
    await q.create({ kind: 'cancellations', key: 'x', title: 'X', content, recipients: ['cancel'], at: Date.now() });
    await expect.poll(() => sent.length, waitFor).toBe(43);
    const order = sent.map((m) => m.to.split('@')[0]);
    // Within the few already in flight when they arrived, then first; news after every confirmation.
    expect(order.indexOf('urgent')).toBeLessThan(10);
    expect(order.indexOf('cancel')).toBeLessThan(10);
    // News after every confirmation was taken (within the 8 sends in flight at once, whose
    // transport calls may swap places).
    expect(order.indexOf('news'), order.join(' ')).toBeGreaterThanOrEqual(order.length - 8);
  });

  it('a skipped delivery (the family is gone) takes no slot of MAIL_RATE', async () => {
    const sent: number[] = [];
    const q = new NoticeQueue(tempDir(), new WriteTracker(), {
      rate: 5,
      retryBaseMs: 100,
      retryMaxMs: 1000,
      build: (_n, d) =>
        d.sub.startsWith('gone') ? null : { to: d.sub, subject: 's', text: 't', html: 'h', headers: {} },
      transport: async () => void sent.push(Date.now()),
      log: () => {},
    });
    await q.load();
    q.start();
    open.push(q);
    const gone = Array.from({ length: 500 }, (_, i) => `gone${i}`);
    const started = Date.now();
    await q.create({ kind: 'confirmation', key: 'g', title: 'G', content, recipients: [...gone, 'here'], at: started });
    await expect.poll(() => sent.length, waitFor).toBe(1);
    // 500 skips at 5 a second would have taken 100 s.
    expect(sent[0] - started).toBeLessThan(1000);
    expect(q.summaries()).toEqual([]);
  });

  it('an email cut off without the SMTP answer is retried and never shown as failed; a refusal is', async () => {
    let calls = 0;
    const states: { failed: number; pending: number }[] = [];
    const transport: Transport = async (m) => {
      calls++;
      if (m.to.startsWith('cut') && calls <= 2) throw new Error('Connection closed unexpectedly');
      if (m.to.startsWith('no')) throw Object.assign(new Error('550 no such user'), { responseCode: 550 });
    };
    const q = await queueIn(tempDir(), transport);
    await q.create({ kind: 'digest', key: 'd', title: 'D', content, recipients: ['cut', 'no'], at: Date.now() });
    await expect.poll(() => calls, waitFor).toBeGreaterThanOrEqual(2);
    states.push(q.summaries()[0]);
    await expect.poll(() => q.summaries()[0].sent, waitFor).toBe(1);
    expect(states[0].failed).toBeLessThanOrEqual(1);
    expect(q.summaries()[0]).toMatchObject({ sent: 1 });
    await q.idle();
    const final = q.summaries()[0];
    expect(final.sent).toBe(1);
    expect(final.failed + final.pending).toBe(1);
  });

  it('queued confirmations can be cleared; other notices are not touched', async () => {
    const { sent, transport } = recorder();
    const q = await queueIn(tempDir(), transport, 2);
    const flood = Array.from({ length: 30 }, (_, i) => `c${i}`);
    await q.create({ kind: 'confirmation', key: 'c', title: 'C', content, recipients: flood, at: Date.now() });
    await q.create({ kind: 'announcements', key: 'a', title: 'A', content, recipients: ['news'], at: Date.now() });
    expect(q.queuedConfirmations()).toBeGreaterThan(25);
    const cleared = await q.clearConfirmations();
    expect(cleared).toBeGreaterThan(25);
    expect(q.queuedConfirmations()).toBe(0);
    await expect.poll(() => sent.map((m) => m.to), waitFor).toContain('news@example.com');
    expect(sent.length).toBeLessThanOrEqual(31 - cleared);
  });
});
