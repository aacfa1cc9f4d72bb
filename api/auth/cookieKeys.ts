import crypto from 'node:crypto';
import path from 'node:path';
import { JsonDoc } from '../storage/jsonDoc';
import type { WriteTracker } from '../storage/writeTracker';

/** Keys for Koa's signed cookies, generated once and kept in DATA_DIR/cookie-keys.json. */
export async function loadCookieKeys(dataDir: string, tracker: WriteTracker): Promise<string[]> {
  const doc = new JsonDoc<{ keys: string[] }>(path.join(dataDir, 'cookie-keys.json'), tracker, true);
  const existed = await doc.load(() => ({ keys: [crypto.randomBytes(32).toString('base64url')] }));
  if (!existed) await doc.write();
  if (!Array.isArray(doc.data.keys) || !doc.data.keys.length) throw new Error(`${doc.file} holds no keys`);
  return doc.data.keys;
}
