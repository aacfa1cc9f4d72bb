import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A file of the store of words the pages load: shared/words/<area>.<lang>.json. */
export const CATALOG_FILE = /[\\/]shared[\\/]words[\\/][a-z0-9-]+\.[a-z]{2}\.json$/;

/** Each message of a catalog compiled to Lingui's runtime form (ICU parsed into arrays). */
export function compileCatalog(catalog: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * Lingui's production build has no ICU parser (it would cost the pages several KB): it expects
 * compiled messages. The catalogs are written as plain ICU JSON and compiled here, before Vite's
 * own JSON plugin turns them into modules, so the pages ship data, not the compiler.
 * Not @lingui/vite-plugin: it compiles the catalogues a lingui.config names, through @lingui/cli
 * and its extractor, for an import with `?lingui`; ours are plain JSON that the server and the
 * service worker read as they are (shared/words), and this transform is the one call it would make.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0])) return null;
      return { code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
