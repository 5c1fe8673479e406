import { type TicketInput, ticketTotals } from '@fitfit/contracts';
import { hardwares, restaurantHardwares } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { cardWorld } from './caisse-helpers';
import { setModules } from './fixtures';

/**
 * A caisse world with a POS terminal in A1 and one in B (device keys), and in A1 a small card: a dish at 10 %,
 * a wine at 20 %, a lunch menu whose choices carry both rates.
 */
export const ledgerWorld = async () => {
  const w = await cardWorld();
  const db = w.ctx.database.db;
  const keys = { a: newToken(), b: newToken() };
  const [terminal] = await db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
  const [registerA] = await db
    .insert(restaurantHardwares)
    .values({ restaurant_id: w.a, hardware_id: terminal.id, label: 'Caisse 1', api_key_hash: hashToken(keys.a) })
    .returning();
  await db.insert(restaurantHardwares).values({ restaurant_id: w.b, hardware_id: terminal.id, api_key_hash: hashToken(keys.b) });
  const ok = async (res: Awaited<ReturnType<typeof w.call>>) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  const food = await ok(
    await w.call('POST', 'taxes', { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 }),
  );
  const alcohol = await ok(
    await w.call('POST', 'taxes', { name: 'Alcool', rate_on_spot_bp: 2000, rate_takeaway_bp: 2000, rate_delivery_bp: 2000 }),
  );
  const product = (name: string, tax_id: string, price: number) =>
    w
      .call('POST', 'products', {
        name,
        category_id: null,
        tax_id,
        price_on_spot_cents: price,
        price_takeaway_cents: price,
        price_delivery_cents: price,
      })
      .then(ok);
  const dish = await product('Entrecôte', food.id, 2200);
  const wine = await product('Verre de bordeaux', alcohol.id, 600);
  const menu = await ok(
    await w.call('POST', 'menus', {
      name: 'Formule midi',
      tax_id: food.id,
      price_on_spot_cents: 2500,
      price_takeaway_cents: 2500,
      price_delivery_cents: 2500,
      steps: [
        { title: 'Plat', min_choices: 1, max_choices: 1, products: [{ product_id: dish.id, supplement_cents: 0 }] },
        { title: 'Boisson', min_choices: 1, max_choices: 1, products: [{ product_id: wine.id, supplement_cents: 0 }] },
      ],
    }),
  );
  const productB = await ok(
    await w.call(
      'POST',
      'taxes',
      { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
      w.tokens.restorerB,
      w.b,
    ),
  ).then((tax) =>
    w
      .call(
        'POST',
        'products',
        {
          name: 'Burger',
          category_id: null,
          tax_id: tax.id,
          price_on_spot_cents: 1500,
          price_takeaway_cents: 1500,
          price_delivery_cents: 1500,
        },
        w.tokens.restorerB,
        w.b,
      )
      .then(ok),
  );

  let nextNumber = 1;
  /** A valid ticket: the dish ×qty, paid by card, totals computed like a terminal would. */
  const ticket = ({ qty, at: when, ...o }: Partial<TicketInput> & { qty?: number; at?: string } = {}): TicketInput => {
    const lines: TicketInput['lines'] = o.lines ?? [{ product_id: dish.id, quantity: qty ?? 1, unit_price_cents: 2200, vat_rate_bp: 1000 }];
    const totals = ticketTotals(lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)));
    const at = when ?? new Date(Date.now() - 60_000).toISOString();
    return {
      terminal_number: nextNumber++,
      source: 'pos',
      type: 'on_spot',
      covers: 2,
      opened_at: new Date(Date.parse(at) - 30 * 60_000).toISOString(),
      closed_at: at,
      payments: totals.total_ttc_cents ? [{ method: 'card', amount_cents: totals.total_ttc_cents }] : [],
      total_ttc_cents: totals.total_ttc_cents,
      vat: totals.vat,
      ...o,
      lines,
    };
  };
  /** The lunch menu at 25 € sold once: the dish (10 %) and the glass of wine (20 %) as its choices. */
  const menuLine: TicketInput['lines'][number] = {
    menu_id: menu.id,
    quantity: 1,
    unit_price_cents: 2500,
    choices: [
      { product_id: dish.id, unit_price_cents: 2200, vat_rate_bp: 1000 },
      { product_id: wine.id, unit_price_cents: 600, vat_rate_bp: 2000 },
    ],
  };
  const device = (payload: unknown, key = keys.a, restaurantId = w.a) =>
    w.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/restaurants/${restaurantId}/caisse/tickets`,
      headers: { 'x-device-key': key },
      payload: payload as object,
    });
  return { ...w, db, keys, registerA, food, alcohol, dish, wine, menu, menuLine, productB, ticket, device, ok };
};
export type LedgerWorld = Awaited<ReturnType<typeof ledgerWorld>>;

/**
 * Another restaurant of the world (A2, the mark's second, in the franchisor tests) with the cash register, a
 * quiche at 10 % and a POS terminal of its own; `quiche` makes a valid ticket of it for `device(…, key, id)`.
 */
export const caisseRestaurant = async (w: LedgerWorld, restaurantId: string) => {
  await setModules(w.db, restaurantId, ['fitfit_caisse']);
  const key = newToken();
  const [terminal] = await w.db.insert(hardwares).values({ kind: 'pos_terminal', brand: 'Sunmi', model: 'T2s' }).returning();
  await w.db.insert(restaurantHardwares).values({ restaurant_id: restaurantId, hardware_id: terminal.id, api_key_hash: hashToken(key) });
  const tax = await w.ok(
    await w.call(
      'POST',
      'taxes',
      { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 },
      undefined,
      restaurantId,
    ),
  );
  const dish = await w.ok(
    await w.call(
      'POST',
      'products',
      {
        name: 'Quiche',
        category_id: null,
        tax_id: tax.id,
        price_on_spot_cents: 1450,
        price_takeaway_cents: 1450,
        price_delivery_cents: 1450,
      },
      undefined,
      restaurantId,
    ),
  );
  const quiche = (qty: number, at: string) =>
    w.ticket({ at, lines: [{ product_id: dish.id, quantity: qty, unit_price_cents: 1450, vat_rate_bp: 1000 }] });
  return { key, dish, quiche };
};

/** Runs SQL with the immutability triggers off, as a superuser tampering with the database would. */
export const tamper = async (w: LedgerWorld, statement: string) => {
  const client = await w.ctx.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(statement);
    await client.query('commit');
  } finally {
    client.release();
  }
};
