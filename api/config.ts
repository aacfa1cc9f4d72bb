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
  /** Number of proxy hops to trust for X-Forwarded-For / X-Forwarded-Proto (0: none). */
  trustProxy: number;
  /** Built web app folder; absent folder => a small "not built" page. */
  webDist: string;
  /** The request log (LOG=silent turns it off); server messages are always logged. */
  log: boolean;
  logFormat: LogFormat;
};

export class ConfigError extends Error {}

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
    trustProxy,
    webDist: path.resolve(env.WEB_DIST || path.join(APP_ROOT, 'web', 'dist')),
    log: env.LOG !== 'silent' && env.NODE_ENV !== 'test',
    logFormat,
  };
}
