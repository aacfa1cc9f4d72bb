import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { signingProblem } from '../scripts/desktop-signing.mjs';

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

  it('signs and notarises macOS explicitly, checks Windows updates’ publisher, and removes the data on uninstall', () => {
    const mac = /^mac:\n((?: {2}.*\n)+)/m.exec(yml)?.[1] ?? '';
    expect(mac).toMatch(/^ {2}hardenedRuntime: true$/m);
    expect(mac).toMatch(/^ {2}notarize: true$/m);
    const win = /^win:\n((?: {2}.*\n)+)/m.exec(yml)?.[1] ?? '';
    expect(win).toMatch(/^ {2}verifyUpdateCodeSignature: true$/m);
    // Written into app-update.yml: without it electron-updater skips the check (and the app does not update).
    expect(win).toMatch(/^ {4}publisherName: \S/m);
    expect(block('nsis')).toMatchObject({ deleteAppDataOnUninstall: true });
  });

  it('refuses to package a Windows or macOS release without signing credentials unless marked unsigned', () => {
    expect(signingProblem({}, 'win32')).toMatch(/code-signing certificate/);
    expect(signingProblem({}, 'darwin')).toMatch(/code-signing certificate and notarisation/);
    expect(signingProblem({ CSC_LINK: 'cert.p12' }, 'darwin')).toMatch(/notarisation/);
    expect(
      signingProblem({ CSC_LINK: 'c', APPLE_API_KEY: 'k', APPLE_API_KEY_ID: 'i', APPLE_API_ISSUER: 'x' }, 'darwin'),
    ).toBeNull();
    expect(
      signingProblem({ AZURE_TENANT_ID: 't', AZURE_CLIENT_ID: 'c', AZURE_CLIENT_SECRET: 's' }, 'win32'),
    ).toBeNull();
    expect(signingProblem({ AZURE_TENANT_ID: 't' }, 'win32')).not.toBeNull();
    expect(signingProblem({ ALLOW_UNSIGNED: '1' }, 'win32')).toBeNull();
    expect(signingProblem({ ALLOW_UNSIGNED: 'yes' }, 'darwin')).not.toBeNull();
    expect(signingProblem({}, 'linux')).toBeNull();
    // desktop:package runs the check before electron-builder, which would otherwise build unsigned in silence.
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['desktop:package']).toMatch(/node scripts\/desktop-signing\.mjs && electron-builder/);
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [`${root}scripts/desktop-signing.mjs`], {
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
      });
    // On this (Linux) machine the script passes; the platform rule itself is checked above.
    expect(run({}).status).toBe(process.platform === 'linux' ? 0 : 1);
    expect(run({ ALLOW_UNSIGNED: '1' }).status).toBe(0);
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
