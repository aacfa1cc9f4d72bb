/** The token of an `Authorization: Bearer ...` header, or null. */
export const bearerToken = (ctx: { get(h: string): string }) =>
  /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1] ?? null;
