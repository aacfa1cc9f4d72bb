import { ConfigError } from './config';
import { startServer } from './server';
import { StoreError } from './storage/storeError';

/** Entry point: reads the environment, starts, prints the URL and any generated passwords. */
const stamp = () => new Date().toISOString();
const log = (line: string) => console.log(`${stamp()} ${line}`);

try {
  const server = await startServer({ log });
  const { config } = server.services;
  log(
    `start data_dir=${config.dataDir} timezone=${config.timezone} seed=${config.seed}${server.seeded ? ' (demo content added)' : ''} trust_proxy=${config.trustProxy}`,
  );
  const generated = Object.entries(server.generatedPasswords);
  if (generated.length) {
    console.log('\n  Generated passwords (also written to DATA_DIR/initial-passwords.txt, mode 600):');
    for (const [name, pw] of generated) console.log(`    ${name.padEnd(9)} ${pw}`);
    console.log('  Change them with: npm run set-password -- admin|photos|training\n');
  }
  log(`listening url=${server.url} port=${server.port}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`stop signal=${signal} finishing requests and writes`);
    const force = setTimeout(() => {
      log('stop timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(() => {
      log('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (e) {
  if (e instanceof ConfigError || e instanceof StoreError) {
    console.error(`${stamp()} cannot start: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
