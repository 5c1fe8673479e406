import type { ResourceKeys } from './queryKeys';

/** An API collection and its cache keys: what the list, lookup, editor and delete hooks need. */
export interface Resource {
  /** API path of the collection, e.g. `restaurants/<id>/caisse/products`. */
  path: string;
  keys: ResourceKeys;
  item(id: string): string;
}

export const resource = (path: string, keys: ResourceKeys): Resource => ({ path, keys, item: (id) => `${path}/${id}` });
