/**
 * web/dist's files compressed once, by the build (scripts/build.mjs), as <file>.br and <file>.gz
 * beside each file: otherwise every server start made them again (brotli 9 and gzip 9 of the whole
 * folder, about 1.7 s of one core), in production and in every test that starts a server. HTML is
 * left out: WebFiles edits each page as it loads it (the timezone's offsets, the site's origin),
 * so a page's variants are made there, from the edited page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentType } from 'mime-types';
import { Payload } from './payload';

type Made = Partial<Record<'br' | 'gzip', Buffer>>;
const SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/** A variant written by the build, never served as a file of its own. */
export const isMadeAhead = (file: string) => file.endsWith('.br') || file.endsWith('.gz');
/** Files WebFiles edits as it loads them. */
export const editedAtLoad = (file: string) => path.extname(file).toLowerCase() === '.html';
/**
 * mime-types: the table Koa's ctx.type reads. It differs from the list this replaced only by
 * `charset=utf-8` on .json, .map and .webmanifest and IANA's image/vnd.microsoft.icon for .ico.
 */
export const typeOf = (file: string) => contentType(path.extname(file).toLowerCase()) || 'application/octet-stream';

/** The file's .br and .gz when written after it (a file replaced since keeps none). */
export function readMadeAhead(abs: string, mtimeMs: number): Made {
  const made: Made = {};
  if (editedAtLoad(abs)) return made;
  for (const [enc, suffix] of Object.entries(SUFFIXES) as ['br' | 'gzip', string][]) {
    try {
      const st = fs.statSync(abs + suffix);
      if (st.isFile() && st.mtimeMs >= mtimeMs) made[enc] = fs.readFileSync(abs + suffix);
    } catch {
      // not made ahead: WebFiles compresses it
    }
  }
  return made;
}

/**
 * Writes <file>.br and <file>.gz beside every file under root that the server would compress,
 * made as the server makes them (Payload's 'best'); returns how many files were written.
 */
export async function precompressFolder(root: string): Promise<number> {
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((ent) => ent.isFile() && !isMadeAhead(ent.name) && !editedAtLoad(ent.name))
    .map((ent) => path.join(ent.parentPath, ent.name));
  const written = await Promise.all(
    files.map(async (abs) => {
      const p = new Payload(fs.readFileSync(abs), { type: typeOf(abs), compression: 'best' });
      let n = 0;
      for (const [enc, suffix] of Object.entries(SUFFIXES) as ['br' | 'gzip', string][]) {
        const body = await p.compressedBody(enc);
        fs.rmSync(abs + suffix, { force: true });
        if (!body) continue;
        fs.writeFileSync(abs + suffix, body);
        n++;
      }
      return n;
    }),
  );
  return written.reduce((a, b) => a + b, 0);
}
