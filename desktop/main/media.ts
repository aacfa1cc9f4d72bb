import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './files-atomic';

/**
 * Serves `academy-media://media/uploads/...` (registered in main/index.ts as a privileged scheme)
 * by fetching /uploads/... from the server with the admin bearer token, so <img> works for gated
 * photos too. Each image fetched is kept on disk and shown from there when the server can't be
 * reached. Plain TypeScript: Request in, Response out.
 */
export type MediaDeps = {
  getServerUrl: () => string | null;
  getToken: () => Promise<string | null>;
  fetch: typeof fetch;
  /** Folder for the saved copies (per server), or null when no server is set up. */
  getCacheDir: () => string | null;
};

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function uploadPathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const path = decodeURIComponent(parsed.pathname);
  return UPLOAD_PATH.test(path) && !path.includes('..') ? path : null;
}

export function createMediaHandler(deps: MediaDeps) {
  return async function handle(request: Request): Promise<Response> {
    const path = uploadPathOf(request.url);
    const serverUrl = deps.getServerUrl();
    if (!path || !serverUrl) return new Response('Not found', { status: 404 });
    const dir = deps.getCacheDir();
    const base = dir ? join(dir, createHash('sha256').update(path).digest('hex').slice(0, 32)) : null;
    const token = await deps.getToken();
    try {
      const res = await deps.fetch(serverUrl + path, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) return new Response(null, { status: res.status });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? 'application/octet-stream';
      if (base) {
        await writeFileAtomic(`${base}.bin`, bytes).catch(() => undefined);
        await writeFileAtomic(`${base}.type`, type).catch(() => undefined);
      }
      return new Response(bytes, {
        status: 200,
        headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' },
      });
    } catch {
      if (!base) return new Response(null, { status: 504 });
      try {
        const [bytes, type] = await Promise.all([readFile(`${base}.bin`), readFile(`${base}.type`, 'utf8')]);
        return new Response(new Uint8Array(bytes), {
          status: 200,
          headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' },
        });
      } catch {
        return new Response(null, { status: 504 });
      }
    }
  };
}
