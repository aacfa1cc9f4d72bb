import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConnectionStatus } from '../../shared/transport';

/**
 * "Sign out and remove this computer's data", for a shared computer: the saved lists and images
 * (families' messages among them), the edit queue, the logs and the session token. Asked in a
 * native dialog in main, so a page cannot skip it; the edits not yet sent are named, since they
 * are lost with it. settings.json stays (the server's address and the window's place: nothing
 * about the academy's families), so the app opens on the sign-in again.
 */
export type Question = {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: true;
};

const MAX_NAMED = 10;

export function removeDataQuestion(status: ConnectionStatus): Question {
  const unsent = [...status.queued, ...status.failed];
  const named = unsent.slice(0, MAX_NAMED).map((e) => `• ${e.description}`);
  if (unsent.length > MAX_NAMED) named.push(`• and ${unsent.length - MAX_NAMED} more`);
  const edits =
    unsent.length === 0
      ? 'No changes are waiting to be sent.'
      : `${unsent.length === 1 ? 'This change has' : `These ${unsent.length} changes have`} not reached the server and will be lost:\n${named.join('\n')}`;
  return {
    type: 'warning',
    title: 'Core Academy Admin',
    message: 'Sign out and remove this computer’s data?',
    detail:
      'The saved lists and images, the changes waiting to be sent, the app’s logs and your sign-in are removed ' +
      `from this computer. What is on the server is not touched.\n\n${edits}`,
    buttons: ['Remove and sign out', 'Cancel'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

/** Removes every server's folder (cache, media, queue, token, damaged copies) and the logs' contents. */
export async function removeLocalFiles(userDataDir: string, logsDir: string | undefined): Promise<void> {
  await rm(join(userDataDir, 'servers'), { recursive: true, force: true });
  if (!logsDir) return;
  const names = await readdir(logsDir).catch(() => [] as string[]);
  await Promise.all(names.map((n) => rm(join(logsDir, n), { recursive: true, force: true })));
}
