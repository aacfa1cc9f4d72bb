import { NotFound } from '../errors';
import { publicListCacheControl } from '../http/httpCache';
import { nanoid } from 'nanoid';
import type { z } from 'zod';
import { recordRoute, revisionRestoreRoute, revisionsRoute } from '../../shared/resources';
import { versionParam, type RevisionEntry, type TrashType } from '../../shared/schemas';
import { versionOf, nextVersion } from '../storage/db';
import { publicListRoute, route, type RouteDef } from '../http/route';
import { listView } from '../http/viewCache';
import type { Collection, StoredRecord } from '../storage/collection';
import { jsonBody, parse } from '../http/validate';
import { checkVersion, ifMatch, moveToTrash, revisionsOf, saveRevision, setETag } from './versions';

export const newMeta = (now = new Date().toISOString()) => ({ id: nanoid(), createdAt: now, updatedAt: now });

/** Builds a stored record with the id first, as clients read it. */
export function makeRecord<T>(input: T, meta: { id: string; createdAt: string; updatedAt: string }) {
  return { id: meta.id, ...input, createdAt: meta.createdAt, updatedAt: meta.updatedAt };
}

type Versioned = StoredRecord & { version?: number };

/**
 * POST base, PUT base/:id, DELETE base/:id (admin, or `permission`) for a collection validated by
 * a shared schema. PUT replaces the editable fields; id and createdAt stay. With a trash type
 * (issue 14): records carry `version` and answers an ETag, PUT and DELETE honour If-Match (412
 * {message, current} when changed since), every change keeps the previous content as a
 * revision with who made it, DELETE moves the record to the trash, and the revisions routes are added.
 */
export function writeRoutes<S extends z.ZodType, T extends StoredRecord>(
  base: string,
  pick: (s: import('../services').Services) => Collection<T>,
  schema: S,
  type?: TrashType,
  /** Checks beyond the schema that need the server's settings (a series' dates in the academy's timezone). */
  check?: (input: z.output<S>, s: import('../services').Services) => void,
  /** Who may write: 'owner' for instructors' public profiles (docs/decisions.md, wave 4). */
  permission: 'admin' | 'owner' = 'admin',
): RouteDef[] {
  const routes: RouteDef[] = [
    route('POST', base, permission, async (ctx, s) => {
      const input = parse(schema, jsonBody(ctx.request.body));
      check?.(input, s);
      const record = (type
        ? { ...makeRecord(input, newMeta()), version: 1 }
        : makeRecord(input, newMeta())) as unknown as T;
      await pick(s).insert(record);
      ctx.status = 201;
      if (type) setETag(ctx, record);
      ctx.body = record;
    }),
    route('PUT', recordRoute(base), permission, async (ctx, s) => {
      const expected = type ? ifMatch(ctx) : null;
      const input = parse(schema, jsonBody(ctx.request.body));
      check?.(input, s);
      let previous: T | undefined;
      const updated = await pick(s).update(ctx.params.id, (old) => {
        const meta = { id: old.id, createdAt: old.createdAt, updatedAt: new Date().toISOString() };
        if (!type) return makeRecord(input, meta) as unknown as T;
        checkVersion(old, expected);
        previous = old;
        return { ...makeRecord(input, meta), version: nextVersion(old) } as unknown as T;
      });
      if (!updated) throw new NotFound('Not found');
      if (type && previous) await keepRevision(s, type, previous, ctx.state.account);
      if (type) setETag(ctx, updated!);
      ctx.body = updated;
    }),
    route('DELETE', recordRoute(base), permission, async (ctx, s) => {
      if (type) await moveToTrash(s.db, type, ctx.params.id, ifMatch(ctx));
      else if (!(await pick(s).remove(ctx.params.id))) throw new NotFound('Not found');
      ctx.status = 204;
    }),
  ];
  if (type) routes.push(...revisionRoutes(base, type, permission));
  return routes;
}

/** The change is stored already: a revision that cannot be written is logged, not failed. */
async function keepRevision(
  s: import('../services').Services,
  type: TrashType,
  previous: Versioned,
  by: { id: string; name: string } | null,
) {
  try {
    await saveRevision(s.db, type, previous, by);
  } catch (e) {
    s.logger.warn(`revision of ${type} ${previous.id} v${versionOf(previous)} not kept: ${(e as Error).message}`);
  }
}

/** GET base/:id/revisions (admin) and POST base/:id/revisions/:version/restore (admin, or `permission`). */
function revisionRoutes(base: string, type: TrashType, permission: 'admin' | 'owner'): RouteDef[] {
  return [
    route('GET', revisionsRoute(base), 'admin', (ctx, s) => {
      if (!s.db.versioned(type).get(ctx.params.id)) throw new NotFound('Not found');
      const list: RevisionEntry[] = revisionsOf(s.db, type, ctx.params.id).map((r) => ({
        version: r.version,
        updatedAt: r.updatedAt,
        record: r.record,
        ...(r.by ? { by: r.by } : {}),
      }));
      ctx.body = list;
    }),
    route('POST', revisionRestoreRoute(base), permission, async (ctx, s) => {
      const expected = ifMatch(ctx);
      const col = s.db.versioned(type);
      const wanted = versionParam.safeParse(ctx.params.version);
      const current = col.get(ctx.params.id);
      if (!current || !wanted.success) throw new NotFound('Not found');
      const content =
        versionOf(current) === wanted.data
          ? current
          : revisionsOf(s.db, type, ctx.params.id).find((r) => r.version === wanted.data)?.record;
      if (!content) throw new NotFound(`No version ${wanted.data} of this record`);
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
      if (!updated) throw new NotFound('Not found');
      if (previous) await keepRevision(s, type, previous, ctx.state.account);
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
