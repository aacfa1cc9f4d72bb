import { API } from '@shared/routes';
import { recordPath, revisionsPath, trashRestorePath, type Resource } from '@shared/resources';
import type { RevisionEntry, TrashEntry, TrashType } from '@shared/schemas';
import type { ApiClient } from '@/lib/api';

/**
 * The calls of one collection a dashboard tab manages. Its hooks (useEntityTab, useEntityForm)
 * take this rather than a path, so a component never spells an endpoint.
 */
export type RecordApi<T, I> = {
  /** Lower-case, as the toasts say it: 'announcement', 'gallery item'. */
  noun: string;
  /** The trash's name for this collection's records, when they go to the trash on delete. */
  trashType?: TrashType;
  list(api: ApiClient): Promise<T[]>;
  create(api: ApiClient, input: I): Promise<T>;
  /** version: the one the edit was made on (If-Match); the server answers 412 when it moved on. */
  update(api: ApiClient, id: string, input: I, version?: number): Promise<T>;
  remove(api: ApiClient, id: string, version?: number): Promise<unknown>;
  revisions(api: ApiClient, id: string): Promise<RevisionEntry[]>;
  /** current: the version the dialog shows (If-Match), so a restore never overwrites a newer edit unseen. */
  restoreRevision(api: ApiClient, id: string, version: number, current?: number): Promise<T>;
};

/** The RecordApi of a collection from shared/routes RESOURCES. */
export function recordApi<T, I>(resource: Resource): RecordApi<T, I> {
  const { path, noun, trashType } = resource;
  return {
    noun,
    trashType,
    list: (api) => api.get<T[]>(path),
    create: (api, input) => api.post<T>(path, input),
    update: (api, id, input, version) => api.put<T>(recordPath(path, id), input, { ifMatch: version }),
    remove: (api, id, version) => api.del(recordPath(path, id), { ifMatch: version }),
    revisions: (api, id) => api.get<RevisionEntry[]>(revisionsPath(path, id)),
    restoreRevision: (api, id, version, current) =>
      api.post<T>(revisionsPath(path, id, version), undefined, { ifMatch: current }),
  };
}

/** The version a record was loaded at, for If-Match (records from before versions have none). */
export const versionOf = (record: unknown): number | undefined => {
  const v = (record as { version?: unknown } | null)?.version;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;
};

/** The trash, newest first. */
export const trashApi = {
  list: async (api: ApiClient) =>
    (await api.get<TrashEntry[]>(API.trash)).sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)),
  /** With If-Match of the version in the trash, as listed. */
  restore: (api: ApiClient, entry: Pick<TrashEntry, 'id' | 'record'>) =>
    api.post<Record<string, unknown>>(trashRestorePath(entry.id), undefined, { ifMatch: versionOf(entry.record) }),
  purge: (api: ApiClient, id: string) => api.del(recordPath(API.trash, id)),
  /** Puts back the newest trash entry of this record (the delete answers no trash id). */
  async undoDelete(api: ApiClient, type: TrashType, recordId: string) {
    const entry = (await trashApi.list(api)).find((e) => e.type === type && e.record.id === recordId);
    if (!entry) throw new Error('It is no longer in the trash.');
    return trashApi.restore(api, entry);
  },
};
