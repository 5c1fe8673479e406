import type { AdminRestaurant, AdminRestaurantData, PageQuery } from '@fitfit/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/database';
import { restaurants } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import type { Scoped } from '../../../lib/scoped-db';
import { inScope, type RestaurantScope, tenantColumn } from '../../../lib/tenant-scope';

export type RestaurantFilters = { mark_id?: string; module?: string; subscribed?: 'true' | 'false' };

/** The latest subscription that is not canceled, if any. */
const liveSubscription = sql`(select s.status from restaurant_subscriptions s where s.restaurant_id = r.id and s.status <> 'canceled'
  order by s.started_on desc, s.created_at desc limit 1)`;

const columns = sql`r.id, r.name, r.mark_id, m.name as mark_name, r.legal_name, r.siret, r.vat_number, r.naf_code, r.address_line,
  r.postal_code, r.city, r.country, r.phone, r.email, r.timezone, r.currency, r.day_change_hour::int as day_change_hour, r.seats,
  r.category, (r.registration_completed_at is not null) as registration_completed,
  coalesce((select array_agg(fm.code_name order by fm.position) from fitfit_module_restaurants fmr
    join fitfit_modules fm on fm.id = fmr.fitfit_module_id
    where fmr.restaurant_id = r.id and fmr.starts_on <= current_date and (fmr.ends_on is null or fmr.ends_on >= current_date)), '{}') as module_codes,
  coalesce(${liveSubscription}, (select s.status from restaurant_subscriptions s where s.restaurant_id = r.id
    order by s.started_on desc, s.created_at desc limit 1)) as subscription_status,
  (select s.recurring from restaurant_subscriptions s where s.restaurant_id = r.id order by (s.status = 'canceled'), s.started_on desc, s.created_at desc limit 1) as subscription_recurring,
  ${iso(sql`r.created_at`)} as created_at`;
const from = sql`restaurants r left join marks m on m.id = r.mark_id`;

const filterSql = (f: RestaurantFilters) => {
  const parts = [sql`r.deleted_at is null`];
  if (f.mark_id === 'none') parts.push(sql`r.mark_id is null`);
  else if (f.mark_id) parts.push(sql`r.mark_id = ${f.mark_id}`);
  if (f.module) {
    parts.push(sql`exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules fm on fm.id = fmr.fitfit_module_id
      where fmr.restaurant_id = r.id and fm.code_name = ${f.module} and fmr.starts_on <= current_date
      and (fmr.ends_on is null or fmr.ends_on >= current_date))`);
  }
  if (f.subscribed === 'true') parts.push(sql`${liveSubscription} is not null`);
  if (f.subscribed === 'false') parts.push(sql`${liveSubscription} is null`);
  return sql.join(parts, sql` and `);
};

export const list = (db: Db, q: PageQuery & RestaurantFilters) =>
  pagedQuery<AdminRestaurant>({
    db,
    query: q,
    select: columns,
    from,
    where: [filterSql(q)],
    searchColumns: [sql`r.name`, sql`r.city`, sql`r.legal_name`, sql`r.siret`, sql`m.name`],
    sortColumns: { name: sql`lower(r.name)`, city: sql`lower(r.city)`, mark_name: sql`lower(m.name)`, created_at: sql`r.created_at` },
    tieBreaker: sql`r.id`,
  });

export const find = async (db: Db, id: string) => {
  const { rows } = await db.execute<AdminRestaurant>(sql`select ${columns} from ${from} where r.id = ${id} and r.deleted_at is null`);
  return rows[0];
};

export const markExists = async (db: Db, id: string) => {
  const { rows } = await db.execute(sql`select 1 from marks where id = ${id}`);
  return rows.length > 0;
};

export const insert = async (db: Db, values: AdminRestaurantData) => {
  const [row] = await db.insert(restaurants).values(values).returning({ id: restaurants.id });
  return row.id;
};

export const update = async (db: Queryable, id: string, values: AdminRestaurantData) => {
  const rows = await db
    .update(restaurants)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(restaurants.id, id), isNull(restaurants.deleted_at)))
    .returning({ id: restaurants.id });
  return rows.length > 0;
};

export const softDelete = async (db: Db, id: string) => {
  const rows = await db
    .update(restaurants)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(restaurants.id, id), isNull(restaurants.deleted_at)))
    .returning({ id: restaurants.id });
  return rows.length > 0;
};

/** Restorers of the restaurant (restaurant_users, its members not removed). */
export const restorers = async ({ db, scope }: Scoped<RestaurantScope, Db>) => {
  const { rows } = await db.execute<{ id: string; first_name: string; last_name: string; email: string }>(sql`
    select u.id, u.first_name, u.last_name, u.email from restaurant_users ru join users u on u.id = ru.user_id
    where ${inScope(scope, tenantColumn('ru'))} and ru.removed_at is null and u.deleted_at is null order by u.last_name, u.first_name`);
  return rows;
};

export const latestSubscription = async ({ db, scope }: Scoped<RestaurantScope, Db>) => {
  const { rows } = await db.execute<{
    id: string;
    status: string;
    recurring: string;
    started_on: string;
    trial_ends_on: string | null;
  }>(sql`select id, status, recurring, started_on::text as started_on, trial_ends_on::text as trial_ends_on
    from restaurant_subscriptions where ${inScope(scope, tenantColumn())} order by (status = 'canceled'), started_on desc, created_at desc limit 1`);
  return rows[0] ?? null;
};
