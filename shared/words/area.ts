/**
 * The one store of words: shared/words/<area>.<lang>.json, one file per area and language, keys
 * `<area>.<name>`, values in ICU message format with `{name}` placeholders. The public pages load
 * their areas through Lingui (web/src/i18n); the server, the service worker and the offline
 * script read the others (email, enrollmail, feed, offline, urgent) through area(), filling
 * placeholders with fill() (shared/emailTexts.ts). web/src/i18n/messages.test.ts checks that both
 * languages of an area have the same keys and placeholders; api/glossary.test.ts checks every
 * Spanish text against the glossary (shared/glossary.ts).
 */

/** The areas read outside the web app's catalogs: never in a page's script. */
export const OUTSIDE_APP_AREAS = ['email', 'enrollmail', 'feed', 'offline', 'urgent'] as const;

/** An area's messages by their name without the area's prefix, typed from the JSON's keys. */
export type AreaOf<C, A extends string> = { [K in keyof C as K extends `${A}.${infer R}` ? R : never]: C[K] };

export function area<C extends Record<string, string>, A extends string>(catalog: C, name: A): AreaOf<C, A> {
  const prefix = `${name}.`;
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  ) as AreaOf<C, A>;
}
