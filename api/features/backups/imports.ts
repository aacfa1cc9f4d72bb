import { nanoid } from 'nanoid';
import type { ImportResult } from '../../../shared/api';
import { COLLECTIONS, type CollectionName } from '../../../shared/constants';
import { importMeta, importRecordSchemas, importRequest } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { seriesIssues } from '../../../shared/recurrence';
import { HttpError, type Issue } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import type { StoredRecord } from '../../storage/recordStore';
import { jsonBody, parse, toIssues } from '../../http/validate';
import { prepareSubscriptions, replaceSubscriptions, subscriptionStore } from '../families/importSubscriptions';
import { saveExport } from './exports';
import { prepareEnrollments } from '../enrollment/importExport';
import { EnrollmentImportError } from '../enrollment/errors';

/** The file's enrollments checked (400 naming the record and field), or undefined when it has none. */
function enrollmentsOf(content: Record<string, unknown>) {
  try {
    return prepareEnrollments(content.enrollments);
  } catch (e) {
    if (e instanceof EnrollmentImportError) throw new HttpError(400, e.message, { issues: e.issues });
    throw e;
  }
}

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
  route('POST', API.dataImports, 'owner', async (ctx, s) => {
    const { content } = parse(importRequest, jsonBody(ctx.request.body));
    const subscriptions = prepareSubscriptions(content.subscriptions);
    const enrollments = enrollmentsOf(content);
    // Enrollments hold children's data: only the owner moves them in (the route itself may be wider).
    if (enrollments && ctx.state.account?.role !== 'owner')
      throw new HttpError(403, 'Only the owner may import enrollments');
    const collections =
      (subscriptions || enrollments) && !COLLECTIONS.some((c) => content[c] !== undefined)
        ? {}
        : prepareImport(content, s.config.timezone);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const current = {
      ...s.db.snapshot(),
      subscriptions: (await subscriptionStore(s)).all(),
      enrollments: s.enrollments.store.records.all(),
    };
    const backup = await saveExport(s.db, `backup-before-import-${stamp}.json`, JSON.stringify(current));
    const replace = async () => {
      if (Object.keys(collections).length) await s.db.replaceCollections(collections);
      if (subscriptions) await replaceSubscriptions(s, subscriptions);
      if (enrollments) await s.enrollments.store.replaceAll(enrollments, s.db.tracker);
    };
    // Imported announcements and cancellations are old news: nothing is emailed for them.
    // Imported news and cancellations are old news for the emails and the pushes alike.
    await s.push.scheduler.quietly(() => (s.families ? s.families.scheduler.quietly(replace) : replace()));
    const result: ImportResult = {
      imported: {
        ...Object.fromEntries(Object.entries(collections).map(([k, v]) => [k, v!.length])),
        ...(subscriptions ? { subscriptions: subscriptions.length } : {}),
        ...(enrollments ? { enrollments: enrollments.length } : {}),
      },
      backupId: backup.id,
    };
    ctx.body = result;
  }),
];
