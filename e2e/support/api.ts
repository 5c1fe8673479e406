import { baseUrl, DEMO_PASSWORD } from './browser';

/** Direct API calls, only to put shared demo data back as it was after a test that changed it. */
const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
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

/** Makes `restaurantName` the working restaurant of the (admin or franchisor) account `email`. */
export const setCurrentRestaurant = async (email: string, restaurantName: string) => {
  const { token } = await call<{ token: string }>('POST', 'auth/login', undefined, { email, password: DEMO_PASSWORD });
  const list = await call<{ data: { id: string; name: string }[] }>(
    'GET',
    `auth/restaurants?search=${encodeURIComponent(restaurantName)}&per_page=50`,
    token,
  );
  const restaurant = list.data.find((r) => r.name === restaurantName);
  if (!restaurant) throw new Error(`restaurant ${restaurantName} not found`);
  await call('POST', 'auth/current-restaurant', token, { restaurant_id: restaurant.id });
  await call('POST', 'auth/logout', token).catch(() => undefined);
};
