import type { RestaurantSubscription, subscriptionListQuerySchema } from '@fitfit/contracts';
import { YEARLY_BILLED_MONTHS } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { likePattern, offsetOf, sortKeyOf } from '../../../lib/paging';
import { modulesJsonSql, monthlyAmountSql, SUBSCRIBED } from './amounts';

type Query = z.infer<typeof subscriptionListQuerySchema>;

const amount = sql`(case when s.recurring = 'yearly' then ${YEARLY_BILLED_MONTHS} else 1 end) * ${monthlyAmountSql()}`;

const sorts: Record<string, SQL> = {
  started_on: sql`s.started_on`,
  restaurant_name: sql`lower(r.name)`,
  status: sql`s.status`,
  amount_cents: amount,
};

export const list = async (db: Db, q: Query) => {
  const where = sql`r.deleted_at is null
    and (${q.only_subscribed !== 'true'} or s.status in ${SUBSCRIBED})
    and (${q.status ?? null}::text is null or s.status = ${q.status ?? null})
    and (${q.search} = '' or r.name ilike ${likePattern(q.search)} or r.legal_name ilike ${likePattern(q.search)})`;
  const sortKey = sortKeyOf(sorts, q.sort, 'started_on');
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<RestaurantSubscription>(sql`
      select s.id, s.restaurant_id, r.name as restaurant_name, s.recurring, s.status, s.started_on::text as started_on,
        s.trial_ends_on::text as trial_ends_on,
        to_char(s.canceled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as canceled_at,
        ${modulesJsonSql} as modules, ${monthlyAmountSql()} as monthly_amount_cents, ${amount} as amount_cents
      from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
      where ${where} order by ${sorts[sortKey]} ${order}, s.id limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id where ${where}`,
    ),
  ]);
  return { rows, total: count[0].n };
};
