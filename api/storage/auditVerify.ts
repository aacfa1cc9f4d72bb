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
          const entry = idAndPrev(line);
          if (!entry) throw new Broken(expectedId);
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

const HEAD = Buffer.from('{"id":');
const TAIL = Buffer.from('"prev":"');
/**
 * The id and prev of a line as the log writes it (`{"id":N,...,"prev":"<64 hex>"}`) without
 * parsing the rest: the hashes vouch for the rest (any change to a line changes its hash, which
 * the next entry or the head holds). Any other shape is parsed as JSON; null if it is not JSON.
 */
function idAndPrev(line: Buffer): { id?: unknown; prev?: unknown } | null {
  const n = line.length;
  if (
    n > 80 &&
    line.subarray(0, HEAD.length).equals(HEAD) &&
    line[n - 1] === 0x7d &&
    line[n - 2] === 0x22 &&
    line.subarray(n - 2 - 64 - TAIL.length, n - 66).equals(TAIL)
  ) {
    let id = 0;
    let i = HEAD.length;
    for (; i < n && line[i] >= 0x30 && line[i] <= 0x39; i++) id = id * 10 + (line[i] - 0x30);
    if (line[i] === 0x2c && i > HEAD.length) return { id, prev: line.toString('latin1', n - 66, n - 2) };
  }
  try {
    return JSON.parse(line.toString('utf8')) as { id?: unknown; prev?: unknown };
  } catch {
    return null;
  }
}
