import { rm, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './files-atomic';

/** Electron's safeStorage, injected so this module stays plain TypeScript. */
export type Cipher = {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' when no Secret Service or KWallet was found (a fixed key: no real protection). */
  getSelectedStorageBackend?(): string;
};

/**
 * Whether the token can be kept on disk: encryption with a real keychain. On Linux without one,
 * safeStorage reports itself available but uses a hard-coded key ('basic_text'): not good enough.
 */
export function keychainPersists(cipher: Cipher, platform: NodeJS.Platform = process.platform): boolean {
  if (!cipher.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  try {
    return cipher.getSelectedStorageBackend?.() !== 'basic_text';
  } catch {
    return true;
  }
}

/**
 * The admin token, encrypted with the OS keychain (safeStorage) in a file. Where no keychain is
 * available the token is kept in memory only: the administrator signs in again on each start,
 * rather than the token being written to disk in the clear.
 */
export class TokenStore {
  /** Read once; concurrent callers share the same read (a plain "loaded" flag would answer null to the second). */
  private current: Promise<string | null> | null = null;
  private readonly file: string;

  constructor(
    dir: string,
    private readonly cipher: Cipher,
  ) {
    this.file = join(dir, 'admin-token.bin');
  }

  get(): Promise<string | null> {
    this.current ??= this.load();
    return this.current;
  }

  private async load(): Promise<string | null> {
    if (!keychainPersists(this.cipher)) return null;
    try {
      return this.cipher.decryptString(await readFile(this.file)) || null;
    } catch {
      return null; // missing, or encrypted by another user/keychain: sign in again
    }
  }

  async set(token: string | null): Promise<void> {
    this.current = Promise.resolve(token);
    if (token === null) {
      await rm(this.file, { force: true });
      return;
    }
    if (keychainPersists(this.cipher)) await writeFileAtomic(this.file, this.cipher.encryptString(token));
  }
}
