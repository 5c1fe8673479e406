import {
  COUNTING_VARIANCE_THRESHOLD_CENTS,
  type Counting,
  type CountingInput,
  countedCents,
  countingInputSchema,
  type PageQuery,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { caisseBankCountings } from '../../../db/schema';
import type { SessionUser } from '../../../lib/access';
import { unprocessable } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { businessDateOf, type Queryable } from '../ledger/common';
import { recordEvent } from '../ledger/journal/service';
import { registerCash, safeCash } from './funds';

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

const SELECT = sql`k.id, k.place, k.register_id, h.label as register_label, k.business_date::text as business_date,
  ${iso(sql`k.counted_at`)} as counted_at, k.denominations, k.counted_cents, k.expected_cents, k.variance_cents, k.variance_reason,
  k.counted_by_name`;
const FROM = sql`caisse_bank_countings k left join restaurant_hardwares h on h.id = k.register_id`;

/** What the place should hold now: the register's drawer since the last closing, or the safe. */
export const expectedCash = async (db: Queryable, scope: RestaurantScope, place: 'register' | 'safe', registerId?: string | null) => {
  if (place === 'safe') return safeCash(db, scope);
  const registers = await registerCash(db, scope);
  const found = registers.find((r) => r.register_id === registerId);
  if (!found) throw unprocessable('Comptage refusé', { register_id: "Cette caisse n'appartient pas à ce restaurant" });
  return found.amount_cents;
};

/**
 * A counting (comptage) of a register or the safe, by denomination: counted against expected; over
 * COUNTING_VARIANCE_THRESHOLD_CENTS of variance (either way) it needs its reason. Written once, journaled.
 */
export const createCounting = (db: Db, scope: RestaurantScope, input: CountingInput, user: SessionUser) =>
  db.transaction(async (tx) => {
    const c = countingInputSchema.parse(input);
    // one counting at a time per restaurant, so the expected figure is not moved by a simultaneous one
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`countings:${scope.restaurantId}`}, 0))`);
    const expected = await expectedCash(tx, scope, c.place, c.register_id);
    const counted = countedCents(c.denominations);
    const variance = counted - expected;
    if (Math.abs(variance) > COUNTING_VARIANCE_THRESHOLD_CENTS && !c.variance_reason) {
      const message = `Le motif de l'écart est obligatoire au-delà de ${euros(COUNTING_VARIANCE_THRESHOLD_CENTS)} (écart de ${euros(variance)})`;
      throw unprocessable(message, { variance_reason: message });
    }
    const { rows } = await tx.execute<{ timezone: string; day_change_hour: number }>(
      sql`select timezone, day_change_hour from restaurants where id = ${scope.restaurantId}`,
    );
    const [row] = await tx
      .insert(caisseBankCountings)
      .values({
        restaurant_id: scope.restaurantId,
        place: c.place,
        register_id: c.place === 'register' ? (c.register_id ?? null) : null,
        business_date: businessDateOf(new Date(), rows[0].timezone, rows[0].day_change_hour),
        denominations: Object.fromEntries(Object.entries(c.denominations).filter(([, n]) => n > 0)),
        counted_cents: counted,
        expected_cents: expected,
        variance_cents: variance,
        variance_reason: c.variance_reason,
        counted_by_user_id: user.id,
        counted_by_name: `${user.first_name} ${user.last_name}`,
      })
      .returning({ id: caisseBankCountings.id });
    await recordEvent(tx, scope.restaurantId, {
      kind: 'counting',
      user,
      registerId: c.place === 'register' ? c.register_id : null,
      details: { place: c.place, counted_cents: counted, expected_cents: expected, variance_cents: variance },
    });
    return (await findCounting(tx, scope, row.id)) as Counting;
  });

export const findCounting = async (db: Queryable, scope: RestaurantScope, id: string) => {
  const { rows } = await db.execute<Counting>(
    sql`select ${SELECT} from ${FROM} where ${inScope(scope, sql`k.restaurant_id`)} and k.id = ${id}`,
  );
  return rows[0];
};

export const listCountings = (db: Db, scope: RestaurantScope, q: PageQuery & { place?: 'register' | 'safe' }) =>
  pagedQuery<Counting>({
    db,
    query: q,
    select: SELECT,
    from: FROM,
    where: [inScope(scope, sql`k.restaurant_id`), q.place ? sql`k.place = ${q.place}` : undefined],
    searchColumns: [sql`h.label`, sql`k.variance_reason`, sql`k.counted_by_name`],
    sortColumns: { counted_at: sql`k.counted_at`, variance_cents: sql`abs(k.variance_cents)` },
    tieBreaker: sql`k.id`,
  });

/**
 * The cash counted for a business day's closing: each register's last counting of that day, added up; null
 * when no register was counted that day (the closing then takes the amount typed). The one call the ledger's
 * closing makes into banking.
 */
export const countedCashForDay = async (db: Queryable, scope: RestaurantScope, businessDate: string) => {
  const { rows } = await db.execute<{ total: number | null }>(
    sql`select sum(last.counted_cents)::bigint as total from (
          select distinct on (k.register_id) k.counted_cents from caisse_bank_countings k
          where ${inScope(scope, sql`k.restaurant_id`)} and k.place = 'register' and k.business_date = ${businessDate}
          order by k.register_id, k.counted_at desc, k.id desc) last`,
  );
  return rows[0].total === null ? null : Number(rows[0].total);
};
