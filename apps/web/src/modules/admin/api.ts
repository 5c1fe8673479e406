import { adminEndpoints, type EndpointQueryInput, type HardwareData, lookupEndpoints, type TerminalPartnerData } from '@fitfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { keys } from '../../lib/queryKeys';
import { platformResource } from '../../lib/resource';
import type { ListQuery } from '../../ui/usePagedList';

/** Public lookups (currencies, recurrings, categories, sponsor types), loaded once per session. */
export const useLookup = (name: keyof typeof lookupEndpoints) =>
  useQuery({
    queryKey: keys.publicLookup(name),
    queryFn: ({ signal }) => call(lookupEndpoints[name], { signal }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Options of a Select from a { key: label } map. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const { terminalPartners: partnerEndpoints, hardwares: hardwareEndpoints, fitfitModules, marks } = adminEndpoints;

/**
 * A platform resource read and written through its contract entry (`platformResourceEndpoints`): its page, its
 * save (create or update) and its deletion are typed by the descriptors the API registers.
 */
const partners = {
  ...platformResource('admin/terminal_partners'),
  page: (query: ListQuery, signal?: AbortSignal) =>
    call(partnerEndpoints.list, { query: query as EndpointQueryInput<typeof partnerEndpoints.list>, signal }),
  save: (input: TerminalPartnerData, item: { id: string } | null) =>
    item ? call(partnerEndpoints.update, { params: { id: item.id }, body: input }) : call(partnerEndpoints.create, { body: input }),
  remove: (id: string) => call(partnerEndpoints.delete, { params: { id } }),
};

const hardwares = {
  ...platformResource('admin/hardwares'),
  page: (query: ListQuery, signal?: AbortSignal) =>
    call(hardwareEndpoints.list, { query: query as EndpointQueryInput<typeof hardwareEndpoints.list>, signal }),
  save: (input: HardwareData, item: { id: string } | null) =>
    item ? call(hardwareEndpoints.update, { params: { id: item.id }, body: input }) : call(hardwareEndpoints.create, { body: input }),
  remove: (id: string) => call(hardwareEndpoints.delete, { params: { id } }),
};
const modules = {
  ...platformResource('admin/fitfit_modules'),
  page: (query: ListQuery, signal?: AbortSignal) => call(fitfitModules.list, { query, signal }),
  remove: (id: string) => call(fitfitModules.delete, { params: { id } }),
};
const markResource = {
  ...platformResource('admin/marks'),
  page: (query: ListQuery, signal?: AbortSignal) => call(marks.list, { query, signal }),
  remove: (id: string) => call(marks.delete, { params: { id } }),
};

/** The platform resources of the administration: API paths and cache keys together. */
export const admin = {
  marks: markResource,
  modules,
  partners,
  hardwares,
  restaurants: platformResource('admin/restaurants'),
  users: platformResource('admin/users'),
  subscriptions: platformResource('admin/restaurant_subscriptions'),
  invoices: platformResource('admin/subscription_invoices'),
  restaurantModules: (restaurantId: string) => platformResource(`admin/restaurants/${restaurantId}/fitfit_module_restaurants`),
  restaurantHardwares: (restaurantId: string) => platformResource(`admin/restaurants/${restaurantId}/restaurant_hardwares`),
  sponsoredRestaurants: (userId: string) => platformResource(`admin/users/${userId}/sponsored_restaurants`),
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
