import { NotFound } from '../../errors';
import { Readable } from 'node:stream';
import { nanoid } from 'nanoid';
import { CONTACT_FILL_TIME_FIELD, CONTACT_HONEYPOT_FIELD } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { clientKey } from '../../http/clientKey';
import {
  contactInput,
  contactListQuery,
  contactPatch,
  matchesContactQuery,
  type ContactMessage,
} from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { recordRoute } from '../../../shared/resources';
import { isTrappedPost } from '../../http/botTrap';
import { ContactNotifier } from './notifier';
import { route, sendJson, type ApiContext, type RouteDef } from '../../http/route';
import { cachedView } from '../../http/viewCache';
import { jsonBody, parse } from '../../http/validate';
import { checkVersion, ifMatch, moveToTrash, setETag, nextVersion } from '../../content/versions';
import { contactCsvRows } from './csv';

/** ?status= and ?q= of the list and the CSV (400 naming the parameter when bad). */
const listQuery = (ctx: ApiContext) => {
  const q = parse(contactListQuery, { status: ctx.query.status, q: ctx.query.q });
  return { status: q.status, q: q.q?.trim() || undefined };
};

/**
 * Contact messages. A public post gets the server's time and status 'new', counts against the
 * address's limit (5 accepted in 10 minutes), and is emailed to the academy when that is set up
 * (after it is stored; see notify/contactNotifier.ts). An admin post keeps a given createdAt and
 * status (import; default 'read') and is not limited. A filled honeypot field, or a form sent
 * sooner than a person can fill it, answers 201 exactly like a stored post and stores nothing.
 */
export const contactRoutes: RouteDef[] = [
  route('POST', API.contact, 'public', async (ctx, s) => {
    const admin = ctx.state.admin;
    const {
      [CONTACT_HONEYPOT_FIELD]: honeypot,
      [CONTACT_FILL_TIME_FIELD]: fillMs,
      createdAt,
      status,
      ...fields
    } = parse(contactInput, jsonBody(ctx.request.body));
    const now = new Date().toISOString();
    const record: ContactMessage = {
      id: nanoid(),
      ...fields,
      createdAt: admin && createdAt ? new Date(createdAt).toISOString() : now,
      updatedAt: now,
      version: 1,
      status: admin ? (status ?? 'read') : 'new',
    };
    if (!admin && s.notifier) record.notify = ContactNotifier.initial();
    ctx.status = 201;
    setETag(ctx, record);
    ctx.body = record;
    if (admin) return void (await s.db.content.contactMessages.insert(record));
    // Reserved before the write, so thirty posts at once store five; only stored ones count.
    const accepted = s.limits.contact.reserve(clientKey(ctx.ip), MSG.tooManyMessages);
    if (isTrappedPost(honeypot, fillMs)) return accepted.release();
    try {
      await s.db.content.contactMessages.insert(record);
    } catch (e) {
      accepted.release();
      throw e;
    }
    s.notifier?.kick();
  }),
  route('GET', API.contact, 'admin', (ctx, s) => {
    const query = listQuery(ctx);
    return sendJson(
      ctx,
      cachedView(s.db.content.contactMessages, `list\u0000${query.status ?? ''}\u0000${query.q ?? ''}`, (items) =>
        query.status || query.q ? items.filter((m) => matchesContactQuery(m, query)) : items,
      ),
    );
  }),
  route('GET', API.contactCsv, 'admin', (ctx, s) => {
    const query = listQuery(ctx);
    // The collection's sorted array as it is now (records are immutable): rows are made one at a
    // time as the client reads, never the whole file in memory.
    const items = s.db.content.contactMessages.all();
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', 'attachment; filename="contact-messages.csv"');
    ctx.body = Readable.from(contactCsvRows(items, query));
  }),
  route('PATCH', recordRoute(API.contact), 'admin', async (ctx, s) => {
    const expected = ifMatch(ctx);
    const { status } = parse(contactPatch, jsonBody(ctx.request.body));
    const updated = await s.db.content.contactMessages.update(ctx.params.id, (old) => {
      checkVersion(old, expected);
      return { ...old, status, updatedAt: new Date().toISOString(), version: nextVersion(old) };
    });
    if (!updated) throw new NotFound('Not found');
    setETag(ctx, updated!);
    ctx.body = updated;
  }),
  route('DELETE', recordRoute(API.contact), 'admin', async (ctx, s) => {
    await moveToTrash(s.db, 'contactMessage', ctx.params.id, ifMatch(ctx));
    ctx.status = 204;
  }),
];
