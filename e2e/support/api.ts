import { randomUUID } from 'node:crypto';
import type { CurrentUser, ModuleCode, Role, SessionResponse } from '../../packages/contracts/src';

/**
 * Direct calls to the product's API: signing in without the form, and creating the data a test file
 * changes (its own restaurant, users, products), so that files running side by side never share mutable rows.
 */

export const DEMO_PASSWORD = 'demo1234';

/** Calls `/api/v1/<path>` on `baseUrl`; any answer other than 2xx throws with the body. */
export const callApi = async <T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
};

export const apiLogin = (baseUrl: string, email: string, password = DEMO_PASSWORD) =>
  callApi<SessionResponse>(baseUrl, 'POST', 'auth/login', undefined, { email, password });

/** A short token unique to this run and file, for names other files must not collide with. */
export const uniqueSuffix = () => randomUUID().slice(0, 6);

/** An API client bound to one signed-in session. */
export interface Client {
  session: SessionResponse;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export const clientFor = (baseUrl: string, session: SessionResponse): Client => ({
  session,
  call: (method, path, body) => callApi(baseUrl, method, path, session.token, body),
});

/** Creates a user of `role` through the admin API (signed in as `admin`) and signs it in. */
export const createUser = async (
  baseUrl: string,
  admin: Client,
  role: Role,
  options: { restaurantIds?: string[]; markIds?: string[]; firstName?: string; lastName?: string } = {},
) => {
  const email = `e2e-${role}-${uniqueSuffix()}@fitfit.example`;
  const password = 'motdepasse-e2e';
  await admin.call('POST', 'admin/users', {
    role,
    first_name: options.firstName ?? 'Test',
    last_name: options.lastName ?? `E2E ${role}`,
    email,
    password,
    ...(options.restaurantIds ? { restaurant_ids: options.restaurantIds } : {}),
    ...(options.markIds ? { mark_ids: options.markIds } : {}),
  });
  return clientFor(baseUrl, await apiLogin(baseUrl, email, password));
};

/**
 * A restaurant of its own with a restorer, made the way a customer makes one (registration, then legal data,
 * modules and the trial subscription): the restorer lands in the app, not on the "finish registration" page.
 */
export const registerRestaurant = async (baseUrl: string, name: string, modules: ModuleCode[]) => {
  const suffix = uniqueSuffix();
  const email = `e2e-owner-${suffix}@fitfit.example`;
  const password = 'motdepasse-e2e';
  const registered = await callApi<SessionResponse>(baseUrl, 'POST', 'auth/registration', undefined, {
    first_name: 'Camille',
    last_name: `Propriétaire ${suffix}`,
    email,
    password,
    restaurant_name: name,
  });
  await callApi(baseUrl, 'POST', 'auth/complete-registration', registered.token, {
    legal_name: `${name} SAS`,
    siret: '12345678900011',
    address_line: '1 rue de la Paix',
    postal_code: '75002',
    city: 'Paris',
    module_codes: modules,
    recurring: 'monthly',
  });
  // A fresh sign-in: its user carries the completed restaurant and its modules.
  const owner = clientFor(baseUrl, await apiLogin(baseUrl, email, password));
  if (!owner.session.user.restaurant) throw new Error(`the owner of ${name} has no restaurant`);
  return { owner, restaurantId: owner.session.user.restaurant.id };
};

/** The id of the demo restaurant named exactly `name`, as the admin sees it. */
export const restaurantIdNamed = async (admin: Client, name: string) => {
  const list = await admin.call<{ data: { id: string; name: string }[] }>(
    'GET',
    `auth/restaurants?search=${encodeURIComponent(name)}&per_page=50`,
  );
  const restaurant = list.data.find((r) => r.name === name);
  if (!restaurant) throw new Error(`restaurant ${name} not found`);
  return restaurant.id;
};

/** Makes `restaurantId` the working restaurant of `client`'s account, and of the session pages open with. */
export const chooseRestaurant = async (client: Client, restaurantId: string) => {
  await client.call('POST', 'auth/current-restaurant', { restaurant_id: restaurantId });
  client.session.user = await client.call<CurrentUser>('GET', 'auth/me');
};
