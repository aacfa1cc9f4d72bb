import path from 'node:path';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '../shared/dates';
import { logFormatFrom, type LogFormat } from './logger';
import { APP_ROOT } from './paths';

/** Everything the server reads from the environment, validated once at start-up. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  seed: 'demo' | 'none';
  passwords: { admin?: string; photos?: string; training?: string };
  siteName: string;
  contactEmail: string;
  timezone: string;
  /** The site's public origin (PUBLIC_URL, no path): the feed's UIDs and every link sent away use it. */
  publicUrl: string;
  /** Number of proxy hops to trust for X-Forwarded-For / X-Forwarded-Proto (0: none). */
  trustProxy: number;
  /** Built web app folder; absent folder => a small "not built" page. */
  webDist: string;
  /** The request log (LOG=silent turns it off); server messages are always logged. */
  log: boolean;
  logFormat: LogFormat;
  /** Email of each public contact message (SMTP_URL and NOTIFY_EMAIL both set), else null. */
  notify: NotifyConfig | null;
};

export type NotifyConfig = {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  smtpUrl: string;
  to: string;
  from: string;
  /** First retry after this, doubling each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
};

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM and the retry timings; both of the first two or neither. */
export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig | null {
  const smtpUrl = env.SMTP_URL || '';
  const to = (env.NOTIFY_EMAIL || '').trim();
  if (!smtpUrl && !to) return null;
  if (!smtpUrl) throw new ConfigError('NOTIFY_EMAIL is set but SMTP_URL is not: set both to email contact messages');
  if (!to) throw new ConfigError('SMTP_URL is set but NOTIFY_EMAIL is not: set both to email contact messages');
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${url.protocol}//..."`);
  if (!EMAIL.test(to)) throw new ConfigError(`NOTIFY_EMAIL must be an email address, got "${to}"`);
  const user = decodeURIComponent(url.username);
  const from = (env.NOTIFY_FROM || '').trim() || (EMAIL.test(user) ? user : to);
  if (!EMAIL.test(from)) throw new ConfigError(`NOTIFY_FROM must be an email address, got "${from}"`);
  const ms = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a number of milliseconds, got "${raw}"`);
    return n;
  };
  const retryBaseMs = ms('NOTIFY_RETRY_MS', 60_000);
  const retryMaxMs = Math.max(retryBaseMs, ms('NOTIFY_RETRY_MAX_MS', 60 * 60_000));
  return { smtpUrl, to, from, retryBaseMs, retryMaxMs };
}

export class ConfigError extends Error {}

/** PUBLIC_URL: an http(s) origin (a trailing slash is dropped), default http://localhost:PORT. */
export function readPublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  const value = raw.trim();
  const refuse = () => {
    throw new ConfigError(`PUBLIC_URL must be an origin like https://academy.example (no path), got "${raw}"`);
  };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return refuse();
  if (value.replace(/\/$/, '').toLowerCase() !== url.origin.toLowerCase()) return refuse();
  return url.origin;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const seed = (env.SEED || 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none') throw new ConfigError(`SEED must be demo or none, got "${env.SEED}"`);
  const timezone = env.SITE_TIMEZONE || DEFAULT_TIMEZONE;
  if (!isValidTimeZone(timezone)) throw new ConfigError(`SITE_TIMEZONE is not a known IANA timezone: "${timezone}"`);
  const tp = (env.TRUST_PROXY || '').toLowerCase();
  const trustProxy = tp === '' || tp === 'false' || tp === '0' ? 0 : tp === 'true' ? 1 : Number(tp);
  if (!Number.isInteger(trustProxy) || trustProxy < 0)
    throw new ConfigError(`TRUST_PROXY must be true, false or a hop count, got "${env.TRUST_PROXY}"`);
  const logFormat = logFormatFrom(env.LOG_FORMAT, process.stdout.isTTY);
  if (!logFormat) throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    seed,
    passwords: {
      admin: env.ADMIN_PASSWORD || undefined,
      photos: env.PHOTOS_PASSWORD || undefined,
      training: env.TRAINING_PASSWORD || undefined,
    },
    siteName: env.SITE_NAME || 'Core Performing Arts Academy',
    contactEmail: env.CONTACT_EMAIL || 'info@coreperformingarts.org',
    timezone,
    publicUrl: readPublicUrl(env.PUBLIC_URL, port),
    trustProxy,
    webDist: path.resolve(env.WEB_DIST || path.join(APP_ROOT, 'web', 'dist')),
    log: env.LOG !== 'silent' && env.NODE_ENV !== 'test',
    logFormat,
    notify: readNotifyConfig(env),
  };
}
