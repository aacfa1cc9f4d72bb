import crypto from 'node:crypto';
import path from 'node:path';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

export type TokenPurpose = 'confirm' | 'manage' | 'enroll-confirm' | 'enroll-manage' | 'enroll-offer';

/**
 * The tokens of families' links: `<record id>.<HMAC-SHA256(key, purpose:id:stamp)>`. The key is
 * made once and kept in DATA_DIR/mail-key.json (mode 600); nothing else about a token is stored,
 * so the subscriptions file and a backup of it hold no usable link. The stamp is what revokes:
 * the confirmation's issue time (a newer email replaces the link), the manage token's version.
 */
export class LinkTokens {
  private key: Buffer = Buffer.alloc(0);

  async load(dataDir: string, tracker: WriteTracker) {
    const doc = new JsonDoc<{ key: string }>(path.join(dataDir, 'mail-key.json'), tracker, true);
    const existed = await doc.load(() => ({ key: crypto.randomBytes(32).toString('base64url') }));
    if (!existed) await doc.write();
    if (typeof doc.data.key !== 'string' || doc.data.key.length < 32) throw new Error(`${doc.file} holds no key`);
    this.key = Buffer.from(doc.data.key, 'base64url');
  }

  private mac(purpose: TokenPurpose, id: string, stamp: string) {
    return crypto.createHmac('sha256', this.key).update(`${purpose}:${id}:${stamp}`).digest('base64url');
  }

  make(purpose: TokenPurpose, id: string, stamp: string): string {
    return `${id}.${this.mac(purpose, id, stamp)}`;
  }

  /** The record id a token names (not yet checked), or null when it is not shaped like one. */
  idOf(token: string): string | null {
    const m = /^([A-Za-z0-9_-]{1,64})\.[A-Za-z0-9_-]{43}$/.exec(token);
    return m ? m[1] : null;
  }

  /** Whether the token is the one made for this purpose, id and stamp (constant-time). */
  check(token: string, purpose: TokenPurpose, id: string, stamp: string): boolean {
    const want = Buffer.from(this.make(purpose, id, stamp));
    const got = Buffer.from(token);
    return want.length === got.length && crypto.timingSafeEqual(want, got);
  }
}
