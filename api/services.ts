import path from 'node:path';
import { CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../shared/constants';
import { AdminSessions } from './adminSessions';
import type { Config } from './config';
import { Database } from './db';
import { IdempotencyStore } from './idempotency';
import { Passwords } from './passwords';
import { RateLimiter } from './rateLimit';
import { UploadGate } from './uploads';

/** What the routes and middleware share: configuration, data, secrets, limits. */
export type Services = {
  config: Config;
  db: Database;
  passwords: Passwords;
  sessions: AdminSessions;
  /** Answers of admin writes sent with an Idempotency-Key (idempotency.ts). */
  idempotency: IdempotencyStore;
  uploadsDir: string;
  uploadGate: UploadGate;
  limits: { adminLogin: RateLimiter; pageLogin: RateLimiter; contact: RateLimiter };
  log: (line: string) => void;
  startedAt: number;
};

export function createServices(config: Config, log: (line: string) => void): Services {
  const db = new Database(config.dataDir);
  const passwords = new Passwords(config.dataDir, db.tracker);
  return {
    config,
    db,
    passwords,
    sessions: new AdminSessions(config.dataDir, db.tracker, passwords),
    idempotency: new IdempotencyStore(config.dataDir, db.tracker, log),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    uploadGate: new UploadGate(db.content.galleryItems),
    limits: {
      adminLogin: new RateLimiter(LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS),
      pageLogin: new RateLimiter(LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS),
      contact: new RateLimiter(CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS),
    },
    log,
    startedAt: Date.now(),
  };
}
