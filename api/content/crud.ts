import { publicListCacheControl } from '../http/httpCache';
import { nanoid } from 'nanoid';
import type { z } from 'zod';
import { recordRoute, revisionRestoreRoute, revisionsRoute } from '../../shared/resources';
import { versionParam, type RevisionEntry, type TrashType } from '../../shared/schemas';
import { versionOf, nextVersion } from '../storage/db';
import { fail } from '../http/errors';
import { publicListRoute, route, type RouteDef } from '../http/route';
import { listView } from '../http/viewCache';
import type { Collection, StoredRecord } from '../storage/collection';
import { jsonBody, parse } from '../http/validate';
import { checkVersion, ifMatch, moveToTrash, revisionsOf, saveRevision, setETag } from './versions';
import { removeIfUnused } from '../uploads/uploads';

export const newMeta = (now = new Date().toISOString()) => ({ id: nanoid(), createdAt: now, updatedAt: now });

/** Builds a stored record with the id first, as clients read it. */
export function makeRecord<T>(input: T, meta: { id: string; createdAt: string; updatedAt: string }) {
  return { id: meta.id, ...input, createdAt: meta.createdAt, updatedAt: meta.updatedAt };
}

type Versioned = StoredRecord & { version?: number };

/**
 * POST base, PUT base/:id, DELETE base/:id (admin) for a collection validated by a shared
 * schema. PUT replaces the editable fields; id and createdAt stay. With a versioned type
 * (issue 14): records carry `version` and answers an ETag, PUT and DELETE honour If-Match (412
 * {message, current} when changed since), every change keeps the previous content as a
 * revision, DELETE moves the record to the trash, and the revisions routes are added.
 */
export function writeRoutes<S extends z.ZodType, T extends StoredRecord>(
  base: string,
  pick: (s: import('../services').Services) => Collection<T>,
  schema: S,
  /** A trash type, or 'versioned': versions, ETag and If-Match, but a DELETE removes for good (instructors). */
  kind?: TrashType | 'versioned',
  /** Checks beyond the schema that need the server's settings (a series' dates in the academy's timezone). */
  check?: (input: z.output<S>, s: import('../services').Services) => void,
): RouteDef[] {
  const versioned = kind !== undefined;
  const type = kind === 'versioned' ? undefined : kind;
  const routes: RouteDef[] = [
    route('POST', base, 'admin', async (ctx, s) => {
      const input = parse(schema, jsonBody(ctx.request.body));
      check?.(input, s);
      const record = (versioned
        ? { ...makeRecord(input, newMeta()), version: 1 }
        : makeRecord(input, newMeta())) as unknown as T;
      await pick(s).insert(record);
      ctx.status = 201;
      if (versioned) setETag(ctx, record);
      ctx.body = record;
    }),
    route('PUT', recordRoute(base), 'admin', async (ctx, s) => {
      const expected = versioned ? ifMatch(ctx) : null;
      const input = parse(schema, jsonBody(ctx.request.body));
      check?.(input, s);
      let previous: T | undefined;
      const updated = await pick(s).update(ctx.params.id, (old) => {
        const meta = { id: old.id, createdAt: old.createdAt, updatedAt: new Date().toISOString() };
        if (!versioned) return makeRecord(input, meta) as unknown as T;
        checkVersion(old, expected);
        previous = old;
        return { ...makeRecord(input, meta), version: nextVersion(old) } as unknown as T;
      });
      if (!updated) fail(404, 'Not found');
      if (type && previous) await keepRevision(s, type, previous);
      // No revision keeps an instructor's replaced photo: it goes now, unless used elsewhere.
      else if (previous) await removeIfUnused(s, replacedImage(previous as WithImage, updated as WithImage));
      if (versioned) setETag(ctx, updated!);
      ctx.body = updated;
    }),
    route('DELETE', recordRoute(base), 'admin', async (ctx, s) => {
      if (type) await moveToTrash(s.db, type, ctx.params.id, ifMatch(ctx));
      else {
        const expected = versioned ? ifMatch(ctx) : null;
        let gone: T | undefined;
        const removed = await pick(s).remove(ctx.params.id, (old) => {
          checkVersion(old, expected);
          gone = old;
          return true;
        });
        if (!removed) fail(404, 'Not found');
        // Gone for good (instructors): its photo too, unless used, as on a gallery item's Delete forever.
        await removeIfUnused(s, (gone as WithImage | undefined)?.imageUrl);
      }
      ctx.status = 204;
    }),
  ];
  if (type) routes.push(...revisionRoutes(base, type));
  return routes;
}

type WithImage = { imageUrl?: string | null };
const replacedImage = (before: WithImage, after: WithImage) =>
  before.imageUrl !== after.imageUrl ? before.imageUrl : undefined;

/** The change is stored already: a revision that cannot be written is logged, not failed. */
async function keepRevision(s: import('../services').Services, type: TrashType, previous: Versioned) {
  try {
    await saveRevision(s.db, type, previous);
  } catch (e) {
    s.logger.warn(`revision of ${type} ${previous.id} v${versionOf(previous)} not kept: ${(e as Error).message}`);
  }
}

/** GET base/:id/revisions and POST base/:id/revisions/:version/restore (admin). */
function revisionRoutes(base: string, type: TrashType): RouteDef[] {
  return [
    route('GET', revisionsRoute(base), 'admin', (ctx, s) => {
      if (!s.db.versioned(type).get(ctx.params.id)) fail(404, 'Not found');
      const list: RevisionEntry[] = revisionsOf(s.db, type, ctx.params.id).map((r) => ({
        version: r.version,
        updatedAt: r.updatedAt,
        record: r.record,
      }));
      ctx.body = list;
    }),
    route('POST', revisionRestoreRoute(base), 'admin', async (ctx, s) => {
      const expected = ifMatch(ctx);
      const col = s.db.versioned(type);
      const wanted = versionParam.safeParse(ctx.params.version);
      const current = col.get(ctx.params.id);
      if (!current || !wanted.success) return fail(404, 'Not found');
      const content =
        versionOf(current) === wanted.data
          ? current
          : revisionsOf(s.db, type, ctx.params.id).find((r) => r.version === wanted.data)?.record;
      if (!content) return fail(404, `No version ${wanted.data} of this record`);
      let previous: Versioned | undefined;
      const updated = await col.update(ctx.params.id, (old) => {
        checkVersion(old, expected);
        previous = old;
        const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...fields } = content;
        return {
          id: old.id,
          ...fields,
          createdAt: old.createdAt,
          updatedAt: new Date().toISOString(),
          version: nextVersion(old),
        };
      });
      if (!updated) return fail(404, 'Not found');
      if (previous) await keepRevision(s, type, previous);
      setETag(ctx, updated);
      ctx.body = updated;
    }),
  ];
}

/** GET of a whole collection, public, from its cached view (fastPath.ts answers it before Koa too). */
export function listRoute<T extends StoredRecord>(
  path: string,
  pick: (s: import('../services').Services) => Collection<T>,
): RouteDef {
  return publicListRoute(path, {
    query: [],
    view: (s) => ({ payload: listView(pick(s)), cacheControl: publicListCacheControl() }),
  });
}
