import type { RestaurantSubscription, subscriptionListQuerySchema } from '@fitfit/contracts';
import { YEARLY_BILLED_MONTHS } from '@fitfit/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { restaurantSubscriptions } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { modulesJsonSql, monthlyAmountSql, SUBSCRIBED } from './amounts';

type Query = z.infer<typeof subscriptionListQuerySchema>;

const amount = sql`(case when s.recurring = 'yearly' then ${YEARLY_BILLED_MONTHS} else 1 end) * ${monthlyAmountSql()}`;

const columns = sql`s.id, s.restaurant_id, r.name as restaurant_name, s.recurring, s.status, s.started_on::text as started_on,
      s.trial_ends_on::text as trial_ends_on,
      ${iso(sql`s.canceled_at`)} as canceled_at,
      ${modulesJsonSql} as modules, ${monthlyAmountSql()} as monthly_amount_cents, ${amount} as amount_cents`;

export const list = (db: Db, q: Query) =>
  pagedQuery<RestaurantSubscription>({
    db,
    query: q,
    select: columns,
    from: sql`restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id`,
    where: [
      sql`r.deleted_at is null`,
      q.only_subscribed === 'true' ? sql`s.status in ${SUBSCRIBED}` : undefined,
      q.status ? sql`s.status = ${q.status}` : undefined,
    ],
    searchColumns: [sql`r.name`, sql`r.legal_name`],
    sortColumns: { started_on: sql`s.started_on`, restaurant_name: sql`lower(r.name)`, status: sql`s.status`, amount_cents: amount },
    tieBreaker: sql`s.id`,
  });

export const find = async (db: Db, id: string) =>
  (
    await db.execute<RestaurantSubscription>(sql`select ${columns}
      from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
      where s.id = ${id} and r.deleted_at is null`)
  ).rows[0];

export const insert = async (db: Db, values: typeof restaurantSubscriptions.$inferInsert) =>
  (await db.insert(restaurantSubscriptions).values(values).returning({ id: restaurantSubscriptions.id }))[0].id;

/** Changes a subscription that is not canceled; undefined when there is none with that id. */
export const updateLive = async (db: Db, id: string, set: Partial<typeof restaurantSubscriptions.$inferInsert>) =>
  (
    await db
      .update(restaurantSubscriptions)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(restaurantSubscriptions.id, id), ne(restaurantSubscriptions.status, 'canceled')))
      .returning({ id: restaurantSubscriptions.id })
  )[0];
