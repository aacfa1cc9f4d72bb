import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/tmp';
import { keychainPersists, TokenStore, type Cipher } from './tokenStore';

const cipher = (available: boolean, backend?: string): Cipher => ({
  isEncryptionAvailable: () => available,
  encryptString: (s) => Buffer.from(`x${s}`),
  decryptString: (b) => b.toString().slice(1),
  ...(backend ? { getSelectedStorageBackend: () => backend } : {}),
});

describe('keychain', () => {
  it("takes Linux's basic_text backend (a fixed key) for no keychain", () => {
    expect(keychainPersists(cipher(true, 'basic_text'), 'linux')).toBe(false);
    expect(keychainPersists(cipher(true, 'gnome_libsecret'), 'linux')).toBe(true);
    expect(keychainPersists(cipher(true, 'kwallet5'), 'linux')).toBe(true);
    expect(keychainPersists(cipher(false), 'win32')).toBe(false);
    expect(keychainPersists(cipher(true), 'darwin')).toBe(true);
    const throwing = {
      ...cipher(true),
      getSelectedStorageBackend: () => {
        throw new Error('not on this platform');
      },
    };
    expect(keychainPersists(throwing, 'win32')).toBe(true);
  });

  it('keeps the token in memory only with basic_text: nothing written, signed out on the next start', async () => {
    const dir = tempDir();
    const store = new TokenStore(dir, cipher(true, 'basic_text'));
    await store.set('secret-token');
    expect(await store.get()).toBe('secret-token');
    if (process.platform === 'linux') {
      expect(await readdir(dir)).toEqual([]);
      expect(await new TokenStore(dir, cipher(true, 'basic_text')).get()).toBeNull();
    }
  });
});
