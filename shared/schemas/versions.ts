import { z } from 'zod';

/** The largest version: 15 digits, what If-Match and a revision's path accept, well below 2^53. */
export const MAX_VERSION = 999_999_999_999_999;
const versionMessage = `version must be a whole number from 1 to ${MAX_VERSION}`;
/** A record's version: 1 on create, +1 on every change (issue 14). */
export const recordVersion = z
  .number({ error: versionMessage })
  .int(versionMessage)
  .min(1, versionMessage)
  .max(MAX_VERSION, versionMessage);

/** The collections whose records carry versions and go to the trash when deleted. */
export const TRASH_TYPES = ['announcement', 'event', 'galleryItem', 'contactMessage', 'instructor'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];

/** GET /api/trash: one deleted record, newest first. */
export type TrashEntry = { id: string; type: TrashType; deletedAt: string; record: Record<string, unknown> };
/**
 * GET /api/{announcements|events|gallery|instructors}/{id}/revisions: one earlier content, newest
 * first. `by`: the account whose change made this revision (replaced this content), absent for
 * revisions kept before accounts were recorded; so version N+1's author is revision N's `by`.
 */
export type RevisionEntry = {
  version: number;
  updatedAt: string;
  record: Record<string, unknown>;
  by?: { id: string; name: string };
};

/** If-Match: exactly one quoted positive integer ("3"); anything else is a 400. */
export const ifMatchHeader = z
  .string()
  .regex(/^"[1-9][0-9]{0,14}"$/, 'If-Match must be one quoted version number, e.g. "3"')
  .transform((v) => Number(v.slice(1, -1)));

/** A version in a path (/revisions/3/restore): a positive integer, else not found. */
export const versionParam = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);
