import type { Catalog, OpenOrderClosed, TicketInput, TicketResult } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { demoDeviceKey } from '../../../db/seed/admin';
import { demoCustomerPicker } from '../../../db/seed/caisse-customers';
import { type DemoItem, type DemoMenu, demoTicketMaker, random, wallMinutes } from '../../../db/seed/caisse-ledger-tickets';
import { hashToken } from '../../../lib/tokens';
import { businessDateOf } from '../ledger/common';

export type DemoLiveMode = 'on' | 'fast';

/** What a till knows before its first sale: its restaurant, its key, its staff and its own last number. */
interface TillSetup {
  restaurantId: string;
  name: string;
  timezone: string;
  dayChangeHour: number;
  seats: number;
  key: string;
  lastNumber: number;
  staff: { id: string }[];
}

/**
 * The till of a demo restaurant, as a partner's till is set up: its POS terminal's device key (the demo's own,
 * `demoDeviceKey`; none if an admin renewed it), the POS users and its last terminal number (a real till keeps them;
 * the demo one reads them once). Nothing else is read from the database: the card comes through the terminal API.
 */
export const tillSetup = async (db: Db, restaurantId: string): Promise<TillSetup | null> => {
  const key = demoDeviceKey(restaurantId);
  const { rows } = await db.execute<{
    name: string;
    timezone: string;
    day_change_hour: number;
    seats: number | null;
    register_id: string | null;
    last_number: number;
  }>(
    sql`select r.name, r.timezone, r.day_change_hour, r.seats, rh.id as register_id,
          (select coalesce(max(t.terminal_number), 0) from caisse_tickets t where t.restaurant_id = r.id and t.register_id = rh.id)::int as last_number
        from restaurants r
        left join restaurant_hardwares rh on rh.restaurant_id = r.id and rh.api_key_hash = ${hashToken(key)} and rh.removed_at is null
        where r.id = ${restaurantId}`,
  );
  const r = rows[0];
  if (!r?.register_id) return null;
  const { rows: staff } = await db.execute<{ id: string }>(
    sql`select id from caisse_pos_users where restaurant_id = ${restaurantId} and active order by id`,
  );
  return {
    restaurantId,
    name: r.name,
    timezone: r.timezone,
    dayChangeHour: r.day_change_hour,
    seats: r.seats ?? 40,
    key,
    lastNumber: r.last_number,
    staff,
  };
};

/** The generator's card (caisse-ledger-tickets.ts) from the terminal's catalog: available products, active menus. */
export const cardOf = (catalog: Catalog): { items: DemoItem[]; menus: DemoMenu[] } => {
  const categories = new Map(catalog.categories.map((c) => [c.id, c.name]));
  const taxes = new Map(catalog.taxes.map((t) => [t.id, t]));
  const items = catalog.products
    .filter((p) => p.available)
    .map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category_id ? (categories.get(p.category_id) ?? null) : null,
      on_spot: p.price_on_spot_cents,
      takeaway: p.price_takeaway_cents,
      delivery: p.price_delivery_cents,
      rate_on_spot_bp: p.rate_on_spot_bp,
      rate_takeaway_bp: p.rate_takeaway_bp,
      rate_delivery_bp: p.rate_delivery_bp,
    }));
  const available = new Set(items.map((p) => p.id));
  const menus = catalog.menus.flatMap((m) => {
    const tax = taxes.get(m.tax_id);
    const steps = m.steps.map((s) => s.products.map((p) => p.product_id).filter((id) => available.has(id)));
    if (!m.active || !tax || steps.some((s) => !s.length)) return [];
    const { rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp } = tax;
    return [{ id: m.id, on_spot: m.price_on_spot_cents, rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp, steps }];
  });
  return { items, menus };
};

// The services of a bistro, restaurant's wall clock, in minutes: the seed's generator draws its sales in them too.
const services = [
  { from: 11 * 60 + 45, to: 14 * 60 + 30, share: 0.6 },
  { from: 19 * 60, to: 22 * 60 + 30, share: 0.4 },
];
/**
 * How long the till waits before its next sale: in `fast`, about `intervalMs` whatever the hour; in `on`, during a
 * service a random gap whose mean spreads an average day's tickets (0.8 per seat, as the seed) over the service, and
 * outside the services a minute before looking at the clock again (null: no sale then).
 */
export const nextSaleIn = (
  mode: DemoLiveMode,
  setup: Pick<TillSetup, 'timezone' | 'seats'>,
  now: Date,
  rnd: () => number,
  intervalMs: number,
) => {
  if (mode === 'fast') return { ms: Math.round(intervalMs * (0.5 + rnd())), sale: true };
  const minute = wallMinutes(now, setup.timezone);
  const service = services.find((s) => minute >= s.from && minute < s.to);
  if (!service) return { ms: 60_000, sale: false };
  const perService = Math.max(15, Math.round(setup.seats * 0.8)) * service.share;
  const meanMs = ((service.to - service.from) * 60_000) / perService;
  return { ms: Math.round(-Math.log(1 - rnd()) * meanMs), sale: true };
};

export interface DemoTerminal {
  restaurantId: string;
  /** Tickets the API stored from this till since it started. */
  readonly sent: number;
  stop(): Promise<void>;
}

/**
 * One demo till: reads its card (`GET …/caisse/catalog`), then sends one ticket at a time (`POST …/caisse/tickets`),
 * or opens a table's order and closes it later into its ticket (`…/caisse/orders/:ref`), with its key in
 * `x-device-key` — the calls of a partner's till, over HTTP to this server. A refused or failed call
 * is logged and the till goes on; a replay (its number already used, by another instance or a catch-up) makes it read
 * its last number again.
 */
export const startDemoTerminal = async (
  db: Db,
  setup: TillSetup,
  options: { baseUrl: string; mode: DemoLiveMode; intervalMs: number; log: (m: string) => void },
): Promise<DemoTerminal> => {
  const { baseUrl, mode, intervalMs, log } = options;
  const headers = { accept: 'application/json', 'x-device-key': setup.key };
  const base = `${baseUrl}/api/v1/restaurants/${setup.restaurantId}/caisse`;
  const abort = new AbortController();
  const catalogResponse = await fetch(`${base}/catalog`, { headers, signal: abort.signal });
  if (!catalogResponse.ok) throw new Error(`carte refusée (${catalogResponse.status})`);
  const card = cardOf((await catalogResponse.json()) as Catalog);
  if (!card.items.length) throw new Error('carte sans produit disponible');
  const rnd = random(Date.now() % 2_000_000_000);
  let number = setup.lastNumber;
  const makeTicket = demoTicketMaker({
    ...card,
    staff: setup.staff,
    customerOf: await demoCustomerPicker(db, setup.restaurantId),
    timezone: setup.timezone,
    rnd,
    nextNumber: () => ++number,
  });
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const pending = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  const failed = (error: unknown) => {
    if (!stopped) log(`Démo en direct : ${setup.name} : ${error instanceof Error ? error.message : String(error)}`);
  };
  const call = (path: string, method: 'POST' | 'PUT', body: unknown) =>
    fetch(`${base}/${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
  const refused = async (what: string, response: Response) =>
    log(`Démo en direct : ${what} refusé à ${setup.name} (${response.status}) ${await response.text()}`);
  /** A ticket's answer: counted when stored; a replay (its number used meanwhile) makes the till read its last number. */
  const counted = async (result: TicketResult) => {
    if (result.status === 'stored') sent++;
    else if (result.status === 'replayed') number = (await tillSetup(db, setup.restaurantId))?.lastNumber ?? number;
  };
  const later = (ms: number, run: () => Promise<void>) => {
    const t = setTimeout(() => {
      pending.delete(t);
      if (stopped) return;
      const p = run().catch(failed);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }, ms);
    pending.add(t);
  };

  /**
   * A table: the order opened with its first line (`PUT …/caisse/orders/:ref`), the rest added halfway, then closed
   * into its ticket (`POST …/caisse/orders/:ref/close`) after a meal's time — « commandes en cours » meanwhile.
   */
  const serveTable = async (ticket: TicketInput, openedAt: Date) => {
    const ref = `demo-${ticket.terminal_number}`;
    const order = {
      source: ticket.source,
      type: ticket.type,
      table: ticket.table ?? null,
      covers: ticket.covers,
      pos_user_id: ticket.pos_user_id ?? null,
      opened_at: openedAt.toISOString(),
      lines: ticket.lines.slice(0, 1),
    };
    const opened = await call(`orders/${ref}`, 'PUT', order);
    if (!opened.ok) return refused('commande', opened);
    const stay = mode === 'fast' ? intervalMs * (3 + rnd() * 4) : (20 + rnd() * 40) * 60_000;
    later(stay / 2, async () => {
      const updated = await call(`orders/${ref}`, 'PUT', { ...order, lines: ticket.lines });
      if (!updated.ok) await refused('commande', updated);
    });
    later(stay, async () => {
      const closed = await call(`orders/${ref}/close`, 'POST', {
        ...ticket,
        opened_at: order.opened_at,
        closed_at: new Date().toISOString(),
      });
      if (closed.ok) await counted(((await closed.json()) as OpenOrderClosed).ticket);
      else await refused('ticket', closed);
    });
  };

  const sell = async () => {
    const now = new Date();
    const lunch = wallMinutes(now, setup.timezone) < 17 * 60;
    const ticket: TicketInput = makeTicket(businessDateOf(now, setup.timezone, setup.dayChangeHour), lunch, now);
    // some tables order, eat, then pay: an open order for a while; the others are sold at once
    if (ticket.type === 'on_spot' && rnd() < 0.4) return serveTable(ticket, now);
    const response = await call('tickets', 'POST', ticket);
    if (response.status === 201 || response.status === 200) await counted((await response.json()) as TicketResult);
    else await refused('ticket', response);
  };
  const schedule = () => {
    if (stopped) return;
    const next = nextSaleIn(mode, setup, new Date(), rnd, intervalMs);
    timer = setTimeout(() => {
      running = (next.sale ? sell() : Promise.resolve()).catch(failed).finally(schedule);
    }, next.ms);
  };
  schedule();
  return {
    restaurantId: setup.restaurantId,
    get sent() {
      return sent;
    },
    // the sale under way ends (its answer read, so the till counts what the ledger holds), then nothing more; a call
    // that hangs is cut after a few seconds
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // the orders still open stay open (the real time counts them on their day), their tickets never sent
      for (const t of pending) clearTimeout(t);
      const cut = setTimeout(() => abort.abort(), 5_000);
      await Promise.all([running, ...inFlight]);
      clearTimeout(cut);
    },
  };
};
