import { createContext, useContext, type ReactNode } from 'react';
import type { UploadResponse } from '@shared/api';
import type { ConflictChoice, ConnectionStatus, Transport } from '@shared/transport';
import { createApiClient, type ApiClient } from './api';

/**
 * Everything the admin dashboard needs from its host. The web and the desktop app each implement
 * it; dashboard components never touch localStorage, downloads, file pickers or window.open.
 */
export interface Platform {
  kind: 'web' | 'desktop';
  transport: Transport;
  token: { get(): string | null; set(token: string | null): Promise<void> };
  uploadImage(file: File, token: string | null, onProgress: (percent: number) => void): Promise<UploadResponse>;
  /** Saves a text file where the user chooses; resolves false when the user cancels. */
  saveFile(filename: string, content: string): Promise<boolean>;
  /** Present only where a native open dialog exists (desktop). */
  openFile?: () => Promise<{ name: string; content: string } | null>;
  openExternal(url: string): void;
  /** Turns a site path such as /uploads/x.webp into a URL the renderer can load. */
  mediaUrl(path: string): string;
  connection?: {
    subscribe(listener: (status: ConnectionStatus) => void): () => void;
    retryFailed?(): Promise<void>;
    discardFailed?(id: string): Promise<void>;
    /** A failed edit whose record changed elsewhere: send it again over the newer version, or drop it. */
    resolveConflict?(id: string, choice: ConflictChoice): Promise<void>;
  };
  /** Desktop: the server URL setting, shown and changeable in the app. */
  server?: { url: string; change(): void };
}

const PlatformContext = createContext<Platform | null>(null);
export const PlatformProvider = ({ platform, children }: { platform: Platform; children: ReactNode }) => (
  <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
);
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside a PlatformProvider');
  return platform;
}

const clients = new WeakMap<Platform, ApiClient>();
/** One API client per platform, carrying its stored admin token. */
export function apiFor(platform: Platform): ApiClient {
  let client = clients.get(platform);
  if (!client) {
    client = createApiClient(platform.transport, () => platform.token.get());
    clients.set(platform, client);
  }
  return client;
}
