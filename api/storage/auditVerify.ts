import type { AuditVerifyResult } from '../../shared/schemas/audit';
import { eachLine, GENESIS, monthFile, sha256, type Anchor, type Head } from './auditFiles';

/** Thrown inside the line loop to stop at the first break. */
class Broken {
  constructor(readonly at: number) {}
}

/**
 * Checks the chain as it is on disk: from the anchor (or the genesis hash), every entry's id is
 * the one after the previous entry's and its `prev` is the SHA-256 of the previous line; the
 * last one is the head the server wrote. `brokenAt` is the id of the first entry that was
 * changed (its successor's `prev` no longer matches it) or removed (its id is missing).
 * Reads the month files only up to what was written when the check started, so appends going on
 * meanwhile are not part of it.
 */
export async function verifyChain(opts: {
  dir: string;
  months: [number, number][];
  anchor: Anchor | null;
  head: Head;
  /** The highest id ever written (head.json across restarts). */
  claimed: number;
}): Promise<AuditVerifyResult> {
  let expectedId = (opts.anchor?.lastId ?? 0) + 1;
  let prev = opts.anchor?.hash ?? GENESIS;
  let entries = 0;
  try {
    for (const [month, size] of opts.months) {
      await eachLine(
        monthFile(opts.dir, month),
        (line) => {
          let entry: { id?: unknown; prev?: unknown };
          try {
            entry = JSON.parse(line.toString('utf8')) as typeof entry;
          } catch {
            throw new Broken(expectedId);
          }
          // A missing id: that entry was removed. A changed id: this entry was changed.
          if (entry.id !== expectedId) throw new Broken(expectedId);
          // The line before is not the one this entry was chained to: that one was changed.
          if (entry.prev !== prev)
            throw new Broken(expectedId - 1 > (opts.anchor?.lastId ?? 0) ? expectedId - 1 : expectedId);
          prev = sha256(line);
          expectedId++;
          entries++;
        },
        size,
      );
    }
    const lastId = expectedId - 1;
    if (lastId < Math.max(opts.head.id, opts.claimed)) throw new Broken(expectedId);
    if (lastId > 0 && prev !== opts.head.hash) throw new Broken(lastId);
  } catch (e) {
    if (e instanceof Broken) return { ok: false, brokenAt: e.at };
    throw e;
  }
  return { ok: true, entries };
}
