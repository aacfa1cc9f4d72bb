import path from 'node:path';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '../shared/dates';
import { logFormatFrom, type LogFormat } from './log/logger';
import { APP_ROOT } from './paths';
import { readPushConfig, type PushConfig } from './features/push/config';

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
  /** RESTIC_REPOSITORY is set: off-site backups are configured (the dashboard says so before the first run). */
  offsiteConfigured: boolean;
  /** Notices by email to families (SMTP_URL set), else null. */
  mail: MailConfig | null;
  /** Web Push to families' devices (always on: it needs no outside account). */
  push: PushConfig;
  /** Enrollment: how long a freed seat's offer holds (OFFER_HOURS), how long ended ones are kept. */
  enrollment: EnrollmentConfig;
};

export type EnrollmentConfig = { offerHours: number; retentionDays: number };

/** OFFER_HOURS (default 48) and ENROLLMENT_RETENTION_DAYS (default 365). */
export function readEnrollmentConfig(env: NodeJS.ProcessEnv): EnrollmentConfig {
  const num = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new ConfigError(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
    return n;
  };
  return {
    offerHours: num('OFFER_HOURS', 48, 0.01, 24 * 30),
    retentionDays: num('ENROLLMENT_RETENTION_DAYS', 365, 0, 3650),
  };
}

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type MailConfig = {
  smtpUrl: string;
  from: string;
  /** At most this many emails a second (MAIL_RATE). */
  rate: number;
  /** The weekly digest's day and time in the academy's timezone; null with DIGEST=off. */
  digest: { weekday: Weekday; time: string } | null;
  /** First retry of a failed address after this, doubling up to retryMaxMs (NOTIFY_RETRY_MS...). */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * The clock of notices (publishAt, the 14-day window, the digest's minute, expiries, the
   * hourly confirmation limit). Date.now in production; tests start the server with their own.
   */
  now: () => number;
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

/** SMTP_URL checked: a URL with smtp:// or smtps:// and a host. */
function smtpUrlOf(smtpUrl: string): URL {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL like smtps://user:password@smtp.example.com:465');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps:// and name a host, got "${url.protocol}//..."`);
  return url;
}

/** NOTIFY_FROM's rule: NOTIFY_FROM, else the SMTP user when it is an address, else NOTIFY_EMAIL. */
function notifyFrom(env: NodeJS.ProcessEnv, url: URL, to: string): string {
  const user = decodeURIComponent(url.username);
  return (env.NOTIFY_FROM || '').trim() || (EMAIL.test(user) ? user : to);
}

/**
 * SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM and the retry timings. Contact messages are emailed when
 * both of the first two are set; SMTP_URL alone is fine (families' notices use it).
 */
export function readNotifyConfig(env: NodeJS.ProcessEnv): NotifyConfig | null {
  const smtpUrl = env.SMTP_URL || '';
  const to = (env.NOTIFY_EMAIL || '').trim();
  if (!smtpUrl && !to) return null;
  if (!smtpUrl) throw new ConfigError('NOTIFY_EMAIL is set but SMTP_URL is not: set both to email contact messages');
  const url = smtpUrlOf(smtpUrl);
  if (!to) return null;
  if (!EMAIL.test(to)) throw new ConfigError(`NOTIFY_EMAIL must be an email address, got "${to}"`);
  const from = notifyFrom(env, url, to);
  if (!EMAIL.test(from)) throw new ConfigError(`NOTIFY_FROM must be an email address, got "${from}"`);
  const { retryBaseMs, retryMaxMs } = readRetry(env);
  return { smtpUrl, to, from, retryBaseMs, retryMaxMs };
}

/** NOTIFY_RETRY_MS and NOTIFY_RETRY_MAX_MS (contact messages and families' notices alike). */
function readRetry(env: NodeJS.ProcessEnv) {
  const ms = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a number of milliseconds, got "${raw}"`);
    return n;
  };
  const retryBaseMs = ms('NOTIFY_RETRY_MS', 60_000);
  const retryMaxMs = Math.max(retryBaseMs, ms('NOTIFY_RETRY_MAX_MS', 60 * 60_000));
  return { retryBaseMs, retryMaxMs };
}

/** SMTP_URL, MAIL_FROM, MAIL_RATE, DIGEST, DIGEST_WEEKDAY, DIGEST_TIME: families' notices, or null. */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig | null {
  const smtpUrl = env.SMTP_URL || '';
  if (!smtpUrl) return null;
  const url = smtpUrlOf(smtpUrl);
  const from = (env.MAIL_FROM || '').trim() || notifyFrom(env, url, (env.NOTIFY_EMAIL || '').trim());
  if (!EMAIL.test(from))
    throw new ConfigError(
      from
        ? `MAIL_FROM must be an email address, got "${from}"`
        : 'SMTP_URL is set but no sender address: set MAIL_FROM (or NOTIFY_FROM)',
    );
  const rateRaw = env.MAIL_RATE ?? '';
  const rate = rateRaw === '' ? 5 : Number(rateRaw);
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1000)
    throw new ConfigError(`MAIL_RATE must be a number of emails per second (e.g. 5), got "${rateRaw}"`);
  const digestOff = /^(off|false|0|no)$/i.test(env.DIGEST ?? '');
  if (env.DIGEST && !digestOff && !/^(on|true|1|yes)$/i.test(env.DIGEST))
    throw new ConfigError(`DIGEST must be on or off, got "${env.DIGEST}"`);
  const weekday = (env.DIGEST_WEEKDAY || 'SU').toUpperCase();
  if (!(WEEKDAYS as readonly string[]).includes(weekday))
    throw new ConfigError(`DIGEST_WEEKDAY must be one of ${WEEKDAYS.join(', ')}, got "${env.DIGEST_WEEKDAY}"`);
  const time = env.DIGEST_TIME || '18:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
    throw new ConfigError(`DIGEST_TIME must be HH:MM (24-hour), got "${env.DIGEST_TIME}"`);
  return {
    smtpUrl,
    from,
    rate,
    digest: digestOff ? null : { weekday: weekday as Weekday, time },
    ...readRetry(env),
    now: () => Date.now(),
  };
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
  const mail = readMailConfig(env);
  const publicUrl = readPublicUrl(env.PUBLIC_URL, port);
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
    publicUrl,
    trustProxy,
    webDist: path.resolve(env.WEB_DIST || path.join(APP_ROOT, 'web', 'dist')),
    log: env.LOG !== 'silent' && env.NODE_ENV !== 'test',
    logFormat,
    notify: readNotifyConfig(env),
    offsiteConfigured: Boolean(env.RESTIC_REPOSITORY?.trim()),
    mail,
    push: readPushConfig(env, mail?.from ?? (env.MAIL_FROM?.trim() || undefined), publicUrl, (m) => {
      throw new ConfigError(m);
    }),
    enrollment: readEnrollmentConfig(env),
  };
}
