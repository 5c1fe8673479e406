import {
  adminBillingEndpoints,
  adminEndpoints,
  adminUserEndpoints,
  lookupEndpoints,
  type ModuleAssignmentInput,
  type ModuleAssignmentUpdate,
} from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { keys } from '../../lib/queryKeys';
import { platformEntry, platformResource } from '../../lib/resource';

/** Public lookups (currencies, recurrings, categories, sponsor types), loaded once per session. */
export const useLookup = (name: keyof typeof lookupEndpoints) =>
  useQuery({
    queryKey: keys.publicLookup(name),
    queryFn: ({ signal }) => call(lookupEndpoints[name], { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Options of a Select from a { key: label } map. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const { restaurantHardwares, installHardware, removeHardware, addRestaurantModule, updateRestaurantModule, removeRestaurantModule } =
  adminEndpoints;
const { subscriptions, invoices, invoice } = adminBillingEndpoints;

/**
 * The platform resources of the administration: API paths and cache keys together, and their calls through their
 * contract entries (`platformResourceEndpoints`) or descriptors, typed by them (page, get, save, remove).
 */
export const admin = {
  marks: platformEntry('admin/marks', adminEndpoints.marks),
  modules: platformEntry('admin/fitfit_modules', adminEndpoints.fitfitModules),
  partners: platformEntry('admin/terminal_partners', adminEndpoints.terminalPartners),
  hardwares: platformEntry('admin/hardwares', adminEndpoints.hardwares),
  restaurants: platformEntry('admin/restaurants', adminEndpoints.restaurants),
  users: platformEntry('admin/users', adminUserEndpoints),
  subscriptions: platformEntry('admin/restaurant_subscriptions', { list: subscriptions }),
  invoices: platformEntry('admin/subscription_invoices', { list: invoices, get: invoice }),
  /** A restaurant's modules (its row `:mid` under the restaurant's `:id`). */
  restaurantModules: (restaurantId: string) => ({
    ...platformResource(`admin/restaurants/${restaurantId}/fitfit_module_restaurants`),
    save: (body: ModuleAssignmentInput | ModuleAssignmentUpdate, row: { id: string } | null) =>
      row
        ? call(updateRestaurantModule, { params: { id: restaurantId, mid: row.id }, body: body as ModuleAssignmentUpdate })
        : call(addRestaurantModule, { params: { id: restaurantId }, body: body as ModuleAssignmentInput }),
    remove: (mid: string) => call(removeRestaurantModule, { params: { id: restaurantId, mid } }),
  }),
  /** A restaurant's hardware: installed (the terminal's key shown once), removed (its row `:hid`). */
  restaurantHardwares: (restaurantId: string) => ({
    ...platformEntry(
      `admin/restaurants/${restaurantId}/restaurant_hardwares`,
      { list: restaurantHardwares, create: installHardware },
      {
        id: restaurantId,
      },
    ),
    remove: (hid: string) => call(removeHardware, { params: { id: restaurantId, hid } }),
  }),
  sponsoredRestaurants: (userId: string) =>
    platformEntry(`admin/users/${userId}/sponsored_restaurants`, { list: adminUserEndpoints.sponsoredRestaurants }, { id: userId }),
};
/** The franchisors a mark may link, with `linked` set for those it does (refreshed with the mark). */
export const markFranchisorsKey = (markId: string) => [...admin.marks.keys.detail(markId), 'franchisors'];

/**
 * What else a write to an admin resource changes (names, counts and totals shown elsewhere): the
 * dashboard counts restaurants, users, modules and invoices; lists show mark, restaurant and user names.
 * A restaurant's modules and hardware key under `admin/restaurants`, so refreshing it covers them.
 */
export const adminEffects = {
  marks: [admin.restaurants.keys.all, admin.users.keys.all],
  modules: [admin.restaurants.keys.all, keys.admin.dashboard],
  hardwares: [admin.restaurants.keys.all],
  restaurants: [
    admin.users.keys.all,
    admin.marks.keys.all,
    admin.subscriptions.keys.all,
    admin.invoices.keys.all,
    keys.admin.dashboard,
    keys.auth.restaurants,
  ],
  // the admin's own session lists the modules of the restaurant it works on
  restaurantModules: [admin.restaurants.keys.all, admin.modules.keys.all, keys.admin.dashboard, keys.sessions],
  restaurantHardwares: [admin.hardwares.keys.all],
  users: [admin.restaurants.keys.all, admin.marks.keys.all, keys.admin.dashboard],
  invoices: [keys.admin.dashboard, admin.subscriptions.keys.all],
  // the restaurants list shows the subscription, the dashboard counts active restaurants and MRR
  subscriptions: [admin.restaurants.keys.all, keys.admin.dashboard],
};
