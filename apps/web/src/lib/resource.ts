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
