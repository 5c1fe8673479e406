import { Worker } from 'node:worker_threads';
import type { CashMovementInput } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { SessionUser } from '../../lib/access';
import { platformScope } from '../../lib/tenant-scope';
import { businessDateOf, cancelTicket, closeDays, ingestTickets, recordCashMovements } from '../../modules/caisse';
import type { Db } from '../database';
import { directUrlOf, TenantPool } from '../tenant-pool';
import { demoCustomerPicker } from './caisse-customers';
import { sendDemoDeliveryChanges, withDemoDeliveryStatus } from './caisse-delivery-statuses';
import { type DemoItem, type DemoMenu, demoTicketMaker, random, zoned } from './caisse-ledger-tickets';

type Item = DemoItem;
type Menu = DemoMenu;

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Monday-first busyness of a bistro, Sunday 0 … Saturday 6
const weekday = [0.8, 0.75, 0.85, 0.9, 1.0, 1.25, 1.35];

/**
 * The demo sales year (PRODUCT §9, issue 10) of every demo restaurant holding fitfit_caisse, through
 * `generateSales`; the restaurants run side by side.
 */
export const seedCaisseLedger = async (
  db: Db,
  days = loadConfig().DEMO_DAYS,
  log: (m: string) => void = () => {},
  live: Pick<SalesOptions, 'until' | 'leaveOpen'> & { sinceOpening?: boolean } = {},
) => {
  if (days <= 0) return [];
  // sinceOpening (the demo): no sales before a restaurant existed, one opened three months ago has three months of them
  const { rows: restaurants } = await db.execute<{ id: string; opened_days: number }>(
    sql`select r.id, floor(extract(epoch from (${(live.until ?? new Date()).toISOString()}::timestamptz - r.created_at)) / 86400)::int as opened_days
        from restaurants r
        where exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
                      where fmr.restaurant_id = r.id and m.code_name = 'fitfit_caisse')
          and exists (select 1 from caisse_products p where p.restaurant_id = r.id)
          and not exists (select 1 from caisse_tickets t where t.restaurant_id = r.id)
        order by r.created_at, r.name`,
  );
  const { sinceOpening, ...window } = live;
  const jobs = restaurants.map((r, i) => ({
    restaurantId: r.id,
    options: { days: sinceOpening ? Math.max(0, Math.min(days, r.opened_days)) : days, seed: 1000 + i, ...window },
  }));
  await runSales(db, jobs, days, log);
  return jobs.map((j) => ({ restaurantId: j.restaurantId, seed: j.options.seed }));
};

/**
 * Several restaurants' sales side by side (the demo's first start, its catch-up at a later start): a year of four
 * restaurants is Node-bound (generator, checks, hashing), so each restaurant runs in its own worker thread when the
 * run is long enough to pay for the workers' start (≈ 1 s each); the tests' few days stay in-process.
 */
export const runSales = async (
  db: Db,
  jobs: readonly { restaurantId: string; options: SalesOptions }[],
  days: number,
  log: (m: string) => void = () => {},
  threads = days >= WORKER_MIN_DAYS && jobs.length > 1,
) => {
  // the owner's address: the pool's own is the restricted role's, which row-level security shows no restaurant
  // outside a request — a worker connected with it generated nothing (« 0 tickets »)
  const client = db.$client;
  // (PostgreSQL itself behind a transaction pooler: a worker's own pool sends named statements)
  const url = directUrlOf(client, (client instanceof TenantPool ? client.owner : client).options.connectionString);
  const results = await Promise.all(
    jobs.map((j) => (threads && url ? salesInWorker(url, j.restaurantId, j.options) : generateSales(db, j.restaurantId, j.options))),
  );
  for (const r of results)
    log(
      `Démo : ventes, ${r.tickets} tickets et ${r.closings} clôtures en ${r.seconds} s (${Object.entries(r.phases)
        .map(([k, v]) => `${k} ${v} s`)
        .join(', ')})`,
    );
  return results;
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
  /**
   * Sales up to this instant, today's included (the demo: history up to the start, docs/demo.md); without it the
   * days end with yesterday.
   */
  until?: Date;
  /** Only the sales after this instant (the demo's catch-up): the days from its business day on, `days` ignored. */
  after?: Date;
  /** Leave the last business day before `until`'s unclosed (and `until`'s own), for a visitor to close it. */
  leaveOpen?: boolean;
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
    last_closed_date: string | null;
  }>(
    sql`select r.id, r.timezone, r.day_change_hour, r.seats,
          (select rh.id from restaurant_hardwares rh where rh.restaurant_id = r.id and rh.api_key_hash is not null and rh.removed_at is null order by rh.created_at limit 1) as register_id,
          (select s.last_closed_date::text from caisse_ledger_states s where s.restaurant_id = r.id) as last_closed_date
        from restaurants r where r.id = ${restaurantId}`,
  );
  // a connection that does not see the restaurant (row-level security) would write nothing and say so quietly
  if (!rows[0]) throw new Error(`Données de démonstration des ventes : restaurant ${restaurantId} introuvable`);
  const firstUser = async (from: SQL) =>
    (
      await db.execute<SessionUser & Record<string, unknown>>(
        sql`select u.id, u.role, u.email, u.first_name, u.last_name, u.current_restaurant_id, u.affiliate_code
          from ${from} order by u.created_at limit 1`,
      )
    ).rows[0] ?? null;
  const owner = await firstUser(sql`restaurant_users ru join users u on u.id = ru.user_id where ru.restaurant_id = ${restaurantId}`);
  // a restaurant of the mark without its own account is closed by the mark's franchisor: every Z names who closed it
  const closer =
    owner ??
    (await firstUser(
      sql`restaurants r join mark_users mu on mu.mark_id = r.mark_id join users u on u.id = mu.user_id where r.id = ${restaurantId}`,
    ));
  const counts = await seedRestaurant(db, rows[0], options, owner, closer, random(options.seed ?? 1000));
  return { ...counts, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
};

type SalesRestaurant = {
  id: string;
  timezone: string;
  day_change_hour: number;
  seats: number | null;
  register_id: string | null;
  last_closed_date: string | null;
};

const seedRestaurant = async (
  db: Db,
  r: SalesRestaurant,
  { days, ticketsPerDay, until, after, leaveOpen }: SalesOptions,
  owner: SessionUser | null,
  /** Who closes the days: the owner, else the mark's franchisor (the cancellations stay the owner's). */
  closer: SessionUser | null,
  rnd: () => number,
) => {
  const scope = platformScope(r.id);
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
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const base = ticketsPerDay ?? Math.max(15, Math.round((r.seats ?? 40) * 0.8));
  const today = businessDateOf(until ?? new Date(), r.timezone, r.day_change_hour);
  // the register's numbering goes on from its last ticket and movement (a catch-up after the first start, after the
  // live demo terminal): the same number again would be taken for a replay of the stored one
  const { rows: numbering } = await db.execute<{ tickets: number; movements: number }>(
    sql`select (select coalesce(max(terminal_number), 0) from caisse_tickets where restaurant_id = ${r.id} and register_id is not distinct from ${r.register_id})::int as tickets,
          (select coalesce(max(terminal_number), 0) from caisse_cash_movements where restaurant_id = ${r.id} and register_id is not distinct from ${r.register_id})::int as movements`,
  );
  let terminalNumber = numbering[0].tickets;
  let movementNumber = numbering[0].movements;
  // the instants the run fills: after `after` (exclusive), up to `until`
  const afterIso = after?.toISOString() ?? '';
  const untilIso = until?.toISOString() ?? '9999';
  const inWindow = (instant: string) => instant > afterIso && instant <= untilIso;

  const makeTicket = demoTicketMaker({
    items,
    menus: menuRows,
    staff,
    customerOf,
    timezone: r.timezone,
    rnd,
    nextNumber: () => ++terminalNumber,
  });

  const first = after ? businessDateOf(after, r.timezone, r.day_change_hour) : addDays(today, -days);
  const last = until ? today : addDays(today, -1);
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
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
    return Array.from({ length: count }, () => makeTicket(date, rnd() < 0.6))
      .filter((t) => inWindow(t.closed_at))
      .sort((a, b) => a.closed_at.localeCompare(b.closed_at));
  });
  const movements: CashMovementInput[] = dates
    .flatMap((date) => [
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
    ])
    .filter((m) => inWindow(m.occurred_at));
  phase('generate');
  if (movements.length) await recordCashMovements(db, scope, r.register_id, movements);
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
      const at = new Date(Date.parse(victim.closed_at) + 5 * 60_000);
      if (!inWindow(at.toISOString())) continue;
      await cancelTicket(db, scope, victim.id, 'Erreur de saisie', owner, at);
      canceled++;
    }
  phase('cancel');
  // every day after the last closing, in order, up to the last one to close (yesterday, or the day before it when
  // the last business day is left for a visitor to close); a day without sales closes empty
  const closeUntil = addDays(today, leaveOpen ? -2 : -1);
  const toClose: string[] = [];
  for (let d = r.last_closed_date ? addDays(r.last_closed_date, 1) : dates[0]; d && d <= closeUntil; d = addDays(d, 1)) toClose.push(d);
  const closings = await closeDays(
    db,
    scope,
    toClose.map((date) => {
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
    closer,
  );
  phase('close');
  return { tickets: sales.reduce((n, s) => n + s.length, 0) + canceled, closings, phases };
};

// a week of tickets (~400 to 2,500) per ingestion call: few transactions, each well under a second
const DAYS_PER_INGESTION = 7;
