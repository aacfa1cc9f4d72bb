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
  private memory: string | null = null;
  private loaded = false;
  private readonly file: string;

  constructor(
    dir: string,
    private readonly cipher: Cipher,
  ) {
    this.file = join(dir, 'admin-token.bin');
  }

  async get(): Promise<string | null> {
    if (this.loaded) return this.memory;
    this.loaded = true;
    if (!this.cipher.isEncryptionAvailable()) return this.memory;
    try {
      this.memory = this.cipher.decryptString(await readFile(this.file)) || null;
    } catch {
      this.memory = null; // missing, or encrypted by another user/keychain: sign in again
    }
    return this.memory;
  }

  async set(token: string | null): Promise<void> {
    this.memory = token;
    this.loaded = true;
    if (token === null) {
      await rm(this.file, { force: true });
      return;
    }
    if (this.cipher.isEncryptionAvailable()) await writeFileAtomic(this.file, this.cipher.encryptString(token));
  }
}
