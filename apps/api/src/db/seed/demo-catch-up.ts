import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { runSales } from './caisse-ledger';

/** Any fixed number: the key of the advisory lock under which one instance at a time seeds or catches up the demo. */
const DEMO_LOCK = 724_113_026;

/**
 * Runs `work` holding the demo's advisory lock, taken on a connection of its own (as the migrations do): two
 * instances starting together on one database write the demo once, the second finding it done when its turn comes.
 */
export const withDemoLock = async <T>(db: Db, work: () => Promise<T>): Promise<T> => {
  const client = await db.$client.connect();
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

/** Marks restaurants as the demo's (the catch-up and the live terminal touch only these), sales made up to `through`. */
export const registerDemoRestaurants = async (db: Db, restaurants: readonly { restaurantId: string; seed: number }[], through: Date) => {
  if (!restaurants.length) return;
  await db.execute(
    sql`insert into demo_restaurants (restaurant_id, seed, sales_through)
        select r.id, r.seed, ${through.toISOString()}::timestamptz
        from unnest(${`{${restaurants.map((r) => r.restaurantId).join(',')}}`}::uuid[], ${`{${restaurants.map((r) => r.seed).join(',')}}`}::int[]) as r(id, seed)
        on conflict (restaurant_id) do update set sales_through = excluded.sales_through, updated_at = now()`,
  );
};

// A catch-up shorter than this is left to the live terminal (a restart a minute later makes nothing).
const MIN_GAP_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The demo's catch-up at each start outside production (docs/demo.md): for every demo restaurant, the sales from
 * where its demo stopped (the last sale it made, the seed's or the live terminal's) up to `now` — tickets,
 * cancellations, cash movements — through the same generator as the first start (`generateSales`), then every day
 * closed but the last business day, left for a visitor to close. Run under `withDemoLock`. Restaurants without a
 * `demo_restaurants` row are never read. Returns the restaurants caught up.
 */
export const catchUpDemo = async (db: Db, log: (m: string) => void = () => {}, now = new Date()) => {
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
