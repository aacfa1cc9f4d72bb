import { addDaysKey, todayKey, type DateKey } from '../../shared/dates';
import { newMeta } from '../content/crud';
import type { ContentCollections } from '../storage/db';

/** Seeded records start at version 1, as created ones do. */
export const v1 = <T>(r: T) => ({ ...r, version: 1 });

/**
 * Inserts the records in their order, all in one go: the collection writes them in one or two
 * files' writes instead of one each (a demo start used to spend ~250 ms on them).
 */
export const insertAll = <T>(collection: { insert(record: T): Promise<T> }, records: T[]) =>
  Promise.all(records.map((r) => collection.insert(r)));

/** Every part of the demo is dated around the same today, in the academy's timezone. */
export type SeedContext = {
  c: ContentCollections;
  tz: string;
  today: DateKey;
  day: (offset: number) => DateKey;
  meta: (i: number) => ReturnType<typeof newMeta>;
};

export function seedContext(c: ContentCollections, tz: string, now: number): SeedContext {
  const today = todayKey(tz, now);
  return {
    c,
    tz,
    today,
    day: (offset) => addDaysKey(today, offset),
    meta: (i) => newMeta(new Date(now - (100 - i) * 60_000).toISOString()),
  };
}
