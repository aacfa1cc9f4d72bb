import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const yml = readFileSync(`${root}electron-builder.yml`, 'utf8');
/** The `key: value` lines of a top-level block of the YAML (enough for these flat settings). */
const block = (name: string) =>
  Object.fromEntries(
    [...(new RegExp(`^${name}:\\n((?:  .*\\n)+)`, 'm').exec(yml)?.[1] ?? '').matchAll(/^ {2}(\w+): (.+)$/gm)].map(
      (m) => [m[1], m[2] === 'true' ? true : m[2] === 'false' ? false : m[2]],
    ),
  );

describe('electron-builder.yml', () => {
  it('flips the Electron fuses and does not rebuild the server’s native modules', () => {
    expect(block('electronFuses')).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // Cookies the server sets (the API uses a bearer token, but Chromium keeps any) encrypted on disk.
      enableCookieEncryption: true,
      // The app is served from app://, never file://: file: pages get no extra powers.
      grantFileProtocolExtraPrivileges: false,
      // Flipping fuses breaks the signature; an Apple-silicon Mac refuses an app with none at all.
      resetAdHocDarwinSignature: true,
    });
    expect(yml).toMatch(/^npmRebuild: false$/m);
  });

  it('publishes to a generic feed, so packaging writes the latest*.yml files electron-updater reads', () => {
    expect(block('publish')).toMatchObject({ provider: 'generic' });
    expect(new URL(block('publish').url as string).protocol).toBe('https:');
  });

  it('builds macOS for Intel and Apple silicon, with the zip electron-updater’s MacUpdater installs from', () => {
    const mac = /^mac:\n((?: {2}.*\n)+)/m.exec(yml)?.[1] ?? '';
    const targets = [...mac.matchAll(/^ {4}- target: (\w+)\n {6}arch: \[(.*)\]$/gm)].map((m) => [m[1], m[2]]);
    expect(targets).toEqual([
      ['dmg', 'x64, arm64'],
      ['zip', 'x64, arm64'],
    ]);
    // Each architecture's files named apart, so latest-mac.yml lists both and each Mac takes its own.
    expect(mac).toMatch(/^ {2}artifactName: .*\$\{arch\}/m);
  });

  it('finds the committed icons in its build resources folder', async () => {
    const dir = block('directories').buildResources;
    expect(dir).toBe('desktop/resources');
    for (const [file, size] of [
      ['icon.png', 512],
      ['icons/512x512.png', 512],
      ['icons/256x256.png', 256],
    ] as const) {
      expect(existsSync(`${root}${dir}/${file}`), file).toBe(true);
      const meta = await sharp(`${root}${dir}/${file}`).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(['png', size, size]);
    }
  });
});
