import { recordPath } from '@shared/routes';
import type { ApiClient } from '@/lib/api';

/**
 * The calls of one collection a dashboard tab manages. Its hooks (useEntityTab, useEntityForm)
 * take this rather than a path, so a component never spells an endpoint.
 */
export type RecordApi<T, I> = {
  /** Lower-case, as the toasts say it: 'announcement', 'gallery item'. */
  noun: string;
  list(api: ApiClient): Promise<T[]>;
  create(api: ApiClient, input: I): Promise<T>;
  update(api: ApiClient, id: string, input: I): Promise<T>;
  remove(api: ApiClient, id: string): Promise<unknown>;
};

/** The RecordApi of a collection from shared/routes RESOURCES. */
export function recordApi<T, I>(resource: { path: string; noun: string }): RecordApi<T, I> {
  const { path, noun } = resource;
  return {
    noun,
    list: (api) => api.get<T[]>(path),
    create: (api, input) => api.post<T>(path, input),
    update: (api, id, input) => api.put<T>(recordPath(path, id), input),
    remove: (api, id) => api.del(recordPath(path, id)),
  };
}
