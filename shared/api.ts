import type { WeekdayCode } from './schemas/event';

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
  /**
   * When the weekly digest goes out (DIGEST_WEEKDAY, DIGEST_TIME as HH:MM, the academy's
   * timezone), or null when there is none (DIGEST=off, or no SMTP_URL). Always sent by the server.
   */
  digest?: DigestSlot | null;
  /** Whether at least one class takes enrollment requests ('Enroll Now' leads to /enroll, else /contact). */
  enrollment?: boolean;
  /** ENROLLMENT_RETENTION_DAYS: what the enrollment form's privacy line says. */
  enrollmentRetentionDays?: number;
};
export type DigestSlot = { weekday: WeekdayCode; time: string };
export type HealthReport = { ok: boolean; version: string; uptimeSeconds: number; dataWritable: boolean };
export type UploadResponse = { imageUrl: string };
export type LoginResponse = { token: string };
export type ImportResult = { imported: Record<string, number>; backupId: string };

/** The last off-site backup run (DATA_DIR/.offsite-status.json, written by `npm run backup -- --offsite`). */
export type OffsiteRun =
  | { ok: true; at: string; repository: string; snapshot: string; bytesAdded: number }
  | {
      ok: false;
      at: string;
      repository: string;
      error: string;
      /** When the first of the failed runs in a row happened. */
      failingSince: string;
      lastSuccess?: { at: string; snapshot: string };
    };
/** GET /api/backups/offsite (admin): configured when RESTIC_REPOSITORY is set or a run was recorded. */
export type OffsiteStatus = { configured: boolean; last: OffsiteRun | null };

/** Sent with an admin write (and a public contact post) so that a repeat (its answer lost on the way) is applied only once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on the answer to such a repeat: the first answer, given again. */
export const REPLAY_HEADER = 'Idempotent-Replay';

/** Thumbnail sibling of an uploaded image: /uploads/abc.webp -> /uploads/abc.thumb.webp */
export function thumbUrl(imageUrl: string): string {
  if (!imageUrl.startsWith('/uploads/') || imageUrl.includes('.thumb.')) return imageUrl;
  return imageUrl.replace(/\.([a-z0-9]+)$/i, '.thumb.$1');
}
