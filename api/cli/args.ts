import fs from 'node:fs';

/** A command line that cannot be run as given: the command prints the reason and its usage. */
export class UsageError extends Error {}

/**
 * Runs a command's body: any failure is one line on stderr (`name: reason`), followed by the
 * usage for a bad command line, and a non-zero exit; never a stack trace.
 */
export async function runCli(name: string, usage: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    if (e instanceof UsageError) {
      console.error(`${name}: ${message}\n${usage}`);
      process.exit(2);
    }
    console.error(`${name}: failed: ${message}`);
    process.exit(1);
  }
}

/**
 * Tiny argument reader shared by the backup and restore commands. `--env-file FILE` loads
 * variables (KEY=value lines, e.g. /etc/academy/academy.env; may be given more than once) before anything reads them;
 * variables already set in the environment win.
 */
export function parseArgs(argv: string[], flags: string[], options: string[]) {
  const positional: string[] = [];
  const values: Record<string, string | true> = {};
  // Repeatable: the server's settings and the off-site ones live in two files.
  const envFiles: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (name === 'env-file' && options.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`--${name} needs a value`);
      envFiles.push(v);
    } else if (flags.includes(name)) values[name] = true;
    else if (options.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`--${name} needs a value`);
      values[name] = v;
    } else throw new UsageError(`Unknown option --${name}`);
  }
  for (const file of envFiles) loadEnvFile(file);
  return { positional, values };
}

function loadEnvFile(file: string) {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read --env-file ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    let v = m[2];
    if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
    if (process.env[m[1]] === undefined) process.env[m[1]] = v;
  }
}
