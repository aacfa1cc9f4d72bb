import fsp from 'node:fs/promises';
import { FORMAT_VERSION, type Versioned } from './formatVersion';
import { StoreError } from './storeError';

/**
 * A data file's content, checked to be a versioned JSON object this server can read; null only
 * when there is no file yet. Anything else throws a StoreError naming the file, so start-up stops
 * before anything could overwrite it.
 */
export async function readChecked<T extends { version: number }>(file: string): Promise<T | null> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') return null;
    throw new StoreError(`Cannot read data file ${file}: ${err.message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new StoreError(
      `Data file ${file} is not valid JSON (${(e as Error).message}). Restore it from a backup or move it away; ` +
        'the server leaves it untouched.',
    );
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || typeof (doc as Versioned).version !== 'number')
    throw new StoreError(
      `Data file ${file} has an unknown format (expected {"version": ${FORMAT_VERSION}, ...}). ` +
        'The server leaves it untouched.',
    );
  const version = (doc as Versioned).version;
  if (version > FORMAT_VERSION)
    throw new StoreError(
      `Data file ${file} was written by a newer version (format ${version}); ` +
        `this server reads format ${FORMAT_VERSION}.`,
    );
  return doc as T;
}
