import type { HealthReport, SiteConfig } from '../../shared/api';
import { TAGLINE } from '../../shared/constants';
import { API } from '../../shared/routes';
import { APP_VERSION } from '../paths';
import { route, type RouteDef } from './route';

export const healthRoutes: RouteDef[] = [
  route('GET', API.health, 'public', async (ctx, s) => {
    const dataWritable = await s.healthProbe.writable();
    const report: HealthReport = {
      ok: dataWritable,
      version: APP_VERSION,
      uptimeSeconds: Math.round((Date.now() - s.startedAt) / 1000),
      dataWritable,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  }),
  /** Extension: the site's name, contact address, timezone, tagline and email notices, for every client. */
  route('GET', API.site, 'public', (ctx, s) => {
    const site: SiteConfig = {
      siteName: s.config.siteName,
      contactEmail: s.config.contactEmail,
      timezone: s.config.timezone,
      tagline: TAGLINE,
      subscriptions: Boolean(s.config.mail),
      digest: s.config.mail?.digest ?? null,
      enrollment: s.db.content.events.all().some((e) => e.recurrence && e.enrollment?.open),
      enrollmentRetentionDays: s.config.enrollment.retentionDays,
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = site;
  }),
];
