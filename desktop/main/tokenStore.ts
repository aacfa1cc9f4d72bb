import { rm, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './files-atomic';

/** Electron's safeStorage, injected so this module stays plain TypeScript. */
export type Cipher = {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
};

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
    if (!this.cipher.isEncryptionAvailable()) return null;
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
    if (this.cipher.isEncryptionAvailable()) await writeFileAtomic(this.file, this.cipher.encryptString(token));
  }
}
