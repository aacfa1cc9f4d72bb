// Preloaded into the server by server-modules.test.ts (node --import): appends the URL of every
// ES module loaded from node_modules to the file MODULE_LOG names.
import { register } from 'node:module';

const hooks = `import fs from 'node:fs';
export async function load(url, context, next) {
  if (url.includes('/node_modules/')) fs.appendFileSync(process.env.MODULE_LOG, url + '\\n');
  return next(url, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks));
