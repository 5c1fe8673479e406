import type { SearchResult } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOrders, stockProviders } from '../src/db/schema';
import { caisseRestaurant, type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer, login, setModules } from './fixtures';

/** Quick search (docs/search.md): what each kind finds, and who gets which hits. */
let w: LedgerWorld;
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const D1 = dayAgo(3);
const noon = (d: string) => `${d}T11:00:00.000Z`;
const french = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
let saler: string;
let orderId: string;
let lotId: string;
let heleneId: string;

const search = (q: string, token = w.tokens.restorer, restaurantId = w.a) =>
  w.ctx.app.inject({
    method: 'GET',
    url: `/api/v1/restaurants/${restaurantId}/search?q=${encodeURIComponent(q)}`,
    headers: token ? bearer(token) : {},
  });
const networkSearch = (q: string, token = w.tokens.franchisor) =>
  w.ctx.app.inject({ method: 'GET', url: `/api/v1/franchisor/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });
const hits = async (q: string, token?: string, restaurantId?: string) => {
  const res = await search(q, token, restaurantId);
  expect(res.statusCode, res.body).toBe(200);
  // Intl writes « 12,50 € » with narrow no-break spaces: compared as plain spaces
  return (res.json() as SearchResult).groups.flatMap((g) =>
    g.hits.map((h) => ({ ...h, sublabel: h.sublabel?.replace(/\s/gu, ' ') ?? null, group: g.label })),
  );
};
const created = async (res: Awaited<ReturnType<typeof search>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

beforeAll(async () => {
  w = await ledgerWorld();
  saler = await login(w.ctx.app, w.world.users.saler.email);
  // customers: the same first name in A1 and in B
  heleneId = (await created(await w.call('POST', 'customers', { first_name: 'Hélène', last_name: 'Dupré', phone: '06 12 34 56 78' }))).id;
  await created(await w.call('POST', 'customers', { first_name: 'Hélène', last_name: 'Martin' }, w.tokens.restorerB, w.b));
  // tickets n° 1–3 in A1 on D1, n° 1 in B; the day closed in both
  await created(await w.device({ tickets: [w.ticket({ at: noon(D1) }), w.ticket({ at: noon(D1) }), w.ticket({ at: noon(D1), qty: 3 })] }));
  await created(await w.device({ tickets: [w.ticket({ at: noon(D1) })] }, w.keys.b, w.b));
  await created(await w.call('POST', `closings/days/${D1}`, { counted_cash_cents: 0 }));
  await created(await w.call('POST', `closings/days/${D1}`, { counted_cash_cents: 0 }, w.tokens.restorerB, w.b));
  // an HACCP label and a supplier order in A1
  const label = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/restaurants/${w.a}/haccp/traceabilities`,
    headers: bearer(w.tokens.restorer),
    payload: { product: 'Crème fraîche', lot: 'CRÈME-ÉTÉ-42', dlc: '2030-01-10', provider: 'Laiterie' },
  });
  lotId = (await created(label)).original_id ?? (await label.json()).id;
  const [provider] = await w.db.insert(stockProviders).values({ name: 'Boulangerie Pétrin', email: 'petrin@test.example' }).returning();
  const [order] = await w.db.insert(stockOrders).values({ restaurant_id: w.a, number: 7, provider_id: provider.id }).returning();
  orderId = order.id;
  await w.db.insert(stockOrders).values({ restaurant_id: w.b, number: 7, provider_id: provider.id });
});
afterAll(() => w.ctx.close());

describe('quick search: what it finds', () => {
  it('finds a customer accents and case aside, by name either way or by phone, never another restaurant’s', async () => {
    const found = await hits('helene');
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'customer',
        group: 'Clients',
        id: heleneId,
        label: 'Hélène Dupré',
        sublabel: '06 12 34 56 78',
        route: `/caisse/customers/details/${heleneId}`,
        restaurant_id: w.a,
        restaurant_name: null,
      }),
    ]);
    expect((await hits('DUPRE HEL')).map((h) => h.id)).toEqual([heleneId]);
    expect((await hits('06 12 34')).map((h) => h.id)).toEqual([heleneId]);
    expect((await hits('0612345678')).map((h) => h.id)).toEqual([heleneId]);
    // B's Hélène Martin, seen from B only
    expect((await hits('martin')).length).toBe(0);
    expect((await hits('helene', w.tokens.restorerB, w.b)).map((h) => h.label)).toEqual(['Hélène Martin']);
  });

  it('finds a ticket by its number, with its drawer’s route', async () => {
    const found = await hits('#3');
    const ticket = found.find((h) => h.kind === 'ticket');
    expect(ticket).toMatchObject({ label: 'Ticket n° 3', group: 'Tickets', restaurant_id: w.a });
    expect(ticket?.sublabel).toBe(`${french(D1)} · 66,00 € · Terminé`);
    expect(ticket?.route).toBe(`/caisse/tickets?ticket=${ticket?.id}`);
    // n° 1 exists in A1 and B: A1's only
    const one = (await hits('n° 1')).filter((h) => h.kind === 'ticket');
    expect(one.map((h) => h.restaurant_id)).toEqual([w.a]);
  });

  it('finds a Z by its day written « 27/11 », « 27/11/2026 » or « 2026-11-27 »', async () => {
    for (const q of [french(D1).slice(0, 5), french(D1), D1]) {
      const found = (await hits(q)).filter((h) => h.kind === 'closing');
      expect(found, q).toEqual([
        expect.objectContaining({
          label: `Z du ${french(D1)}`,
          group: 'Clôtures Z',
          restaurant_id: w.a,
          sublabel: 'n° 1 · 3 tickets · 110,00 €',
        }),
      ]);
      expect(found[0].route).toBe(`/caisse/z-caisse/details-cloture-de-caisse/${found[0].id}`);
    }
    expect((await hits('31/02')).filter((h) => h.kind === 'closing')).toEqual([]);
  });

  it('finds a dish, a menu, an HACCP lot and a supplier order', async () => {
    expect(await hits('entrecote')).toEqual([
      expect.objectContaining({ kind: 'product', label: 'Entrecôte', sublabel: 'Plat · 22,00 €', route: `/caisse/products/${w.dish.id}` }),
    ]);
    expect(await hits('FORMULE')).toEqual([
      expect.objectContaining({ kind: 'product', label: 'Formule midi', sublabel: 'Menu · 25,00 €', route: `/caisse/menus/${w.menu.id}` }),
    ]);
    expect(await hits('creme-ete')).toEqual([
      expect.objectContaining({
        kind: 'lot',
        group: 'Lots HACCP',
        id: lotId,
        label: 'Lot CRÈME-ÉTÉ-42',
        sublabel: 'Étiquette · Crème fraîche · DLC 10/01/2030',
        route: `/haccp/productions?lot=${lotId}`,
      }),
    ]);
    for (const q of ['petrin', 'BC-000007']) {
      const orders = (await hits(q)).filter((h) => h.kind === 'supplier_order');
      expect(orders, q).toEqual([
        expect.objectContaining({
          id: orderId,
          label: 'BC-000007 — Boulangerie Pétrin',
          group: 'Commandes fournisseurs',
          route: `/stock/restorer-orders/${orderId}`,
        }),
      ]);
    }
  });

  it('groups at most 5 hits, in the dialog’s order; a wildcard is a character, not a pattern', async () => {
    for (let i = 0; i < 7; i++) await created(await w.call('POST', 'customers', { first_name: 'Zoé', last_name: `Groupe ${i}` }));
    const res = (await search('zoe')).json() as SearchResult;
    expect(res.groups.map((g) => [g.kind, g.hits.length])).toEqual([['customer', 5]]);
    expect((await hits('%%')).length).toBe(0);
    expect((await hits('__')).length).toBe(0);
  });
});

describe('quick search: who finds what', () => {
  it('refuses a query under 2 characters in French, and a missing one', async () => {
    const short = await search(' h ');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('La recherche doit contenir au moins 2 caractères');
    const missing = await w.ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${w.a}/search`, headers: bearer(w.tokens.restorer) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Le champ recherche est obligatoire');
  });

  it('refuses the signed-out (401), a seller (403), another restaurant’s restorer (403)', async () => {
    expect((await search('helene', '')).statusCode).toBe(401);
    expect((await search('helene', saler)).statusCode).toBe(403);
    expect((await search('helene', w.tokens.restorerB)).statusCode).toBe(403);
    expect((await networkSearch('helene', saler)).statusCode).toBe(403);
    expect((await networkSearch('helene', w.tokens.restorer)).statusCode).toBe(403);
    expect((await networkSearch('helene', w.tokens.admin)).statusCode).toBe(403);
  });

  it('leaves out the kinds of the modules the restaurant does not hold', async () => {
    await setModules(w.db, w.a, ['fitfit_caisse']);
    try {
      expect((await hits('creme-ete')).length).toBe(0);
      expect((await hits('petrin')).length).toBe(0);
      expect((await hits('helene')).length).toBe(1);
      await setModules(w.db, w.a, ['fitfit_haccp', 'fitfit_stocks']);
      expect((await hits('helene')).length).toBe(0);
      expect((await hits('#3')).length).toBe(0);
      expect((await hits('creme-ete')).length).toBe(1);
      expect((await hits('petrin')).length).toBe(1);
    } finally {
      await setModules(w.db, w.a, ['fitfit_caisse', 'fitfit_stocks', 'fitfit_haccp', 'fitfit_pnl', 'fitfit_music']);
    }
  });

  it('gives the franchisor its network’s tickets and Z, each naming its restaurant, never another mark’s', async () => {
    const a2 = await caisseRestaurant(w, w.world.restaurants.a2.id);
    await created(await w.device({ tickets: [a2.quiche(1, noon(D1))] }, a2.key, w.world.restaurants.a2.id));
    const res = await networkSearch('#1');
    expect(res.statusCode, res.body).toBe(200);
    const tickets = (res.json() as SearchResult).groups.find((g) => g.kind === 'ticket')?.hits ?? [];
    expect(tickets.map((h) => h.restaurant_id).sort()).toEqual([w.a, w.world.restaurants.a2.id].sort());
    const a1 = tickets.find((h) => h.restaurant_id === w.a);
    expect(a1).toMatchObject({ restaurant_name: w.world.restaurants.a1.name, label: 'Ticket n° 1' });
    expect(a1?.sublabel?.startsWith(`${w.world.restaurants.a1.name} · `)).toBe(true);
    expect(a1?.route).toBe(`/franchisor/tickets?ticket=${a1?.id}&restaurant=${w.a}`);
    const closings = ((await networkSearch(D1)).json() as SearchResult).groups.flatMap((g) => g.hits);
    expect(closings.map((h) => [h.kind, h.restaurant_id])).toEqual([['closing', w.a]]);
    expect(closings[0].route).toBe(`/franchisor/z-caisse/details-cloture-de-caisse/${closings[0].id}`);
    // no customers on the network side
    expect(((await networkSearch('helene')).json() as SearchResult).groups).toEqual([]);
    // in a restaurant of its mark it searches as the restaurant; another mark's restaurant is refused
    expect((await hits('helene', w.tokens.franchisor)).length).toBe(1);
    expect((await search('helene', w.tokens.franchisor, w.b)).statusCode).toBe(403);
  });
});
