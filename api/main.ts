import { ConfigError } from './config';
import { createLogger, flushLogger, logFormatFrom } from './log/logger';
import { startServer } from './server';
import { StoreError } from './storage/storeError';

/** Entry point: reads the environment, starts, logs the URL and any generated passwords. */
const logger = createLogger({ format: logFormatFrom(process.env.LOG_FORMAT, process.stdout.isTTY) ?? 'json' });
/**
 * Ends by writing the log's last lines, then letting the event loop drain; a handle left open
 * cannot hold the process for more than two seconds.
 */
const exit = (code: number) => {
  process.exitCode = code;
  void flushLogger(logger);
  setTimeout(() => process.exit(code), 2000).unref();
};

try {
  const server = await startServer({ logger });
  const { config } = server.services;
  logger.info(
    `start data_dir=${config.dataDir} timezone=${config.timezone} seed=${config.seed}${server.seeded ? ' (demo content added)' : ''} trust_proxy=${config.trustProxy}`,
  );
  const generated = Object.entries(server.generatedPasswords);
  if (generated.length) {
    logger.info(
      [
        'Generated passwords (also written to DATA_DIR/initial-passwords.txt, mode 600):',
        ...generated.map(([name, pw]) => `    ${name.padEnd(9)} ${pw}`),
        '  Change them with: npm run set-password -- admin|photos|training',
      ].join('\n'),
    );
  }
  logger.info(`listening url=${server.url} port=${server.port}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`stop signal=${signal} finishing requests and writes`);
    const force = setTimeout(() => {
      logger.error('stop timed out; exiting');
      exit(1);
    }, 10_000);
    force.unref();
    void server.close().then(() => {
      logger.info('stopped');
      exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (e) {
  if (e instanceof ConfigError || e instanceof StoreError) {
    logger.fatal(`cannot start: ${e.message}`);
    exit(1);
  } else {
    await flushLogger(logger);
    throw e;
  }
}
