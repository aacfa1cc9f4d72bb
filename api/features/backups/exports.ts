import { Invalid, NotFound, TooLarge } from '../../errors';
import { nanoid } from 'nanoid';
import { EXPORT_HISTORY_SIZE, MAX_EXPORT_BYTES } from '../../../shared/constants';
import { dataExportInput, type DataExport } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { recordRoute } from '../../../shared/resources';
import type { Services } from '../../services';
import { route, sendJson, type RouteDef } from '../../http/route';
import { cachedView } from '../../http/viewCache';
import { jsonBody, parse } from '../../http/validate';

const summary = ({ fileContent: _omit, ...rest }: DataExport) => rest;

/** Saves an export to history and keeps only the most recent EXPORT_HISTORY_SIZE. */
export async function saveExport(db: Services['db'], filename: string, fileContent: string): Promise<DataExport> {
  const now = new Date().toISOString();
  const record: DataExport = {
    id: nanoid(),
    filename,
    fileContent,
    fileSize: Buffer.byteLength(fileContent),
    createdAt: now,
  };
  await db.dataExports.insert(record);
  const keep = new Set(
    db.dataExports
      .all()
      .slice(0, EXPORT_HISTORY_SIZE)
      .map((r) => r.id),
  );
  if (db.dataExports.size > keep.size) await db.dataExports.retain((r) => keep.has(r.id));
  return record;
}

/**
 * Export history. The list leaves fileContent out (it can be megabytes); GET /:id has it.
 */
export const dataExportRoutes: RouteDef[] = [
  route('GET', API.dataExports, 'owner', (ctx, s) =>
    sendJson(
      ctx,
      cachedView(s.db.dataExports, 'summaries', (items) => items.slice(0, EXPORT_HISTORY_SIZE).map(summary)),
    ),
  ),
  route('GET', recordRoute(API.dataExports), 'owner', (ctx, s) => {
    const record = s.db.dataExports.get(ctx.params.id);
    if (!record) throw new NotFound('Not found');
    ctx.body = record;
  }),
  route('POST', API.dataExports, 'owner', async (ctx, s) => {
    const { filename, fileContent } = parse(dataExportInput, jsonBody(ctx.request.body));
    if (Buffer.byteLength(fileContent) >= MAX_EXPORT_BYTES)
      throw new TooLarge('Exports of 10 MB or more are not kept in history');
    try {
      JSON.parse(fileContent);
    } catch {
      throw new Invalid('File content must be valid JSON', {
        issues: [{ path: 'fileContent', message: 'File content must be valid JSON' }],
      });
    }
    const record = await saveExport(s.db, filename, fileContent);
    ctx.status = 201;
    ctx.body = summary(record);
  }),
  route('DELETE', recordRoute(API.dataExports), 'owner', async (ctx, s) => {
    if (!(await s.db.dataExports.remove(ctx.params.id))) throw new NotFound('Not found');
    ctx.status = 204;
  }),
];
