import { nanoid } from 'nanoid';
import type { z } from 'zod';
import { recordRoute } from '../shared/routes';
import { fail } from './errors';
import { route, sendJson, type RouteDef } from './route';
import type { Collection, StoredRecord } from './storage/collection';
import { jsonBody, parse } from './validate';

export const newMeta = (now = new Date().toISOString()) => ({ id: nanoid(), createdAt: now, updatedAt: now });

/** Builds a stored record with the id first, as clients read it. */
export function makeRecord<T>(input: T, meta: { id: string; createdAt: string; updatedAt: string }) {
  return { id: meta.id, ...input, createdAt: meta.createdAt, updatedAt: meta.updatedAt };
}

/**
 * POST base, PUT base/:id, DELETE base/:id (admin) for a collection validated by a shared
 * schema. PUT replaces the editable fields; id and createdAt stay.
 */
export function writeRoutes<S extends z.ZodType, T extends StoredRecord>(
  base: string,
  pick: (s: import('./services').Services) => Collection<T>,
  schema: S,
): RouteDef[] {
  return [
    route('POST', base, 'admin', async (ctx, s) => {
      const input = parse(schema, jsonBody(ctx.request.body));
      const record = makeRecord(input, newMeta()) as unknown as T;
      await pick(s).insert(record);
      ctx.status = 201;
      ctx.body = record;
    }),
    route('PUT', recordRoute(base), 'admin', async (ctx, s) => {
      const input = parse(schema, jsonBody(ctx.request.body));
      const updated = await pick(s).update(
        ctx.params.id,
        (old) =>
          makeRecord(input, {
            id: old.id,
            createdAt: old.createdAt,
            updatedAt: new Date().toISOString(),
          }) as unknown as T,
      );
      if (!updated) fail(404, 'Not found');
      ctx.body = updated;
    }),
    route('DELETE', recordRoute(base), 'admin', async (ctx, s) => {
      if (!(await pick(s).remove(ctx.params.id))) fail(404, 'Not found');
      ctx.status = 204;
    }),
  ];
}

export function listRoute<T extends StoredRecord>(
  path: string,
  permission: 'public' | 'admin',
  pick: (s: import('./services').Services) => Collection<T>,
): RouteDef {
  return route('GET', path, permission, (ctx, s) => sendJson(ctx, pick(s).listPayload()), {
    early: permission === 'public',
  });
}
