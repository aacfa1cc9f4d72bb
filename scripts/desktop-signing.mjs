// Run by `npm run desktop:package` before electron-builder: a release is built signed, or marked
// unsigned on purpose (ALLOW_UNSIGNED=1, for a test build). An unsigned Windows copy cannot check
// its updates' publisher and an unsigned macOS one is blocked by Gatekeeper, so building one
// by accident (credentials missing on the build machine) must fail, not ship.
import { pathToFileURL } from 'node:url';

/** The credentials electron-builder signs with, per platform (see README, "Signing and notarisation"). */
const SIGNING = {
  win32: [['CSC_LINK'], ['WIN_CSC_LINK'], ['AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET']],
  darwin: [['CSC_LINK'], ['CSC_NAME']],
};
const NOTARISING = [
  ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
  ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
  ['APPLE_KEYCHAIN', 'APPLE_KEYCHAIN_PROFILE'],
];
const anySet = (env, sets) => sets.some((names) => names.every((n) => env[n]));

/** Why this build must not go on, or null. Linux packages are checked by their sha512 alone. */
export function signingProblem(env, platform) {
  if (env.ALLOW_UNSIGNED === '1') return null;
  const missing = [];
  if (SIGNING[platform] && !anySet(env, SIGNING[platform])) missing.push('a code-signing certificate');
  if (platform === 'darwin' && !anySet(env, NOTARISING)) missing.push('notarisation credentials (APPLE_API_KEY…)');
  if (missing.length === 0) return null;
  return (
    `No ${missing.join(' and ')} for this ${platform === 'darwin' ? 'macOS' : 'Windows'} build. ` +
    'Set them (README, "Signing and notarisation"), or build a test copy with ALLOW_UNSIGNED=1 ' +
    '(it will not update itself on Windows and is blocked by Gatekeeper on macOS).'
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = signingProblem(process.env, process.platform);
  if (problem) {
    console.error(`desktop:package: ${problem}`);
    process.exit(1);
  }
  if (process.env.ALLOW_UNSIGNED === '1') console.warn('desktop:package: ALLOW_UNSIGNED=1: building an unsigned copy.');
}
