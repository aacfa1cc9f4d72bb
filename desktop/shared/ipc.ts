import { z } from 'zod';
import type { ApiRequest, ApiResponse, ConnectionStatus } from '../../shared/transport';
import { CHANNELS, CONNECTION_EVENT } from './channels';

export { CHANNELS, CONNECTION_EVENT };

/**
 * The ONE list of IPC channels between the desktop renderer and the main process. Every input
 * is validated in main with the schema next to its channel (the renderer is untrusted); the
 * preload exposes exactly these names as `window.academy`, and the end-to-end test shim exposes
 * the same names over Playwright bindings.
 */

/** Paths the renderer may ask the main process to forward: the server's own API, nothing else. */
export const apiPath = z
  .string()
  .max(2048)
  .regex(/^\/api\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/, 'not an /api/ path')
  .refine(staysInApi, 'not an /api/ path');

/**
 * No dot segment or extra separator, written plainly or percent-encoded (`%2e%2e`, `..%2f`, and
 * encoded twice: a proxy before the server may decode again): decoded until nothing changes, each
 * form is checked. A malformed escape is refused.
 */
function staysInApi(p: string): boolean {
  let text = p;
  for (let i = 0; i < 4; i++) {
    if (text.includes('..') || text.includes('//') || text.includes('\\')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return false;
    }
    if (decoded === text) return true;
    text = decoded;
  }
  return false;
}

/**
 * Only these request headers cross the boundary; anything else (Host, Cookie...) is dropped.
 * Authorization is not among them: main adds the token it keeps (main/session.ts). Values must be
 * printable ASCII without CR or LF, which `new Request` takes (it throws on anything else).
 */
export const FORWARDED_HEADERS = ['accept', 'content-type', 'if-match'] as const;
const headers = z
  .record(z.string().max(64), z.string().regex(/^[\t\x20-\x7e]{0,4096}$/, 'not a valid header value'))
  .transform((h) =>
    Object.fromEntries(
      Object.entries(h).filter(([k]) => (FORWARDED_HEADERS as readonly string[]).includes(k.toLowerCase())),
    ),
  );

export const apiRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: apiPath,
  body: z.unknown().optional(),
  headers: headers.default({}),
});

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadSchema = z.object({
  name: z.string().min(1).max(255),
  type: z.string().max(100),
  data: z
    .instanceof(Uint8Array)
    .refine((d) => d.byteLength <= UPLOAD_MAX_BYTES, 'Image file size must be less than 5MB'),
});

export const FILE_MAX_CHARS = 12 * 1024 * 1024;
export const saveFileSchema = z.object({
  filename: z
    .string()
    .min(1)
    .max(255)
    .refine((f) => !/[\\/]/.test(f), 'a file name, not a path'),
  content: z.string().max(FILE_MAX_CHARS),
});

/** Links the dashboard may hand to the system browser or mail client. */
export const externalUrlSchema = z
  .string()
  .max(4096)
  .refine((u) => {
    try {
      return ['http:', 'https:', 'mailto:'].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  }, 'only http(s) and mailto links open outside the app');

/**
 * What the page knows of its connection that main does not (navigator.connection): whether the
 * user asked to save data, and Chromium's connection type where it knows one (ChromeOS, Android;
 * on Windows, macOS and Linux usually 'unknown'). Only ever pauses automatic update downloads.
 */
export const networkHintsSchema = z.object({ saveData: z.boolean(), type: z.string().max(20).optional() }).strict();
export type NetworkHints = z.infer<typeof networkHintsSchema>;

/** Each channel's input schema, validated in main before the handler runs. */
const inputs = {
  getSettings: z.void(),
  setServer: z.string().min(1).max(2048),
  signOut: z.void(),
  removeLocalData: z.void(),
  networkHints: networkHintsSchema,
  request: apiRequestSchema,
  upload: uploadSchema,
  saveFile: saveFileSchema,
  openFile: z.void(),
  openExternal: externalUrlSchema,
  getConnection: z.void(),
  retryFailed: z.void(),
  discardFailed: z.string().min(1).max(64),
  resolveConflict: z.object({ id: z.string().min(1).max(64), choice: z.enum(['mine', 'theirs']) }).strict(),
} satisfies Record<keyof typeof CHANNELS, z.ZodType>;

export const invokeChannels = Object.fromEntries(
  (Object.keys(CHANNELS) as (keyof typeof CHANNELS)[]).map((name) => [
    name,
    { channel: CHANNELS[name], input: inputs[name] },
  ]),
) as { [K in keyof typeof CHANNELS]: { channel: (typeof CHANNELS)[K]; input: (typeof inputs)[K] } };

/** The custom scheme that serves the server's /uploads/ with the admin token (see main/media.ts). */
export const MEDIA_SCHEME = 'academy-media';
export const mediaUrlFor = (path: string) => (path.startsWith('/uploads/') ? `${MEDIA_SCHEME}://media${path}` : path);

export type InvokeName = keyof typeof invokeChannels;
export type InvokeInput<K extends InvokeName> = z.input<(typeof invokeChannels)[K]['input']>;

/**
 * encryptionAvailable: false when no keychain keeps the token (it then lives in memory only).
 * signedIn: main holds a session token for this server (the page never sees the token itself).
 */
export type DesktopSettings = { serverUrl: string | null; encryptionAvailable: boolean; signedIn: boolean };
export const KEYCHAIN_MISSING_TEXT =
  'No keychain was found on this computer (such as GNOME Keyring or KWallet), so your sign-in is kept in ' +
  'memory only: you will sign in again each time the app starts.';
export type SetServerResult = { ok: true; serverUrl: string } | { ok: false; message: string };
/** What the page holds instead of the session token, which stays in main (main/session.ts). */
export const SIGNED_IN_MARKER = 'held-by-the-app';

/** removed: false when the administrator cancelled the confirmation. */
export type RemoveLocalDataResult = { removed: boolean };
export type OpenedFile = { name: string; content: string } | null;

export type InvokeOutputs = {
  getSettings: DesktopSettings;
  setServer: SetServerResult;
  signOut: void;
  removeLocalData: RemoveLocalDataResult;
  networkHints: void;
  request: ApiResponse;
  upload: ApiResponse;
  saveFile: boolean;
  openFile: OpenedFile;
  openExternal: void;
  getConnection: ConnectionStatus;
  retryFailed: ConnectionStatus;
  discardFailed: ConnectionStatus;
  resolveConflict: ConnectionStatus;
};

/** What the preload puts on `window.academy`: one method per channel plus the status event. */
export type DesktopApi = { [K in InvokeName]: (input: InvokeInput<K>) => Promise<InvokeOutputs[K]> } & {
  onConnection(listener: (status: ConnectionStatus) => void): () => void;
};

export type { ApiRequest, ApiResponse, ConnectionStatus };
