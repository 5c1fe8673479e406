import { Worker } from 'node:worker_threads';
import { type CashMovementInput, type OrderType, rateForType, type TicketInput, ticketTotals } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { SessionUser } from '../../lib/access';
import { restaurantScope } from '../../lib/tenant-scope';
import { recordCashMovements } from '../../modules/caisse/ledger/cash-movements/service';
import { closeDays } from '../../modules/caisse/ledger/closings/service';
import { businessDateOf } from '../../modules/caisse/ledger/common';
import { ingestTickets } from '../../modules/caisse/ledger/tickets/ingest';
import { cancelTicket } from '../../modules/caisse/ledger/tickets/service';
import type { Db } from '../database';
import { demoCustomerPicker } from './caisse-customers';
import { sendDemoDeliveryChanges, withDemoDeliveryStatus } from './caisse-delivery-statuses';

type Rates = { rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number };
type Item = Rates & { id: string; name: string; category: string | null; on_spot: number; takeaway: number; delivery: number };
type Menu = Rates & { id: string; on_spot: number; steps: string[][] };

/** A small seeded generator (mulberry32): the same demo year on every machine. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** The UTC instant of a wall-clock time in a timezone (the offset read back through Intl, one formatter per zone). */
const zoned = (date: string, minutes: number, timezone: string) => {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let clock = wallClocks.get(timezone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timezone, clock);
  }
  const v = Object.fromEntries(clock.formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
  const local = Date.parse(`${v.year}-${v.month}-${v.day}T${v.hour}:${v.minute}:00Z`);
  return new Date(guess - (local - guess));
};

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Monday-first busyness of a bistro, Sunday 0 … Saturday 6
const weekday = [0.8, 0.75, 0.85, 0.9, 1.0, 1.25, 1.35];

/**
 * The demo sales year (PRODUCT §9, issue 10) of every demo restaurant holding fitfit_caisse, through
 * `generateSales`; the restaurants run side by side.
 */
export const seedCaisseLedger = async (db: Db, days = loadConfig().DEMO_DAYS, log: (m: string) => void = () => {}) => {
  if (days <= 0) return;
  const { rows: restaurants } = await db.execute<{ id: string }>(
    sql`select r.id from restaurants r
        where exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                      where fmr.restaurant_id = r.id and m.code_name = 'fitfit_caisse')
          and exists (select 1 from caisse_products p where p.restaurant_id = r.id)
          and not exists (select 1 from caisse_tickets t where t.restaurant_id = r.id)
        order by r.name`,
  );
  const url = (db.$client.options as { connectionString?: string }).connectionString;
  // a year of four restaurants is Node-bound (generator, checks, hashing): each restaurant in its own worker thread
  // when the run is long enough to pay for the workers' start (≈ 1 s each); the tests' few days stay in-process
  const threads = url && days >= WORKER_MIN_DAYS && restaurants.length > 1;
  const results = await Promise.all(
    restaurants.map((r, i) =>
      threads ? salesInWorker(url, r.id, { days, seed: 1000 + i }) : generateSales(db, r.id, { days, seed: 1000 + i }),
    ),
  );
  for (const r of results)
    log(
      `Démo : ventes, ${r.tickets} tickets et ${r.closings} clôtures en ${r.seconds} s (${Object.entries(r.phases)
        .map(([k, v]) => `${k} ${v} s`)
        .join(', ')})`,
    );
};

const WORKER_MIN_DAYS = 60;

// a worker thread does not inherit the TypeScript loader the API runs under (tsx): it registers it, then loads the file
const workerBoot = () => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./caisse-ledger-worker.ts', import.meta.url).href)}); })
  .catch((error) => { require('node:worker_threads').parentPort.postMessage({ ok: false, error: String(error && error.stack || error) }); });`;

const salesInWorker = (url: string, restaurantId: string, options: SalesOptions) =>
  new Promise<Awaited<ReturnType<typeof generateSales>>>((resolve, reject) => {
    const worker = new Worker(workerBoot(), { eval: true, workerData: { url, restaurantId, options } });
    let settled = false;
    worker.once('message', (m: { ok: boolean; result?: Awaited<ReturnType<typeof generateSales>>; error?: string }) => {
      settled = true;
      if (m.ok && m.result) resolve(m.result);
      else reject(new Error(`Données de démonstration des ventes (${restaurantId}) : ${m.error}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`Le fil des ventes de démonstration (${restaurantId}) s'est arrêté (code ${code})`));
    });
  });

export interface SalesOptions {
  /** Days of sales, ending with the restaurant's yesterday (business day), each one closed. */
  days: number;
  /** Tickets of an average day (default 0.8 per seat, at least 15); week-ends, seasons and chance move it. */
  ticketsPerDay?: number;
  /** Seed of the generator: the same seed gives the same sales. */
  seed?: number;
}

/**
 * Believable sales of a restaurant that has a card and no sales yet (demo data, benchmarks: a year × 5 restaurants
 * is ≈ 600k tickets with `ticketsPerDay: 330`): lunch and dinner peaks, busier week-ends and summers, menus whose
 * choices split their VAT, discounts, offered items, titres-restaurant, delivery platforms, a cancellation one day
 * in four, a float every morning and the odd expense, every day closed (5 % with a variance and its reason).
 * Everything goes through the ledger's own services, so the chains verify: the tickets through `ingestTickets`
 * (checked, numbered, chained) a week per call, the cash movements in one call, the cancellations one by one, and
 * the days closed at once by `closeDays` (same closings as day after day). The register is the restaurant's first
 * POS terminal with a key (or none); cancellations and closings are made as its first user (none without one).
 */
export const generateSales = async (db: Db, restaurantId: string, options: SalesOptions) => {
  const started = performance.now();
  const { rows } = await db.execute<{
    id: string;
    timezone: string;
    day_change_hour: number;
    seats: number | null;
    register_id: string | null;
  }>(
    sql`select r.id, r.timezone, r.day_change_hour, r.seats,
          (select rh.id from restaurant_hardwares rh where rh.restaurant_id = r.id and rh.api_key_hash is not null and rh.removed_at is null order by rh.created_at limit 1) as register_id
        from restaurants r where r.id = ${restaurantId}`,
  );
  const { rows: owners } = await db.execute<SessionUser & Record<string, unknown>>(
    sql`select u.id, u.role, u.email, u.first_name, u.last_name, u.current_restaurant_id, u.affiliate_code
        from restaurant_users ru join users u on u.id = ru.user_id where ru.restaurant_id = ${restaurantId} order by u.created_at limit 1`,
  );
  const counts = await seedRestaurant(db, rows[0], options, owners[0] ?? null, random(options.seed ?? 1000));
  return { ...counts, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
};

const seedRestaurant = async (
  db: Db,
  r: { id: string; timezone: string; day_change_hour: number; seats: number | null; register_id: string | null },
  { days, ticketsPerDay }: SalesOptions,
  owner: SessionUser | null,
  rnd: () => number,
) => {
  const scope = restaurantScope(r.id);
  const [{ rows: items }, { rows: menuRows }, { rows: staff }] = await Promise.all([
    db.execute<Item>(
      sql`select p.id, p.name, c.name as category, p.price_on_spot_cents as on_spot, p.price_takeaway_cents as takeaway,
            p.price_delivery_cents as delivery, t.rate_on_spot_bp, t.rate_takeaway_bp, t.rate_delivery_bp
          from caisse_products p join caisse_taxes t on t.id = p.tax_id left join caisse_categories c on c.id = p.category_id
          where p.restaurant_id = ${r.id} and p.available order by p.position, p.name`,
    ),
    db.execute<Menu>(
      sql`select m.id, m.price_on_spot_cents as on_spot, t.rate_on_spot_bp, t.rate_takeaway_bp, t.rate_delivery_bp,
            (select json_agg((select json_agg(sp.product_id) from caisse_menu_step_products sp where sp.step_id = s.id) order by s.position)
               from caisse_menu_steps s where s.menu_id = m.id) as steps
          from caisse_menus m join caisse_taxes t on t.id = m.tax_id where m.restaurant_id = ${r.id} and m.active`,
    ),
    db.execute<{ id: string }>(sql`select id from caisse_pos_users where restaurant_id = ${r.id} and active`),
  ]);
  const customerOf = await demoCustomerPicker(db, r.id);
  if (!items.length) return { tickets: 0, closings: 0, phases: {} };
  const byId = new Map(items.map((p) => [p.id, p]));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const ofCategory = (pattern: RegExp) => items.filter((p) => p.category && pattern.test(p.category));
  const mains = ofCategory(/plat/i).length ? ofCategory(/plat/i) : items;
  const sides = items.filter((p) => !mains.includes(p));
  const priceOf = (p: Item, type: OrderType) => (type === 'on_spot' ? p.on_spot : type === 'takeaway' ? p.takeaway : p.delivery);
  const base = ticketsPerDay ?? Math.max(15, Math.round((r.seats ?? 40) * 0.8));
  const today = businessDateOf(new Date(), r.timezone, r.day_change_hour);
  let terminalNumber = 0;
  let movementNumber = 0;

  const cookings = ['Saignant', 'À point', 'Bien cuit'];
  const makeTicket = (date: string, lunch: boolean): TicketInput => {
    const minutes = lunch ? 11 * 60 + 45 + Math.floor(rnd() * 165) : 19 * 60 + Math.floor(rnd() * 210);
    const closed = zoned(date, minutes, r.timezone);
    const roll = rnd();
    const type: OrderType = roll < 0.75 ? 'on_spot' : roll < 0.9 ? 'takeaway' : 'delivery';
    const source = type === 'delivery' ? (rnd() < 0.6 ? 'uber_eats' : 'deliveroo') : type === 'takeaway' && rnd() < 0.3 ? 'kiosk' : 'pos';
    const covers = type === 'on_spot' ? 1 + Math.floor(rnd() * 4) : 1;
    const lines: TicketInput['lines'] = [];
    for (let c = 0; c < covers; c++) {
      const menu = menuRows.length && lunch && type === 'on_spot' && rnd() < 0.35 ? pick(menuRows) : undefined;
      if (menu?.steps?.length) {
        const chosen = menu.steps.map((step) => byId.get(pick(step))).filter((p): p is Item => !!p);
        lines.push({
          menu_id: menu.id,
          quantity: 1,
          unit_price_cents: menu.on_spot,
          choices: chosen.map((p) => ({ product_id: p.id, unit_price_cents: p.on_spot, vat_rate_bp: rateForType(p, type) })),
        });
        continue;
      }
      const chosen = [
        pick(mains),
        ...(rnd() < 0.6 && sides.length ? [pick(sides)] : []),
        ...(rnd() < 0.3 && sides.length ? [pick(sides)] : []),
      ];
      for (const p of chosen) {
        const same = lines.find((l) => l.product_id === p.id);
        if (same) same.quantity += 1;
        else lines.push({ product_id: p.id, quantity: 1, unit_price_cents: priceOf(p, type), vat_rate_bp: rateForType(p, type) });
      }
    }
    // the cooking asked for the grilled meats (the card's « Cuisson » group), from the minute of the sale rather than
    // a draw: the random sequence, hence every other figure of the demo year, stays the same
    for (const [i, l] of lines.entries()) {
      const name = l.product_id ? byId.get(l.product_id)?.name : undefined;
      if (name && /entrecôte|burger/i.test(name)) l.options = [{ name: cookings[(minutes + i) % cookings.length], price_delta_cents: 0 }];
    }
    for (const l of lines) {
      const x = rnd();
      if (x < 0.02) l.offered = true;
      else if (x < 0.06) l.discount_cents = Math.round(l.quantity * l.unit_price_cents * 0.1);
    }
    const totals = ticketTotals(lines.map((l) => (l.menu_id ? { ...l, vat_rate_bp: null } : l)));
    const total = totals.total_ttc_cents;
    const payments: TicketInput['payments'] = [];
    if (total > 0) {
      if (type === 'delivery') payments.push({ method: 'online', amount_cents: total });
      else {
        const p = rnd();
        const weekdayLunch = lunch && ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
        if (weekdayLunch && p < 0.2) {
          const titre = Math.min(total, 2500);
          payments.push({ method: 'ticket', amount_cents: titre });
          if (total > titre) payments.push({ method: 'card', amount_cents: total - titre });
        } else payments.push({ method: p < 0.45 ? 'cash' : p > 0.985 && total >= 2000 ? 'cheque' : 'card', amount_cents: total });
      }
    }
    return {
      terminal_number: ++terminalNumber,
      source,
      type,
      covers,
      table: type === 'on_spot' ? String(1 + Math.floor(rnd() * 30)) : null,
      pos_user_id: staff.length ? pick(staff).id : null,
      opened_at: new Date(closed.getTime() - (lunch ? 50 : 80) * 60_000 * (0.5 + rnd())).toISOString(),
      closed_at: closed.toISOString(),
      lines,
      payments,
      total_ttc_cents: total,
      vat: totals.vat,
      ...customerOf(),
    };
  };

  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days));
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Number(((now - mark) / 1000).toFixed(1));
    mark = now;
  };
  const sales = dates.map((date) => {
    const day = new Date(`${date}T12:00:00Z`);
    const season = 1 + 0.15 * Math.sin(((day.getUTCMonth() - 3) / 12) * 2 * Math.PI);
    const count = Math.round(base * weekday[day.getUTCDay()] * season * (0.9 + rnd() * 0.2));
    return Array.from({ length: count }, () => makeTicket(date, rnd() < 0.6)).sort((a, b) => a.closed_at.localeCompare(b.closed_at));
  });
  const movements: CashMovementInput[] = dates.flatMap((date) => [
    {
      terminal_number: ++movementNumber,
      kind: 'float' as const,
      amount_cents: 15_000,
      reason: 'Fond de caisse du matin',
      occurred_at: zoned(date, 11 * 60, r.timezone).toISOString(),
    },
    ...(rnd() < 0.1
      ? [
          {
            terminal_number: ++movementNumber,
            kind: 'expense' as const,
            amount_cents: 1500 + Math.floor(rnd() * 2500),
            reason: 'Achat de pain et de citrons',
            occurred_at: zoned(date, 16 * 60, r.timezone).toISOString(),
          },
        ]
      : []),
  ]);
  phase('generate');
  await recordCashMovements(db, scope, r.register_id, movements);
  phase('movements');
  const stored: { id: string; closed_at: string }[][] = [];
  for (let d = 0; d < sales.length; d += DAYS_PER_INGESTION) {
    const week = sales.slice(d, d + DAYS_PER_INGESTION);
    const result = await ingestTickets(db, r.id, r.register_id, week.flat().map(withDemoDeliveryStatus));
    if (result.refused) throw new Error(`Ticket de démonstration refusé : ${JSON.stringify(result.results.find((x) => x.error)?.error)}`);
    let k = 0;
    for (const tickets of week) stored.push(tickets.map((t) => ({ id: result.results[k++].ticket?.id as string, closed_at: t.closed_at })));
    await sendDemoDeliveryChanges(db, scope, r.register_id, week.flat(), result.results);
    // Statistics once the first weeks are in: on a new database they still say the ticket tables are empty, and
    // the planner may then look the batches' replays up on the wrong index, walking all of the restaurant's tickets
    // per batch — Lucie's year took 82 s to ingest (docs/caisse-ledger.md "Demo data").
    if (d === DAYS_PER_INGESTION * 2)
      await db.execute(sql`analyze caisse_tickets, caisse_ticket_lines, caisse_ticket_payments, caisse_ticket_vats`);
  }
  phase('ingest');
  let canceled = 0;
  for (const day of stored)
    if (owner && day.length && rnd() < 0.25) {
      const victim = pick(day);
      await cancelTicket(db, scope, victim.id, 'Erreur de saisie', owner, new Date(Date.parse(victim.closed_at) + 5 * 60_000));
      canceled++;
    }
  phase('cancel');
  const closings = await closeDays(
    db,
    scope,
    dates.map((date) => {
      const variance = rnd() < 0.05 ? (rnd() < 0.5 ? -1 : 1) * (100 + Math.floor(rnd() * 400)) : 0;
      return {
        date,
        closedAt: zoned(addDays(date, 1), 60, r.timezone),
        cash: (expected: number) => ({
          counted_cash_cents: Math.max(0, expected + variance),
          variance_reason: variance ? 'Erreur de rendu de monnaie' : null,
        }),
      };
    }),
    owner,
  );
  phase('close');
  return { tickets: sales.reduce((n, s) => n + s.length, 0) + canceled, closings, phases };
};

// a week of tickets (~400 to 2,500) per ingestion call: few transactions, each well under a second
const DAYS_PER_INGESTION = 7;
