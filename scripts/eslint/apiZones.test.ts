import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real eslint.config.js on code that exists only here, placed (filePath) where the zones
// judge it; each import names a real module, so the resolver finds it as in the repository.
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
};

describe("api/'s zones", () => {
  it('a feature never imports another feature; a layer below it may be imported', async () => {
    expect(
      await problems('api/features/events/fixture.ts', "export { saveUpload } from '../gallery/uploads';\n"),
    ).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
    expect(await problems('api/features/events/fixture.ts', "export { route } from '../../http/route';\n")).toEqual([]);
    expect(
      await problems('api/features/events/fixture.ts', "export { checkVersion } from '../../content/versions';\n"),
    ).toEqual([]);
  });

  it('no layer imports a feature', async () => {
    for (const layer of ['http', 'content', 'notices', 'auth', 'storage'])
      expect(
        await problems(`api/${layer}/fixture.ts`, "export { eventRoutes } from '../features/events/routes';\n"),
      ).toEqual([expect.stringMatching(/A layer never imports a feature/)]);
  });

  it('storage imports nothing of HTTP', async () => {
    expect(await problems('api/storage/fixture.ts', "export { statusOf } from '../http/errors';\n")).toEqual([
      expect.stringMatching(/storage\/ knows no HTTP/),
    ]);
    expect(await problems('api/storage/fixture.ts', "export { NotFound } from '../errors';\n")).toEqual([]);
  });

  it('only api/http/ (and app.ts) imports Koa, its router or its middleware', async () => {
    const koa =
      "import type { Context } from 'koa';\nimport Router from '@koa/router';\nimport session from 'koa-session';\nexport type C = Context;\nexport { Router, session };\n";
    expect(await problems('api/features/events/fixture.ts', koa)).toEqual([
      expect.stringMatching(/Only api\/http\/ imports Koa/),
      expect.stringMatching(/Only api\/http\/ imports Koa/),
      expect.stringMatching(/Only api\/http\/ imports Koa/),
    ]);
    expect(await problems('api/content/fixture.ts', koa)).toHaveLength(3);
    expect(await problems('api/http/fixture.ts', koa)).toEqual([]);
  });
});
