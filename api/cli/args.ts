import fs from 'node:fs';

/**
 * Tiny argument reader shared by the backup and restore commands. `--env-file FILE` loads
 * variables (KEY=value lines, e.g. /etc/academy/academy.env) before anything reads them;
 * variables already set in the environment win.
 */
export function parseArgs(argv: string[], flags: string[], options: string[]) {
  const positional: string[] = [];
  const values: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') continue;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (flags.includes(name)) values[name] = true;
    else if (options.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`--${name} needs a value`);
      values[name] = v;
    } else throw new Error(`Unknown option --${name}`);
  }
  if (typeof values['env-file'] === 'string') loadEnvFile(values['env-file']);
  return { positional, values };
}

function loadEnvFile(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    let v = m[2];
    if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) v = v.slice(1, -1);
    if (process.env[m[1]] === undefined) process.env[m[1]] = v;
  }
}
