import { type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { ingestTickets } from '../src/modules/caisse/ledger/tickets/ingest';
import { createTestContext } from './context';
import { bearer, createWorld, login } from './fixtures';

/**
 * A world for the ledger's documents: restaurants A1 (with its legal mentions) and B, their restorers' tokens,
 * a 10 % dish on A1's card, and `sell()` that stores tickets through the ingestion service the terminals use.
 */
export const documentsWorld = async (env: Record<string, string> = {}) => {
  const dataDir = `/tmp/fitfit-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000', DATA_DIR: dataDir, ...env });
  const db = ctx.database.db;
  const world = await createWorld(db);
  const a = world.restaurants.a1.id;
  const b = world.restaurants.b.id;
  await db.execute(sql`update restaurants set legal_name = 'SAS Bistro Test', siret = '12345678900012', naf_code = '5610A',
      vat_number = 'FR12123456789', address_line = '12 rue de Rivoli', postal_code = '75001', city = 'Paris' where id = ${a}`);
  const [restorer, restorerB] = await Promise.all([
    login(ctx.app, world.users.restorer.email),
    login(ctx.app, world.users.restorerB.email),
  ]);
  const call = (method: 'GET' | 'POST', path: string, payload?: unknown, token = restorer, restaurantId = a) =>
    ctx.app.inject({
      method,
      url: `/api/v1/restaurants/${restaurantId}/caisse/${path}`,
      headers: bearer(token),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const tax = (
    await call('POST', 'taxes', { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 })
  ).json();
  const category = (await call('POST', 'categories', { name: 'Plats', color: '#2f9e44' })).json();
  const dish = (
    await call('POST', 'products', {
      name: 'Entrecôte frites',
      category_id: category.id,
      tax_id: tax.id,
      price_on_spot_cents: 2450,
      price_takeaway_cents: 2450,
      price_delivery_cents: 2450,
    })
  ).json();
  if (!dish.id) throw new Error(`dish not created: ${JSON.stringify(dish)}`);
  let terminalNumber = 0;
  /** A paid on-site ticket of `quantity` dishes, closed a few minutes ago. */
  const ticket = (quantity = 2, extra: Partial<TicketInput> = {}): TicketInput => {
    const lines = [{ product_id: dish.id, quantity, unit_price_cents: 2450, vat_rate_bp: 1000 }];
    const totals = ticketTotals(lines);
    const closed = new Date(Date.now() - 5 * 60_000);
    terminalNumber += 1;
    return {
      terminal_number: terminalNumber,
      source: 'pos',
      type: 'on_spot',
      covers: 2,
      table: '12',
      customer_name: 'Jeanne Martin',
      customer_email: 'jeanne.martin@client.example',
      opened_at: new Date(closed.getTime() - 45 * 60_000).toISOString(),
      closed_at: closed.toISOString(),
      lines,
      payments: [{ method: 'card', amount_cents: totals.total_ttc_cents }],
      total_ttc_cents: totals.total_ttc_cents,
      vat: totals.vat,
      ...extra,
    };
  };
  const sell = async (...tickets: TicketInput[]) => {
    const res = await ingestTickets(db, a, null, tickets);
    if (res.refused) throw new Error(`refused: ${JSON.stringify(res.results.map((r) => r.error))}`);
    return res.results.map((r) => r.ticket!);
  };
  return { ctx, db, world, a, b, dataDir, tokens: { restorer, restorerB }, call, ticket, sell };
};
export type DocumentsWorld = Awaited<ReturnType<typeof documentsWorld>>;
