import { Forbidden, Invalid, type Issue } from '../../errors';
import { nanoid } from 'nanoid';
import type { ImportResult } from '../../../shared/api';
import { COLLECTIONS, type CollectionName } from '../../../shared/constants';
import { importMeta, importRecordSchemas, importRequest } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { seriesIssues } from '../../../shared/recurrence';
import { route, type RouteDef } from '../../http/route';
import type { StoredRecord } from '../../storage/recordStore';
import { jsonBody, parse, toIssues } from '../../http/validate';
import { saveExport } from './exports';

/**
 * A feature's own records in an export file beside the content collections (the families'
 * subscriptions, enrollments). services.ts wires each feature's part in (Services.dataParts), so
 * this slice imports no other.
 */
export type DataPart = {
  /** The file's records checked (Invalid naming the record and field), or undefined when it has none. */
  prepare(list: unknown): unknown[] | undefined;
  /** What is stored now (for the backup made before an import). */
  current(): Promise<readonly unknown[]>;
  replace(records: unknown[]): Promise<void>;
  /** Children's data: only the owner moves them in (the route itself may be wider). */
  ownerOnly?: boolean;
};
export type DataPartName = 'subscriptions' | 'enrollments';

const validIso = (v: string | undefined) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/**
 * Checks every record of every included collection as the API checks it (a series' rule and
 * exception dates in the academy's timezone `tz` too); returns the records to store.
 */
export function prepareImport(content: Record<string, unknown>, tz: string, now = new Date().toISOString()) {
  const out: Partial<Record<CollectionName, StoredRecord[]>> = {};
  const issues: Issue[] = [];
  for (const name of COLLECTIONS) {
    const list = content[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      issues.push({ path: name, message: `${name} must be an array` });
      continue;
    }
    const ids = new Set<string>();
    const records: StoredRecord[] = [];
    list.forEach((raw, index) => {
      if (issues.length >= 50) return;
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
        issues.push({ path: `${name}.${index}`, message: 'Must be an object' });
        return;
      }
      const meta = importMeta.safeParse(raw);
      const fields = importRecordSchemas[name].safeParse(raw);
      if (!meta.success) issues.push(...toIssues(meta.error, [name, index]));
      if (!fields.success) issues.push(...toIssues(fields.error, [name, index]));
      if (!meta.success || !fields.success) return;
      if (name === 'events') {
        const series = seriesIssues(fields.data as Parameters<typeof seriesIssues>[0], tz);
        if (series.length) {
          issues.push(...series.map((i) => ({ path: `${name}.${index}.${i.path}`, message: i.message })));
          return;
        }
      }
      const id = meta.data.id ?? nanoid();
      if (ids.has(id)) {
        issues.push({ path: `${name}.${index}.id`, message: `Duplicate id ${id}` });
        return;
      }
      ids.add(id);
      const createdAt =
        validIso((fields.data as { createdAt?: string }).createdAt) ?? validIso(meta.data.createdAt) ?? now;
      const updatedAt = validIso(meta.data.updatedAt) ?? createdAt;
      const record: StoredRecord & { version?: number } = { id, ...fields.data, createdAt, updatedAt };
      record.version = meta.data.version ?? 1;
      // A message imported without a status was seen already (an older export).
      if (name === 'contactMessages') (record as { status?: string }).status ??= 'read';
      records.push(record);
    });
    out[name] = records;
  }
  if (issues.length) {
    const first = issues[0];
    throw new Invalid(`Invalid record at ${first.path}: ${first.message}`, { issues });
  }
  if (!Object.keys(out).length)
    throw new Invalid(`Nothing to import: include at least one of ${COLLECTIONS.join(', ')}`);
  return out;
}

/**
 * POST /api/data-imports {content}: validates everything first (400, nothing changed), saves a
 * backup of the current content to export history, then replaces the included collections
 * together (Database.replaceCollections: journal first, so a crash is finished on restart).
 */
export const dataImportRoutes: RouteDef[] = [
  route('POST', API.dataImports, 'owner', async (ctx, s) => {
    const { content } = parse(importRequest, jsonBody(ctx.request.body));
    const parts = Object.entries(s.dataParts) as [DataPartName, DataPart][];
    const records = new Map<DataPartName, unknown[]>();
    for (const [name, part] of parts) {
      const list = part.prepare(content[name]);
      if (!list) continue;
      if (part.ownerOnly && ctx.state.account?.role !== 'owner')
        throw new Forbidden(`Only the owner may import ${name}`);
      records.set(name, list);
    }
    const collections =
      records.size && !COLLECTIONS.some((c) => content[c] !== undefined)
        ? {}
        : prepareImport(content, s.config.timezone);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const current: Record<string, unknown> = { ...s.db.snapshot() };
    for (const [name, part] of parts) current[name] = await part.current();
    const backup = await saveExport(s.db, `backup-before-import-${stamp}.json`, JSON.stringify(current));
    const replace = async () => {
      if (Object.keys(collections).length) await s.db.replaceCollections(collections);
      for (const [name, list] of records) await s.dataParts[name].replace(list);
    };
    // Imported news and cancellations are old news for the emails and the pushes alike.
    await s.push.scheduler.quietly(() => (s.families ? s.families.scheduler.quietly(replace) : replace()));
    const result: ImportResult = {
      imported: {
        ...Object.fromEntries(Object.entries(collections).map(([k, v]) => [k, v!.length])),
        ...Object.fromEntries([...records].map(([k, v]) => [k, v.length])),
      },
      backupId: backup.id,
    };
    ctx.body = result;
  }),
];
