import type { KeyLabel } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';
import { keys } from '../../lib/queryKeys';
import { resource } from '../../lib/resource';

/** Public lookups (currencies, recurrings, categories, sponsor types), loaded once per session. */
export const useLookup = (name: 'currencies' | 'recurrings' | 'categories' | 'sponsor_types') =>
  useQuery({
    queryKey: keys.publicLookup(name),
    queryFn: () => api.get<{ data: KeyLabel[] }>(`public/${name}`).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Options of a Select from a { key: label } map. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The platform resources of the administration: API paths and cache keys together. */
export const admin = {
  marks: resource('admin/marks', keys.admin.marks),
  modules: resource('admin/fitfit_modules', keys.admin.modules),
  partners: resource('admin/terminal_partners', keys.admin.partners),
  hardwares: resource('admin/hardwares', keys.admin.hardwares),
  restaurants: resource('admin/restaurants', keys.admin.restaurants),
  users: resource('admin/users', keys.admin.users),
  subscriptions: resource('admin/restaurant_subscriptions', keys.admin.subscriptions),
  invoices: resource('admin/subscription_invoices', keys.admin.invoices),
  restaurantModules: (restaurantId: string) =>
    resource(`admin/restaurants/${restaurantId}/fitfit_module_restaurants`, keys.admin.restaurantModules(restaurantId)),
  restaurantHardwares: (restaurantId: string) =>
    resource(`admin/restaurants/${restaurantId}/restaurant_hardwares`, keys.admin.restaurantHardwares(restaurantId)),
  sponsoredRestaurants: (userId: string) =>
    resource(`admin/users/${userId}/sponsored_restaurants`, keys.admin.sponsoredRestaurants(userId)),
};

/**
 * What else a write to an admin resource changes (names, counts and totals shown elsewhere): the
 * dashboard counts restaurants, users, modules and invoices; lists show mark, restaurant and user names.
 */
export const adminEffects = {
  marks: [keys.admin.restaurants.all, keys.admin.users.all],
  modules: [keys.admin.allRestaurantModules, keys.admin.dashboard],
  hardwares: [keys.admin.allRestaurantHardwares],
  restaurants: [
    keys.admin.users.all,
    keys.admin.marks.all,
    keys.admin.subscriptions.all,
    keys.admin.invoices.all,
    keys.admin.dashboard,
    keys.auth.restaurants,
  ],
  restaurantModules: [keys.admin.restaurants.all, keys.admin.modules.all, keys.admin.dashboard],
  restaurantHardwares: [keys.admin.hardwares.all],
  users: [keys.admin.restaurants.all, keys.admin.marks.all, keys.admin.dashboard],
  invoices: [keys.admin.dashboard, keys.admin.subscriptions.all],
};
