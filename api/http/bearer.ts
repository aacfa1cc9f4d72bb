/**
 * The staff session's cookie twin of the bearer token: set at sign-in (features/staff), accepted only
 * for GET /uploads/* (features/gallery) so that <img> tags can show gated thumbnails.
 */
export const ADMIN_COOKIE = 'admin_session';

/** The token of an `Authorization: Bearer ...` header, or null. */
export const bearerToken = (ctx: { get(h: string): string }) =>
  /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? null;
