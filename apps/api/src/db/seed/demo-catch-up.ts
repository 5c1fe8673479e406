import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { sessionConnect } from '../tenant-pool';
import { catchUpCaisseCustomers } from './caisse-customers';
import { runSales } from './caisse-ledger';
import { seedCaissePayouts } from './caisse-payouts';
import { catchUpHaccp } from './haccp';
import { catchUpStock } from './stock-catch-up';

/** Any fixed number: the key of the advisory lock under which one instance at a time seeds or catches up the demo. */
const DEMO_LOCK = 724_113_026;

/**
 * Runs `work` holding the demo's advisory lock, taken on a connection of its own (as the migrations do): two
 * instances starting together on one database write the demo once, the second finding it done when its turn comes.
 */
export const withDemoLock = async <T>(db: Db, work: () => Promise<T>): Promise<T> => {
  const client = await sessionConnect(db.$client); // direct behind a transaction pooler: the lock is the session's
  try {
    await client.query('select pg_advisory_lock($1)', [DEMO_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [DEMO_LOCK]);
    }
  } finally {
    client.release();
  }
};

/** Marks restaurants as the demo's (the catch-up and the live terminal touch only these), sales and records made up to `through`. */
export const registerDemoRestaurants = async (db: Db, restaurants: readonly { restaurantId: string; seed: number }[], through: Date) => {
  if (!restaurants.length) return;
  await db.execute(
    sql`insert into demo_restaurants (restaurant_id, seed, sales_through, records_through)
        select r.id, r.seed, ${through.toISOString()}::timestamptz, ${through.toISOString()}::timestamptz
        from unnest(${`{${restaurants.map((r) => r.restaurantId).join(',')}}`}::uuid[], ${`{${restaurants.map((r) => r.seed).join(',')}}`}::int[]) as r(id, seed)
        on conflict (restaurant_id) do update set sales_through = excluded.sales_through, records_through = excluded.records_through,
          updated_at = now()`,
  );
};

// A catch-up shorter than this is left to the live terminal (a restart a minute later makes nothing).
const MIN_GAP_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The demo's catch-up at each start outside production (docs/demo.md): for every demo restaurant, the sales from
 * where its demo stopped (the last sale it made, the seed's or the live terminal's) up to `now` — tickets,
 * cancellations, cash movements — through the same generator as the first start (`generateSales`), then every day
 * closed but the last business day, left for a visitor to close; then the daily records from where they stopped
 * (`records_through`, which the live terminal does not move): new customers, the HACCP register's days
 * (`catchUpDailyRecords`), the stock's weekly orders and month-end inventories. Run under `withDemoLock`.
 * Restaurants without a `demo_restaurants` row are never read.
 * Returns the restaurants whose sales were caught up.
 */
export const catchUpDemo = async (db: Db, log: (m: string) => void = () => {}, now = new Date()) => {
  const sold = await catchUpSales(db, log, now);
  // the providers' payouts of the days caught up (docs/caisse-banking.md « Remises et versements », Demo)
  if (sold.length) await seedCaissePayouts(db, sold);
  await catchUpDailyRecords(db, log, now);
  return sold;
};

const catchUpSales = async (db: Db, log: (m: string) => void, now: Date) => {
  const { rows } = await db.execute<{ restaurant_id: string; seed: number; after: string }>(
    sql`select d.restaurant_id, d.seed,
          greatest(d.sales_through, (select max(t.closed_at) from caisse_tickets t where t.restaurant_id = d.restaurant_id))::text as after
        from demo_restaurants d join restaurants r on r.id = d.restaurant_id
        where r.deleted_at is null
        order by d.restaurant_id`,
  );
  const jobs = rows
    .filter((r) => now.getTime() - Date.parse(r.after) >= MIN_GAP_MS)
    .map((r) => {
      const after = new Date(r.after);
      // a new draw for each catch-up, the same for the same start: the restaurant's seed and the day it starts from
      const seed = (r.seed * 7919 + Math.floor(after.getTime() / DAY_MS)) % 2_000_000_000;
      return { restaurantId: r.restaurant_id, options: { days: 0, after, until: now, leaveOpen: true, seed } };
    });
  if (!jobs.length) return [];
  const days = Math.max(...jobs.map((j) => Math.ceil((now.getTime() - j.options.after.getTime()) / DAY_MS)));
  log(`Démo : rattrapage de ${days} jour${days > 1 ? 's' : ''} pour ${jobs.length} restaurant${jobs.length > 1 ? 's' : ''}`);
  await runSales(db, jobs, days, log);
  await db.execute(
    sql`update demo_restaurants set sales_through = greatest(sales_through, ${now.toISOString()}::timestamptz), updated_at = now()
        where restaurant_id = any(${`{${jobs.map((j) => j.restaurantId).join(',')}}`}::uuid[])`,
  );
  return jobs.map((j) => j.restaurantId);
};

/**
 * The demo's daily records after `records_through` (or `sales_through` for a demo registered before it) up to `now`,
 * made by the first seed's own generators: the customers of those days (`catchUpCaisseCustomers`) and the HACCP
 * register's readings, cleanings, checklists and planning (`catchUpHaccp`), the stock's received orders and
 * month-end inventories (`catchUpStock`). A gap under five minutes is left alone.
 */
const catchUpDailyRecords = async (db: Db, log: (m: string) => void, now: Date) => {
  const { rows } = await db.execute<{ restaurant_id: string; seed: number; after: string }>(
    sql`select d.restaurant_id, d.seed, coalesce(d.records_through, d.sales_through)::text as after
        from demo_restaurants d join restaurants r on r.id = d.restaurant_id
        where r.deleted_at is null and coalesce(d.records_through, d.sales_through) <= ${new Date(now.getTime() - MIN_GAP_MS).toISOString()}::timestamptz
        order by d.restaurant_id`,
  );
  if (!rows.length) return;
  const restaurants = rows.map((r) => ({ restaurantId: r.restaurant_id, seed: r.seed, after: new Date(r.after) }));
  const customers = await catchUpCaisseCustomers(db, restaurants, now);
  await catchUpHaccp(db, restaurants, now);
  const orders = await catchUpStock(db, restaurants, now);
  log(
    `Démo : ${customers} client${customers > 1 ? 's' : ''}, le registre HACCP et ${orders} commande${orders > 1 ? 's' : ''} reçue${orders > 1 ? 's' : ''} rattrapés pour ${rows.length} restaurant${rows.length > 1 ? 's' : ''}`,
  );
  await db.execute(
    sql`update demo_restaurants set records_through = ${now.toISOString()}::timestamptz, updated_at = now()
        where restaurant_id = any(${`{${rows.map((r) => r.restaurant_id).join(',')}}`}::uuid[])`,
  );
};
