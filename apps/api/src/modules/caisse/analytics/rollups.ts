import { salesDimensions, salesFigureKeys } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import type { Queryable } from '../ledger/common';
import { aggregateSales } from './aggregate';

const columns = sql.raw(['restaurant_id', 'business_date', 'dimension', 'key', 'label', ...salesFigureKeys].join(', '));

/**
 * Rewrites the day-level sales rollups of business days `fromDay`..`toDay` from the tickets, set-based (one
 * delete, one insert of every dimension), and moves the restaurant's rollup mark. Call it inside the closing's
 * transaction, the ledger lock held (so no ticket arrives meanwhile): a bulk path closing a year calls it once.
 * Late tickets not yet rolled up widen the range to their days, and a first call takes the whole history.
 */
export const writeSalesRollups = async (tx: Queryable, scope: RestaurantScope, fromDay: string, toDay: string) => {
  const id = scope.restaurantId;
  const { rows } = await tx.execute<{ lo: string; hi: string; last: number }>(
    sql`with s as (select rolled_through, last_ticket_number from caisse_sales_rollup_states where restaurant_id = ${id} for update),
        pending as (select min(t.business_date) as lo, max(t.business_date) as hi from caisse_tickets t
          where t.restaurant_id = ${id} and t.number > coalesce((select last_ticket_number from s), 0)
            and t.business_date <= greatest(${toDay}::date, (select rolled_through from s)))
      select least(${fromDay}::date, (select lo from pending))::text as lo, greatest(${toDay}::date, (select hi from pending))::text as hi,
        (select coalesce(max(number), 0) from caisse_tickets where restaurant_id = ${id})::int as last`,
  );
  const { lo, hi, last } = rows[0];
  const where = sql`t.restaurant_id = ${id} and t.business_date between ${lo} and ${hi}`;
  await tx.execute(sql`delete from caisse_sales_rollups where restaurant_id = ${id} and business_date between ${lo} and ${hi}`);
  // Hash joins for this aggregation, whatever the statistics say: a restaurant new in tables that hold others' is
  // estimated at one ticket, and a nested loop then walks all of its lines or payments for each ticket — 120
  // unclosed days of a small restaurant closed at once took 25.5 s, 0.5 s this way (docs/caisse-analytics.md).
  await tx.execute(sql`set local enable_nestloop = off`);
  await tx.execute(
    sql`insert into caisse_sales_rollups (${columns}) ${sql.join(
      salesDimensions.map((d) => aggregateSales(d, where)),
      sql` union all `,
    )}`,
  );
  await tx.execute(sql`set local enable_nestloop = on`);
  await tx.execute(sql`insert into caisse_sales_rollup_states (restaurant_id, rolled_through, last_ticket_number)
    values (${id}, ${toDay}, ${last})
    on conflict (restaurant_id) do update set rolled_through = greatest(caisse_sales_rollup_states.rolled_through, excluded.rolled_through),
      last_ticket_number = excluded.last_ticket_number`);
  return { from: lo, to: hi };
};
