import type { PageQuery, RestaurantHardware } from '@fitfit/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { restaurantHardwares } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

const columns = sql`rh.id, rh.hardware_id, h.kind, h.brand, h.model, rh.label, rh.serial_number, rh.installed_on::text as installed_on,
  rh.api_key_prefix, ${iso(sql`rh.api_key_rotated_at`)} as api_key_rotated_at, ${iso(sql`rh.created_at`)} as created_at`;
const from = sql`restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id`;

export const list = (db: Db, scope: RestaurantScope, q: PageQuery) =>
  pagedQuery<RestaurantHardware>({
    db,
    query: q,
    select: columns,
    from,
    where: [inScope(scope, sql`rh.restaurant_id`), sql`rh.removed_at is null`],
    searchColumns: [sql`h.brand`, sql`h.model`, sql`rh.label`, sql`rh.serial_number`],
    sortColumns: { created_at: sql`rh.created_at`, kind: sql`h.kind`, installed_on: sql`rh.installed_on`, label: sql`lower(rh.label)` },
    tieBreaker: sql`rh.id`,
  });

export const find = async (db: Db, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<RestaurantHardware>(
    sql`select ${columns} from ${from} where ${inScope(scope, sql`rh.restaurant_id`)} and rh.id = ${id} and rh.removed_at is null`,
  );
  return rows[0];
};

export const hardwareKind = async (db: Db, hardwareId: string) => {
  const { rows } = await db.execute<{ kind: string }>(sql`select kind from hardwares where id = ${hardwareId}`);
  return rows[0]?.kind;
};

export const insert = async (db: Db, values: typeof restaurantHardwares.$inferInsert) => {
  const [row] = await db.insert(restaurantHardwares).values(values).returning({ id: restaurantHardwares.id });
  return row.id;
};

export const setKey = (db: Db, scope: RestaurantScope, id: string, hash: Buffer, prefix: string) =>
  db
    .update(restaurantHardwares)
    .set({ api_key_hash: hash, api_key_prefix: prefix, api_key_rotated_at: sql`now()`, updated_at: sql`now()` })
    .where(and(inScope(scope, restaurantHardwares.restaurant_id), eq(restaurantHardwares.id, id)));

/** Marks the hardware as removed: its device key stops working at once. */
export const markRemoved = async (db: Db, scope: RestaurantScope, id: string) => {
  const rows = await db
    .update(restaurantHardwares)
    .set({ removed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(inScope(scope, restaurantHardwares.restaurant_id), eq(restaurantHardwares.id, id), isNull(restaurantHardwares.removed_at)))
    .returning({ id: restaurantHardwares.id });
  return rows.length > 0;
};
