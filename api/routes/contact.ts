import { nanoid } from 'nanoid';
import { CONTACT_HONEYPOT_FIELD } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { contactInput } from '../../shared/schemas';
import { API, recordRoute } from '../../shared/routes';
import { route, sendJson, type RouteDef } from '../route';
import { jsonBody, parse } from '../validate';
import { ifMatch, moveToTrash, setETag } from '../versions';

/**
 * Contact messages. A public post gets the server's time and counts against the address's
 * limit (5 accepted in 10 minutes); an admin post keeps a given createdAt (import) and is not
 * limited. A filled honeypot field answers 201 and stores nothing.
 */
export const contactRoutes: RouteDef[] = [
  route('POST', API.contact, 'public', async (ctx, s) => {
    const admin = ctx.state.admin;
    const {
      [CONTACT_HONEYPOT_FIELD]: honeypot,
      createdAt,
      ...fields
    } = parse(contactInput, jsonBody(ctx.request.body));
    const now = new Date().toISOString();
    const record = {
      id: nanoid(),
      ...fields,
      createdAt: admin && createdAt ? new Date(createdAt).toISOString() : now,
      updatedAt: now,
      version: 1,
    };
    ctx.status = 201;
    setETag(ctx, record);
    ctx.body = record;
    if (admin) return void (await s.db.content.contactMessages.insert(record));
    // Reserved before the write, so thirty posts at once store five; only stored ones count.
    const accepted = s.limits.contact.reserve(`contact:${ctx.ip}`, MSG.tooManyMessages);
    if (honeypot && honeypot.trim()) return accepted.release();
    try {
      await s.db.content.contactMessages.insert(record);
    } catch (e) {
      accepted.release();
      throw e;
    }
  }),
  route('GET', API.contact, 'admin', (ctx, s) =>
    sendJson(
      ctx,
      s.db.content.contactMessages.payload('all', (items) => items),
    ),
  ),
  route('DELETE', recordRoute(API.contact), 'admin', async (ctx, s) => {
    await moveToTrash(s.db, 'contactMessage', ctx.params.id, ifMatch(ctx));
    ctx.status = 204;
  }),
];
