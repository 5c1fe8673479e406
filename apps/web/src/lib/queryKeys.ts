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

/** A resource of one restaurant: its keys carry the restaurant, so restaurants never share a cache entry. */
const perRestaurant =
  (module: string, name: string) =>
  (restaurantId: string): ResourceKeys =>
    resourceKeys(module, restaurantId, name);

export const keys = {
  session: (token: string | null) => ['session', token] as Key,
  /** Public enumerations (currencies, recurrings…), loaded once per session. */
  publicLookup: (name: string) => ['public', name] as Key,
  auth: {
    /** The restaurants the user may work on (restaurant chooser, user form). */
    restaurants: ['auth', 'restaurants'] as Key,
    restaurantsPage: (query: object) => ['auth', 'restaurants', query] as Key,
  },
  caisse: {
    tags: perRestaurant('caisse', 'heat-tags'),
    taxes: perRestaurant('caisse', 'taxes'),
    categories: perRestaurant('caisse', 'categories'),
    options: perRestaurant('caisse', 'options'),
    products: perRestaurant('caisse', 'products'),
    menus: perRestaurant('caisse', 'menus'),
    /** The whole card as the terminals receive it: changes with any card resource. */
    card: (restaurantId: string) => ['caisse', restaurantId, 'card'] as Key,
    roles: perRestaurant('caisse', 'roles'),
    posUsers: perRestaurant('caisse', 'pos_users'),
    /** The sales ledger: a cancellation changes the tickets, a closing the closings and the tickets' day. */
    tickets: perRestaurant('caisse', 'tickets'),
    closings: perRestaurant('caisse', 'closings'),
    archives: perRestaurant('caisse', 'archives'),
    journal: perRestaurant('caisse', 'journal'),
  },
  admin: {
    dashboard: ['admin', 'dashboard'] as Key,
    marks: resourceKeys('admin', 'marks'),
    /** The franchisors a mark may link, with `linked` set for those it does. */
    markFranchisors: (markId: string) => ['admin', 'marks', 'detail', markId, 'franchisors'] as Key,
    modules: resourceKeys('admin', 'fitfit_modules'),
    partners: resourceKeys('admin', 'terminal_partners'),
    hardwares: resourceKeys('admin', 'hardwares'),
    restaurants: resourceKeys('admin', 'restaurants'),
    restaurantModules: (restaurantId: string) => resourceKeys('admin', 'restaurant-modules', restaurantId),
    /** The modules of every restaurant (a catalogue change shows in each). */
    allRestaurantModules: ['admin', 'restaurant-modules'] as Key,
    restaurantHardwares: (restaurantId: string) => resourceKeys('admin', 'restaurant-hardwares', restaurantId),
    allRestaurantHardwares: ['admin', 'restaurant-hardwares'] as Key,
    users: resourceKeys('admin', 'users'),
    sponsoredRestaurants: (userId: string) => resourceKeys('admin', 'users', 'detail', userId, 'sponsored'),
    subscriptions: resourceKeys('admin', 'restaurant_subscriptions'),
    invoices: resourceKeys('admin', 'subscription_invoices'),
  },
  /** A searched lookup of a form (restaurants, marks to link): short-lived, per search. */
  searchLookup: (path: string, search: string) => ['lookup', path, search] as Key,
  seller: { home: ['seller', 'home'] as Key },
  registration: { me: ['complete-registration', 'me'] as Key },
};
