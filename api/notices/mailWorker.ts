/**
 * The mail worker thread (started by mailThread.ts): composes and sends families' emails with
 * nodemailer, so MIME, TLS and socket work never run on the event loop that answers requests.
 * Each send is one attempt; success or the error's message goes back to the queue, which
 * keeps the log, the rate and the retries.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { OutgoingMail } from './queue';
import { smtpSender, type SmtpOptions } from './smtp';

export type ToWorker = { id: number; mail: OutgoingMail } | { close: true };
/** `code`: the SMTP server's reply code to a refused email; absent when it never answered. */
export type FromWorker = { id: number; error?: string; code?: number };

const port = parentPort!;
const sender = smtpSender(workerData as SmtpOptions);
port.on('message', (m: ToWorker) => {
  if ('close' in m) {
    // The pool says QUIT on its open connections; the thread ends once they are closed.
    void sender.close().finally(() => port.close());
    return;
  }
  sender.send(m.mail).then(
    () => port.postMessage({ id: m.id } satisfies FromWorker),
    (e: unknown) => {
      const code = (e as { responseCode?: unknown })?.responseCode;
      port.postMessage({
        id: m.id,
        error: String((e as Error)?.message ?? e),
        ...(typeof code === 'number' ? { code } : {}),
      } satisfies FromWorker);
    },
  );
});
