/** Bench data, made through the product's own API as a user would. */

const call = async <T>(base: string, method: string, path: string, token?: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

export const api = {
  get: <T>(base: string, path: string, token: string) => call<T>(base, 'GET', path, token),
  post: <T>(base: string, path: string, token: string | undefined, body: unknown) => call<T>(base, 'POST', path, token, body),
};

type Me = { restaurant: { id: string } | null };
export type Session = { token: string; restaurantId: string | undefined };

export const signIn = async (base: string, email: string): Promise<Session> => {
  const { token, user } = await api.post<{ token: string; user: Me }>(base, '/api/v1/auth/login', undefined, {
    email,
    password: 'demo1234',
  });
  return { token, restaurantId: user.restaurant?.id };
};

/**
 * A newly registered restorer whose restaurant holds exactly 15 products (each with one or two of three
 * tags): the list the issue asks to measure, independent of how the demo card grows.
 */
export const restorerWithFifteenProducts = async (base: string) => {
  const { token, user } = await api.post<{ token: string; user: Me }>(base, '/api/v1/auth/registration', undefined, {
    first_name: 'Banc',
    last_name: 'Essai',
    email: `bench-${Date.now()}@fitfit.example`,
    password: 'demo1234',
    restaurant_name: 'Le Banc d’Essai',
  });
  await api.post(base, '/api/v1/auth/complete-registration', token, {
    legal_name: 'Le Banc d’Essai SAS',
    siret: '12345678901234',
    address_line: '1 rue de la Mesure',
    postal_code: '75002',
    city: 'Paris',
    module_codes: ['fitfit_caisse'],
    recurring: 'monthly',
  });
  const restaurantId = user.restaurant?.id as string;
  const card = `/api/v1/restaurants/${restaurantId}/caisse`;
  const taxes = await api.post<{ id: string }[]>(base, `${card}/taxes/defaults`, token, {});
  const tagIds: string[] = [];
  for (const [name, color] of [
    ['Fait maison', '#2f9e44'],
    ['Végétarien', '#66a80f'],
    ['Épicé', '#e03131'],
  ])
    tagIds.push((await api.post<{ id: string }>(base, `${card}/heat-tags`, token, { name, color })).id);
  for (let i = 1; i <= 15; i++)
    await api.post(base, `${card}/products`, token, {
      name: `Plat du banc ${String(i).padStart(2, '0')}`,
      description: 'Un plat de mesure',
      category_id: null,
      tax_id: taxes[0].id,
      tag_ids: i % 3 === 0 ? [tagIds[0], tagIds[2]] : [tagIds[i % 3]],
      option_group_ids: [],
      price_on_spot_cents: 1000 + i * 50,
      price_takeaway_cents: 1000 + i * 50,
      price_delivery_cents: 1200 + i * 50,
      allergens: [],
      available: true,
      sku: `BANC-${i}`,
    });
  return { token, restaurantId };
};

/** Installs a POS terminal in the restaurant (as admin) and returns its device key, shown once. */
export const terminalKey = async (base: string, adminToken: string, restaurantId: string) => {
  const hardwares = await api.get<{ data: { id: string; kind: string }[] }>(base, '/api/v1/admin/hardwares?per_page=100', adminToken);
  const terminal = hardwares.data.find((h) => h.kind === 'pos_terminal');
  if (!terminal) throw new Error('no POS terminal in the hardware catalogue');
  const installed = await api.post<{ api_key: string }>(
    base,
    `/api/v1/admin/restaurants/${restaurantId}/restaurant_hardwares`,
    adminToken,
    {
      hardware_id: terminal.id,
      label: 'Caisse du banc',
    },
  );
  return installed.api_key;
};
