/** A test file's server: vitest's hooks around startTestServer (harness.ts), apart so that bench/ can use the harness. */
import { afterAll, beforeAll } from 'vitest';
import type { StartOptions } from '../server';
import { startTestServer, type TestServer } from './harness';

/**
 * The server of the enclosing file or describe block: started before its tests, stopped (its data
 * folder removed) after them. What it answers is the running server, read when the tests run.
 */
export function useTestServer(options: StartOptions | (() => StartOptions) = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(typeof options === 'function' ? options() : options);
  });
  afterAll(() => current?.stop());
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!current) throw new Error('useTestServer: the server starts in beforeAll; read it inside a test or hook');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}
