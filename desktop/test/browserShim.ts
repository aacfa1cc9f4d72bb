import type { Page } from 'playwright-core';
import type { Backend } from '../main/backend';
import { CHANNELS } from '../shared/channels';
import type { InvokeName } from '../shared/ipc';

type Wrapped = { none: true } | { value: unknown };

/**
 * For the end-to-end test: puts on `window.academy` the same API the preload exposes
 * (one method per channel of shared/channels.ts, plus onConnection), but each call crosses into
 * the test's Node process through a Playwright binding and runs the real main-process backend
 * (settings, token store, offline cache, edit queue, http client). Only Electron's IPC is
 * replaced; the validation at the boundary (backend.handle) is the same.
 */
export async function installDesktopShim(page: Page, backend: Backend): Promise<() => void> {
  await page.exposeFunction('__academyInvoke', async (name: InvokeName, wrapped: Wrapped) => {
    let input = 'none' in wrapped ? undefined : wrapped.value;
    if (name === 'upload' && input && typeof input === 'object') {
      const file = input as { data: string };
      input = { ...file, data: new Uint8Array(Buffer.from(file.data, 'base64')) };
    }
    return backend.handle(name, input);
  });
  await page.addInitScript((names: string[]) => {
    type Listener = (s: unknown) => void;
    const listeners = new Set<Listener>();
    const w = window as unknown as {
      __academyInvoke(name: string, wrapped: unknown): Promise<unknown>;
      __academyEmit(s: unknown): void;
      academy: Record<string, unknown>;
    };
    const toBase64 = (bytes: Uint8Array) => {
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    };
    const api: Record<string, unknown> = {};
    for (const name of names) {
      api[name] = (input?: unknown) => {
        if (name === 'upload' && input && typeof input === 'object') {
          const file = input as { data: Uint8Array };
          input = { ...file, data: toBase64(file.data) };
        }
        return w.__academyInvoke(name, input === undefined ? { none: true } : { value: input });
      };
    }
    api.onConnection = (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    w.__academyEmit = (s) => listeners.forEach((l) => l(s));
    w.academy = api;
  }, Object.keys(CHANNELS));
  return backend.onStatus((status) => {
    void page
      .evaluate((s) => (window as unknown as { __academyEmit?: (s: unknown) => void }).__academyEmit?.(s), status)
      .catch(() => undefined);
  });
}
