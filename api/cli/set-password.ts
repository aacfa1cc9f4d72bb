/**
 * npm run set-password -- admin|photos|training
 * Reads the new password from stdin (or asks on a terminal, without echo), stores its scrypt
 * hash in DATA_DIR/secrets.json and bumps its version: a running server notices within a
 * second; an admin change ends every admin session, a page change every page cookie.
 */
import readline from 'node:readline';
import { readConfig } from '../config';
import { Passwords, SECRET_NAMES, type SecretName } from '../auth/passwords';
import { WriteTracker } from '../storage/writeTracker';
import { parseArgs, runCli, UsageError } from './args';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      process.stdout.write(q);
      (rl as typeof rl & { _writeToOutput(s: string): void })._writeToOutput = () => {};
      rl.question('', (a) => {
        process.stdout.write('\n');
        resolve(a);
      });
    });
  const a = await ask('New password: ');
  const b = await ask('Repeat it: ');
  rl.close();
  if (a !== b) throw new Error('The passwords do not match');
  return a;
}

const USAGE = 'Usage: npm run set-password -- admin|photos|training   (password from stdin or prompt)';

await runCli('set-password', USAGE, async () => {
  const { positional, values } = parseArgs(process.argv.slice(2), ['help'], []);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const name = positional[0] as SecretName;
  if (positional.length !== 1 || !SECRET_NAMES.includes(name))
    throw new UsageError(positional.length ? `unknown password "${positional.join(' ')}"` : 'which password?');
  const config = readConfig();
  const password = await readPassword();
  if (password.length < 8) throw new Error('Use at least 8 characters');
  const passwords = new Passwords(config.dataDir, new WriteTracker());
  await passwords.init({});
  const version = await passwords.set(name, password);
  console.log(
    `${name} password changed (version ${version}) in ${config.dataDir}.${name === 'admin' ? ` It is the first owner account's password ("Owner"); every session of that account has ended.` : ` Every ${name} page access has ended.`}`,
  );
});
