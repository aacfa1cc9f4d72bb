import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig, type Config } from './config';
import { createApp } from './app';
import { fastPath } from './http/fastPath';
import { apiRoutes } from './routes';
import { takeTurns } from './http/turns';
import { API } from '../shared/routes';
import { loadCookieKeys } from './auth/cookieKeys';
import { createLogger, type Logger } from './log/logger';
import { migrateDataDir } from './storage/migrations';
import { seedDemo } from './seed/seed';
import { createServices, type Services } from './services';
import { purgeTrash } from './content/versions';
import { pageOffsetTable, setOffsetTable } from '../shared/dates';

export type StartOptions = Partial<Omit<Config, 'log'>> & {
  env?: NodeJS.ProcessEnv;
  /** Default: a new one in the configured format (logger.ts). */
  logger?: Logger;
  logRequests?: boolean;
  /** Answer the hot public lists before Koa (fastPath.ts). Default true; false in tests comparing the two. */
  fastPath?: boolean;
};
export type RunningServer = {
  url: string;
  port: number;
  services: Services;
  generatedPasswords: Partial<Record<'admin' | 'photos' | 'training', string>>;
  seeded: boolean;
  close(): Promise<void>;
};

/**
 * Requests Koa starts per turn of the event loop (turns.ts): ~1-2 ms each. Measured on two cores
 * at a load average of 16 (GET /api/health's slowest answer during 200 sign-ups at once): 8 a
 * turn 0.4-1.1 s, 3 a turn 0.3-0.36 s, every request at once 2.4-5.8 s.
 */
const REQUESTS_PER_TURN = 4;
/**
 * How long waiting requests are held while connections keep arriving (turns.ts): under a steady
 * stream of new connections the line still moves, a request every 10 ms at least.
 */
const HOLD_MAX_MS = 10;

/**
 * Loads the data folder (a damaged file throws, naming it), applies passwords, seeds an empty
 * folder when SEED=demo, and listens. close() stops accepting, lets requests finish, then
 * waits for every write in flight.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { env, logger: given, logRequests, fastPath: fast = true, ...overrides } = options;
  const base = readConfig(env ?? process.env);
  const config: Config = { ...base, ...overrides, log: logRequests ?? base.log };
  const logger = given ?? createLogger({ format: config.logFormat });
  // The server places its own dates (feed, months, emails) from the table its pages carry, not
  // one Intl lookup each: a fifth of a 5,000-event feed's build (bench/RESULTS.md, session 11).
  setOffsetTable(pageOffsetTable(config.timezone));
  const s = createServices(config, logger);
  await migrateDataDir(config.dataDir, { log: (line) => logger.info(line) }); // older data files forward, copy kept (migrations.ts)
  await s.db.load();
  await s.audit.load();
  await s.families?.load();
  await s.push.load();
  await s.enrollments.load();
  await purgeTrash(s.db); // entries older than 30 days (versions.ts)
  await s.healthProbe.removeLeftovers();
  await s.healthProbe.writable(); // the first GET /api/health does not wait for the disk
  const generatedPasswords = await s.passwords.init(config.passwords);
  await s.staff.load();
  s.sessions.accounts = s.staff.store;
  await s.sessions.load();
  await s.idempotency.load();
  await s.publicIdempotency.load();
  const keys = await loadCookieKeys(config.dataDir, s.db.tracker);
  let seeded = false;
  if (config.seed === 'demo' && s.db.fresh && s.db.isEmpty()) {
    await seedDemo(s);
    seeded = true;
  }
  const stopSweeping = s.uploadSweeper.start();
  s.notifier?.kick(); // emails still owed from before a restart
  s.families?.start(); // families' notices: what is owed, then what the content makes
  s.push.start(); // the same notices to families' devices
  s.enrollments.start(); // offers that ran out, requests never confirmed, the retention sweep
  const app = createApp(s, keys);
  const koa = app.callback();
  const early = fast ? fastPath(s, apiRoutes) : null;
  // A burst waits its turns (turns.ts); the monitor's probe never does.
  const turns = takeTurns({
    perTurn: REQUESTS_PER_TURN,
    handle: (req, res) => void koa(req, res),
    skip: (req) => req.url === API.health,
    holdMaxMs: HOLD_MAX_MS,
  });
  const handle = turns.request;
  const server = http.createServer(early ? (req, res) => early(req, res) || handle(req, res) : handle);
  server.on('connection', turns.connection);
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    services: s,
    generatedPasswords,
    seeded,
    close() {
      closing ??= (async () => {
        await stopSweeping();
        await s.notifier?.stop();
        s.enrollments.stop();
        await s.push.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        // After the last answer: a sign-up answered while closing still has its write and email waited for.
        await s.families?.stop();
        await s.auditRefusals.flush(); // the refusals counted so far, before the log's last write
        await s.db.tracker.idle();
      })();
      return closing;
    },
  };
}
