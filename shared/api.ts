/** Wire shapes shared by the server and its clients that no entity schema covers. */
export type ApiErrorBody = { message: string; issues?: { path: string; message: string }[] };
export type SiteConfig = {
  siteName: string;
  contactEmail: string;
  timezone: string;
  tagline: string;
  /**
   * Whether families can subscribe to notices by email (the server has SMTP_URL); the form is
   * hidden otherwise. Always sent by the server; optional only for clients' defaults.
   */
  subscriptions?: boolean;
};
export type HealthReport = { ok: boolean; version: string; uptimeSeconds: number; dataWritable: boolean };
export type UploadResponse = { imageUrl: string };
export type LoginResponse = { token: string };
export type ImportResult = { imported: Record<string, number>; backupId: string };

/** Sent with an admin write so that a repeat (its answer lost on the way) is applied only once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on the answer to such a repeat: the first answer, given again. */
export const REPLAY_HEADER = 'Idempotent-Replay';

/** Thumbnail sibling of an uploaded image: /uploads/abc.webp -> /uploads/abc.thumb.webp */
export function thumbUrl(imageUrl: string): string {
  if (!imageUrl.startsWith('/uploads/') || imageUrl.includes('.thumb.')) return imageUrl;
  return imageUrl.replace(/\.([a-z0-9]+)$/i, '.thumb.$1');
}
