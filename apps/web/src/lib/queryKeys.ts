/**
 * Every TanStack Query key of the app, one factory per resource, so that a write can refresh exactly
 * what it changed. A resource's keys nest: `all` ⊃ `lists` ⊃ `list(query)`, and `all` ⊃ `detail(id)`;
 * invalidating `all` refreshes its lists, lookups and details at once.
 */
export type Key = readonly unknown[];

export interface ResourceKeys {
  all: Key;
  lists: Key;
  list(query?: object): Key;
  detail(id: string): Key;
}

export const resourceKeys = (...scope: string[]): ResourceKeys => {
  const all = scope;
  return {
    all,
    lists: [...all, 'list'],
    list: (query = {}) => [...all, 'list', query],
    detail: (id) => [...all, 'detail', id],
  };
};

/**
 * Cache keys of what is not an API collection. A collection's keys come with its path (`lib/resource.ts`,
 * declared once in the module's `api.ts`): `caisse.products.keys.list(query)`, `admin.marks.keys.detail(id)`.
 */
export const keys = {
  session: (token: string | null) => ['session', token] as Key,
  /** The signed-in user, whatever the token: refreshed when the user's restaurant gains or loses a module. */
  sessions: ['session'] as Key,
  /** Public enumerations (currencies, recurrings, modules…), loaded once per session. */
  publicLookup: (name: string) => ['public', name] as Key,
  auth: {
    /** The restaurants the user may work on (restaurant chooser). */
    restaurants: ['auth', 'restaurants'] as Key,
    restaurantsPage: (query: object) => ['auth', 'restaurants', query] as Key,
  },
  admin: { dashboard: ['admin', 'dashboard'] as Key },
  /** A searched lookup of a form (restaurants, marks to link): short-lived, per search. */
  searchLookup: (path: string, search: string) => ['lookup', path, search] as Key,
  seller: { home: ['seller', 'home'] as Key },
  registration: { me: ['complete-registration', 'me'] as Key },
};
