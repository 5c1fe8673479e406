import type autocannon from 'autocannon';
import type { Context } from './context';
import { api } from './fixtures';
import { measure } from './measure';
import { settings } from './settings';

type Page = { data: { id: string }[] };

/**
 * Issue 8's mixed load: the authenticated lists and reads behind the existing screens (admin, caisse,
 * shell, seller, the terminals' catalog), every connection walking the whole set in turn. Zero errors
 * are required: the caller fails the run otherwise, after writing the figures.
 */
export const mixedBench = async ({ product, restorer, admin, franchisor, seller, deviceKey }: Context) => {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const restaurantId = restorer.restaurantId as string;
  const card = `/api/v1/restaurants/${restaurantId}/caisse`;
  const firstId = async (path: string, token: string) => (await api.get<Page>(product.url, path, token)).data[0].id;
  const productId = await firstId(`${card}/products`, restorer.token);
  const menuId = await firstId(`${card}/menus`, restorer.token);
  const franchisorRestaurant = await firstId('/api/v1/auth/restaurants', franchisor.token);

  const restorerReads = [
    '/api/v1/auth/me',
    '/api/v1/public/enumerations',
    `${card}/products`,
    `${card}/products/${productId}`,
    `${card}/categories`,
    `${card}/taxes`,
    `${card}/heat-tags`,
    `${card}/options`,
    `${card}/menus`,
    `${card}/menus/${menuId}`,
    `${card}/card`,
    `${card}/roles`,
    `${card}/pos_users`,
  ];
  const adminReads = [
    '/api/v1/auth/me',
    '/api/v1/admin/dashboards',
    '/api/v1/admin/restaurants',
    `/api/v1/admin/restaurants/${restaurantId}`,
    `/api/v1/admin/restaurants/${restaurantId}/fitfit_module_restaurants`,
    `/api/v1/admin/restaurants/${restaurantId}/restaurant_hardwares`,
    '/api/v1/admin/users',
    '/api/v1/admin/marks',
    '/api/v1/admin/fitfit_modules',
    '/api/v1/admin/hardwares',
    '/api/v1/admin/terminal_partners',
    '/api/v1/admin/restaurant_subscriptions',
    '/api/v1/admin/subscription_invoices',
    `${card}/products`,
  ];
  const franchisorReads = ['/api/v1/auth/me', '/api/v1/auth/restaurants', `/api/v1/restaurants/${franchisorRestaurant}/caisse/products`];
  const requests: autocannon.Request[] = [
    ...restorerReads.map((path) => ({ method: 'GET' as const, path, headers: as(restorer.token) })),
    ...adminReads.map((path) => ({ method: 'GET' as const, path, headers: as(admin.token) })),
    ...franchisorReads.map((path) => ({ method: 'GET' as const, path, headers: as(franchisor.token) })),
    { method: 'GET', path: '/api/v1/auth/me', headers: as(seller.token) },
    { method: 'GET', path: '/api/v1/seller/home', headers: as(seller.token) },
    { method: 'GET', path: `${card}/catalog`, headers: { 'x-device-key': deviceKey } },
  ];

  const figures = await measure({
    title: `FitFit : charge mixte (${requests.length} lectures)`,
    url: product.url,
    requests,
    processes: product.processes,
    connections: settings.mixedConnections,
    duration: settings.mixedDuration,
  });
  return { mixed: figures, paths: requests.map((r) => r.path) };
};
