import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { createBackend, serverFolderName } from './backend';
import { damagedFilesMessage, damagedName, type SetAside } from './files-atomic';

const cipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(s),
  decryptString: (b: Buffer) => b.toString(),
};

describe('damaged files at start', () => {
  it('names the kept copy with a timestamp Windows accepts', () => {
    expect(damagedName('/d/queue.json', new Date('2026-11-24T08:36:37.5Z'))).toBe(
      '/d/queue.damaged-2026-11-24T08-36-37Z.json',
    );
  });

  it('says nothing when no file was damaged', () => {
    expect(damagedFilesMessage([])).toBeNull();
  });

  it('tells what was lost and where the damaged copy is', () => {
    const one = damagedFilesMessage([{ file: '/d/queue.json', keptAs: '/d/queue.damaged-X.json' }]);
    expect(one?.message).toBe('A damaged file was set aside');
    expect(one?.detail).toContain('queue.json could not be read');
    expect(one?.detail).toContain('Edits waiting to be sent');
    expect(one?.detail).toContain('/d/queue.damaged-X.json');
    const two = damagedFilesMessage([
      { file: '/d/settings.json', keptAs: '/d/settings.damaged-X.json' },
      { file: '/d/queue.json', keptAs: '/d/queue.damaged-X.json' },
    ]);
    expect(two?.message).toBe('2 damaged files were set aside');
    expect(two?.detail).toContain('The server address was forgotten');
  });

  it('the backend starts on a damaged queue.json and an empty settings.json... and reports them once', async () => {
    const dir = tempDir();
    // A damaged queue of a known server: the backend opens it when settings name that server.
    const serverUrl = 'http://127.0.0.1:9';
    const serverDir = join(dir, 'servers', serverFolderName(serverUrl));
    await mkdir(serverDir, { recursive: true });
    await writeFile(join(serverDir, 'queue.json'), '');
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ serverUrl }));
    const reported: SetAside[][] = [];
    const deps = {
      userDataDir: dir,
      fetch,
      cipher,
      dialogs: { save: async () => true, open: async () => ({ name: 'a.json', content: '{}' }) },
      openExternal: () => undefined,
      onDamagedFiles: (f: SetAside[]) => reported.push(f),
    };
    const backend = await createBackend(deps);
    expect(reported).toHaveLength(1);
    expect(reported[0].map((f) => f.file)).toEqual([join(serverDir, 'queue.json')]);
    expect((await backend.handle('getSettings', undefined)).serverUrl).toBe(serverUrl);
    expect((await backend.handle('getConnection', undefined)).queued).toEqual([]);
    backend.stop();

    // Settings emptied by a power cut: the app starts without a server, and says so.
    await writeFile(join(dir, 'settings.json'), '');
    const again = await createBackend(deps);
    expect(reported).toHaveLength(2);
    expect(reported[1][0].file).toBe(join(dir, 'settings.json'));
    expect((await again.handle('getSettings', undefined)).serverUrl).toBeNull();
    again.stop();
  });
});
