import { nanoid } from 'nanoid';
import type { ImportResult } from '../../shared/api';
import { COLLECTIONS, type CollectionName } from '../../shared/constants';
import { importMeta, importRecordSchemas, importRequest } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { versionOf } from '../content/versions';
import { HttpError, type Issue } from '../http/errors';
import { route, type RouteDef } from '../http/route';
import type { StoredRecord } from '../storage/recordStore';
import { jsonBody, parse, toIssues } from '../http/validate';
import { saveExport } from './dataExports';

const validIso = (v: string | undefined) => (v && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/** Checks every record of every included collection; returns the records to store. */
export function prepareImport(content: Record<string, unknown>, now = new Date().toISOString()) {
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
      // Versioned collections keep an imported version when it is a positive integer, else 1.
      if (name !== 'instructors') record.version = versionOf(raw as { version?: unknown });
      // A message imported without a status was seen already (an older export).
      if (name === 'contactMessages') (record as { status?: string }).status ??= 'read';
      records.push(record);
    });
    out[name] = records;
  }
  if (issues.length) {
    const first = issues[0];
    throw new HttpError(400, `Invalid record at ${first.path}: ${first.message}`, { issues });
  }
  if (!Object.keys(out).length)
    throw new HttpError(400, `Nothing to import: include at least one of ${COLLECTIONS.join(', ')}`);
  return out;
}

/**
 * POST /api/data-imports {content}: validates everything first (400, nothing changed), saves a
 * backup of the current content to export history, then replaces the included collections
 * together (Database.replaceCollections: journal first, so a crash is finished on restart).
 */
export const dataImportRoutes: RouteDef[] = [
  route('POST', API.dataImports, 'admin', async (ctx, s) => {
    const { content } = parse(importRequest, jsonBody(ctx.request.body));
    const collections = prepareImport(content);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const backup = await saveExport(s.db, `backup-before-import-${stamp}.json`, JSON.stringify(s.db.snapshot()));
    await s.db.replaceCollections(collections);
    const result: ImportResult = {
      imported: Object.fromEntries(Object.entries(collections).map(([k, v]) => [k, v!.length])),
      backupId: backup.id,
    };
    ctx.body = result;
  }),
];
