/**
 * The data files' schema version. A collection file is `{ "version": 1, "items": [...] }`, a
 * state file of the server's own `{ "version": 1, ...fields }`. Raising it needs a migration
 * step in api/storage/migrations.ts.
 */
export const FORMAT_VERSION = 1;

export type Versioned = { version: number } & Record<string, unknown>;
