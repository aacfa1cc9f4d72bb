import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HealthReport, SiteConfig } from '../../shared/api';
import { TAGLINE } from '../../shared/constants';
import { route, type RouteDef } from '../route';

const version: string = createRequire(import.meta.url)('../../package.json').version;

export const healthRoutes: RouteDef[] = [
  route('GET', '/api/health', 'public', async (ctx, s) => {
    let dataWritable = true;
    try {
      await fsp.access(s.config.dataDir, fsp.constants.W_OK);
    } catch {
      dataWritable = false;
    }
    const report: HealthReport = { ok: dataWritable, version, uptimeSeconds: Math.round((Date.now() - s.startedAt) / 1000), dataWritable };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  }),
  /** Extension: the site's name, contact address, timezone and tagline, for every client. */
  route('GET', '/api/site', 'public', (ctx, s) => {
    const site: SiteConfig = { siteName: s.config.siteName, contactEmail: s.config.contactEmail, timezone: s.config.timezone, tagline: TAGLINE };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = site;
  }),
];
