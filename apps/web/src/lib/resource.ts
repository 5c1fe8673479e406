import type { EndpointAnswer, EndpointBodyInput, EndpointSpec } from '@fitfit/contracts';
import { call } from './api-client';
import { type ResourceKeys, resourceKeys } from './queryKeys';

/** An API collection and its cache keys: what the list, lookup, editor and delete hooks need. */
export interface Resource {
  /** API path of the collection, e.g. `restaurants/<id>/caisse/products`. */
  path: string;
  keys: ResourceKeys;
  item(id: string): string;
}

export const resource = (path: string, keys: ResourceKeys): Resource => ({ path, keys, item: (id) => `${path}/${id}` });

/**
 * A platform collection, keyed by its path: `admin/marks` → `['admin', 'marks', …]`. A nested path
 * (`admin/users/<id>/sponsored_restaurants`) keys under its parent, so the parent's refresh covers it.
 */
export const platformResource = (path: string) => resource(path, resourceKeys(...path.split('/')));

/**
 * A restaurant's collection under `restaurants/<id>/<module>/<name>`, keyed `[module, id, name, …]`:
 * restaurants never share a cache entry, and a module's keys share a prefix.
 */
export const restaurantResource = (restaurantId: string, module: string, name: string) =>
  resource(`restaurants/${restaurantId}/${module}/${name}`, resourceKeys(module, restaurantId, name));

/** The query of a list's page: SPEC §7 paging and search, and the list's filters. */
export type ListQuery = { search?: string; page: number; per_page: number; order: 'asc' | 'desc'; sort?: string } & Record<
  string,
  string | number | boolean | undefined
>;

/**
 * A resource's operations as endpoint descriptors: a contract entry (`restaurantResourceEndpoints`,
 * `platformResourceEndpoints`), or the descriptors of a hand-written resource put under these names.
 */
export interface ResourceEntry {
  list?: EndpointSpec;
  get?: EndpointSpec;
  create?: EndpointSpec;
  update?: EndpointSpec;
  delete?: EndpointSpec;
}

/** A list's query as the hooks build it (paged or keyset); the server validates it against the descriptor's query. */
type AnyListQuery = Record<string, string | number | boolean | undefined>;

/** The typed calls of an entry's operations, each present only when the entry has its descriptor. */
export type EntryCalls<E extends ResourceEntry> = (E extends { list: infer L extends EndpointSpec }
  ? { page(query: AnyListQuery, signal?: AbortSignal): Promise<EndpointAnswer<L>> }
  : unknown) &
  (E extends { get: infer G extends EndpointSpec } ? { get(id: string, signal?: AbortSignal): Promise<EndpointAnswer<G>> } : unknown) &
  (E extends { create: infer C extends EndpointSpec; update: infer U extends EndpointSpec }
    ? {
        /** Creates (no row yet) or updates the row. */
        save(body: EndpointBodyInput<C> | EndpointBodyInput<U>, row: { id: string } | null): Promise<EndpointAnswer<C>>;
      }
    : E extends { create: infer C extends EndpointSpec }
      ? { save(body: EndpointBodyInput<C>, row: null): Promise<EndpointAnswer<C>> }
      : unknown) &
  (E extends { delete: infer D extends EndpointSpec } ? { remove(id: string): Promise<EndpointAnswer<D>> } : unknown);

/**
 * The calls of a resource through its descriptors (lib/api-client.ts), typed by them, with the params its routes share
 * (`{ restaurantId }`, a parent's id): what `usePagedList`, `useEntity`, `useEditor` and `useDeleteAction` take.
 */
export const entryCalls = <E extends ResourceEntry>(entry: E, params: Record<string, string> = {}): EntryCalls<E> => {
  // one code path for every entry: the list's query is the hook's, validated by the server as every query
  const send = call as unknown as (e: EndpointSpec, args: object) => Promise<never>;
  const row = (id: string) => ({ ...params, id });
  const { list, get, create, update, delete: remove } = entry;
  return {
    ...(list && { page: (query: AnyListQuery, signal?: AbortSignal) => send(list, { params, query, signal }) }),
    ...(get && { get: (id: string, signal?: AbortSignal) => send(get, { params: row(id), signal }) }),
    ...(create && {
      save: (body: unknown, item: { id: string } | null) =>
        item && update ? send(update, { params: row(item.id), body }) : send(create, { params, body }),
    }),
    ...(remove && { remove: (id: string) => send(remove, { params: row(id) }) }),
  } as EntryCalls<E>;
};

/** A restaurant's resource read and written through its entry: its path, cache keys and typed calls. */
export const restaurantEntry = <E extends ResourceEntry>(restaurantId: string, module: string, name: string, entry: E) =>
  Object.assign(restaurantResource(restaurantId, module, name), entryCalls(entry, { restaurantId }));

/** A platform resource read and written through its entry (`params` for a nested one: `{ restaurantId }`). */
export const platformEntry = <E extends ResourceEntry>(path: string, entry: E, params: Record<string, string> = {}) =>
  Object.assign(platformResource(path), entryCalls(entry, params));
