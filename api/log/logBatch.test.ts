import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferStream, LogBatch } from './logBatch';
import { tempDir } from '../testing/harness';

const dir = tempDir('academy-log-batch-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const HOUR = 3_600_000;
/** A batch writing to a new file through pino's asynchronous stream, as the server's log does. */
async function open(maxBytes: number, maxMs: number) {
  const file = path.join(dir, `log-${++n}.txt`);
  const out = bufferStream({ dest: file, mkdir: true });
  await new Promise((r) => out.once('ready', r));
  return { batch: new LogBatch(out, maxBytes, maxMs), text: () => fs.readFileSync(file, 'utf8') };
}

describe('LogBatch', () => {
  it('holds lines until the batch is full', async () => {
    const { batch, text } = await open(100, HOUR);
    batch.write('a'.repeat(40) + '\n');
    batch.write('b'.repeat(40) + '\n');
    await new Promise((r) => setTimeout(r, 50));
    expect(text()).toBe('');
    batch.write('c'.repeat(40) + '\n'); // would make 123 bytes: the first two go, this one starts the next batch
    await expect.poll(text).toBe(`${'a'.repeat(40)}\n${'b'.repeat(40)}\n`);
    batch.write('d'.repeat(58) + '\n'); // 41 + 59 bytes: exactly full
    await expect.poll(text).toBe(`${'a'.repeat(40)}\n${'b'.repeat(40)}\n${'c'.repeat(40)}\n${'d'.repeat(58)}\n`);
  });

  it('writes a small batch when its time is up', async () => {
    const { batch, text } = await open(4096, 30);
    batch.write('one\n');
    await expect.poll(text).toBe('one\n');
  });

  it('loses nothing sent while the previous batch is still being written', async () => {
    const { batch, text } = await open(4096, HOUR);
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i}\n`);
    for (const line of lines) {
      batch.write(line);
      batch.send(); // most of these come while a write is in progress
    }
    await expect.poll(text).toBe(lines.join(''));
  });

  it('drain resolves once everything held and sent is written', async () => {
    const { batch, text } = await open(64, HOUR);
    const lines = Array.from({ length: 500 }, (_, i) => `entry ${i}\n`);
    for (const line of lines) batch.write(line);
    await batch.drain(5_000);
    expect(text()).toBe(lines.join(''));
  });

  it('keeps every character of lines in any script, and a line longer than a batch, in order', async () => {
    const { batch, text } = await open(64, HOUR);
    const lines = ['Día de práctica 🥁\n', 'x'.repeat(100) + '\n', 'Ensayo: 鼓号队\n', 'é'.repeat(21) + '\n'];
    for (const line of lines) batch.write(line);
    await batch.drain(5_000);
    expect(text()).toBe(lines.join(''));
  });
});
