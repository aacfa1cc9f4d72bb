/**
 * Text put into HTML markup or an attribute the server, the service worker, the prerender, the
 * emails or the desktop app write by hand (not through React): the five characters that could
 * end a text or an attribute value, as entities.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
