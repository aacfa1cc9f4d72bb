import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export type CliRun = { code: number; stdout: string; stderr: string };
export type CliScript = 'backup' | 'restore' | 'set-password';

/**
 * Runs one of api/cli's commands as `npm run <script>` would (tsx on this Node), with only PATH,
 * HOME and the given variables in its environment, and collects what it printed.
 */
export function runCli(script: CliScript, args: string[], env: Record<string, string>) {
  return new Promise<CliRun>((resolve) => {
    const child = spawn(process.execPath, [TSX, path.join(ROOT, 'api/cli', `${script}.ts`), ...args], {
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
