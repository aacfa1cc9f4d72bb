// The notice queue's records and the email it sends (queue.ts), named by the features that queue.
import type { NoticeKind } from '../../shared/schemas';
import type { ExternalContent, NoticeContent } from './content';
import type { NoticeQueue } from './queue';

/** A confirmation email travels the same queue; it is no notice of GET /api/notices. */
export type QueueKind = NoticeKind | 'confirmation';
export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
export type Delivery = {
  sub: string;
  state: DeliveryState;
  attempts: number;
  /** Epoch ms of the next attempt of a failed delivery; 0 when it is given up. */
  next: number;
  error: string;
};
export type Notice = {
  id: string;
  kind: QueueKind;
  /** What the notice is about ('announcement:<id>', 'cancel:<event>:<date>:...', 'digest:<date>'). */
  key: string;
  title: string;
  createdAt: string;
  announcementId?: string;
  content: NoticeContent;
  deliveries: Delivery[];
  /** Counts of a notice whose deliveries were folded away (older than FOLD_AFTER_MS). */
  folded?: { sent: number; failed: number };
};
/** One email ready to go out; null from build() skips the delivery (unsubscribed, nothing to say). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};
/**
 * What another feature needs to email a family through the families' queue (enrollment's emails):
 * its own builder of each email, and the queue. services.ts hands it the families' service.
 */
export type ExternalMail = {
  builders: Map<string, (content: ExternalContent, recipientId: string) => OutgoingMail | null>;
  queue: NoticeQueue;
};
export type Transport = (mail: OutgoingMail) => Promise<void>;

/**
 * The line a notice's emails wait in: urgent notices and cancellations before everything else
 * queued, then confirmations (a person is waiting for one), then news and digests. A flood of
 * 10,000 confirmations held an urgent notice back for ~35 minutes when they shared a line.
 */
export function laneOf(kind: QueueKind): number {
  if (kind === 'urgent' || kind === 'cancellations') return 0;
  return kind === 'confirmation' ? 1 : 2;
}

/** Emails in flight at once at this MAIL_RATE (and SMTP connections kept open for them). */
export const sendConcurrency = (rate: number) => Math.max(1, Math.min(8, Math.ceil(rate)));
