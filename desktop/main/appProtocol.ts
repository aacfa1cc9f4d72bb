import type { PlatformPath } from 'node:path';
import { contentType } from 'mime-types';
import { DESKTOP_CSP } from '../shared/csp';

/**
 * The app's own scheme (Electron security checklist, item 18: a custom protocol rather than
 * file://). The packaged window loads `app://app/index.html`; index.ts registers the scheme as
 * privileged and answers it from the built renderer folder with `resolveAppPath`.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'app';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * The file an `app://app/...` URL names inside `root` (the built renderer folder), or null when
 * the URL is not the app's, or its path escapes `root` (`..`, encoded separators, another drive).
 * Pure: `path` is `node:path`, or `path.win32` / `path.posix` in tests.
 */
export function resolveAppPath(url: string, root: string, path: PlatformPath): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  // A decoded backslash, NUL or drive letter is never part of a renderer file name.
  if (relative.includes('\\') || relative.includes('\0') || /^\/*[a-zA-Z]:/.test(relative)) return null;
  const segments = relative.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return null;
  if (segments.length === 0) segments.push('index.html');
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  const rel = path.relative(base, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return file;
}

/**
 * The content type of a renderer file, by its extension (mime-types, as the server's static files).
 * The extension alone: mime-types takes a string with a '/' for a content type already.
 */
export function appContentType(file: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase();
  return (ext && contentType(ext)) || 'application/octet-stream';
}

/**
 * Answers an app:// request from `root`: the file, 404 when missing, 403 when the path is refused.
 * `readFile` is node:fs/promises' in the app, so this runs in Node tests too.
 */
export async function serveAppRequest(
  request: { url: string; method?: string },
  root: string,
  path: PlatformPath,
  readFile: (file: string) => Promise<Uint8Array>,
): Promise<Response> {
  if (request.method && request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405 });
  const file = resolveAppPath(request.url, root, path);
  if (!file) return new Response('Forbidden', { status: 403 });
  try {
    const body = await readFile(file);
    return new Response(request.method === 'HEAD' ? null : Buffer.from(body), {
      headers: {
        'Content-Type': appContentType(file),
        'X-Content-Type-Options': 'nosniff',
        // The same policy as the page's <meta> tag, in force from the first byte and for every file.
        'Content-Security-Policy': DESKTOP_CSP,
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
