import {
  COUNTING_VARIANCE_THRESHOLD_CENTS,
  type Counting,
  type CountingDays,
  type CountingInput,
  countedCents,
  countingInputSchema,
  formatMoneyPlain,
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
import { businessDateIn, clockChangesSql, type Queryable, type RestaurantClock } from '../ledger/common';
import { recordEvent } from '../ledger/journal/service';
import { registerCash, safeCash } from './funds';

const SELECT = sql`k.id, k.place, k.register_id, h.label as register_label, k.business_date::text as business_date,
  ${iso(sql`k.counted_at`)} as counted_at, k.denominations, k.counted_cents, k.expected_cents, k.variance_cents, k.variance_reason,
  k.counted_by_name`;
const FROM = sql`caisse_bank_countings k left join restaurant_hardwares h on h.restaurant_id = k.restaurant_id and h.id = k.register_id`;

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
    const businessDate = await countingDay(tx, scope, c.business_date);
    const expected = await expectedCash(tx, scope, c.place, c.register_id);
    const counted = countedCents(c.denominations);
    const variance = counted - expected;
    if (Math.abs(variance) > COUNTING_VARIANCE_THRESHOLD_CENTS && !c.variance_reason) {
      const message = `Le motif de l'écart est obligatoire au-delà de ${formatMoneyPlain(COUNTING_VARIANCE_THRESHOLD_CENTS)} (écart de ${formatMoneyPlain(variance)})`;
      throw unprocessable(message, { variance_reason: message });
    }
    const [row] = await tx
      .insert(caisseBankCountings)
      .values({
        restaurant_id: scope.restaurantId,
        place: c.place,
        register_id: c.place === 'register' ? (c.register_id ?? null) : null,
        business_date: businessDate,
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
      details: { place: c.place, business_date: businessDate, counted_cents: counted, expected_cents: expected, variance_cents: variance },
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

/** The restaurant's business day now (its timezone, its day-change hour) and its last closed day. */
const restaurantDays = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<RestaurantClock & { last_closed: string | null }>(
    sql`select r.timezone, r.day_change_hour, ${clockChangesSql(sql`r.id`)} as changes, s.last_closed_date::text as last_closed from restaurants r
        left join caisse_ledger_states s on s.restaurant_id = r.id where r.id = ${scope.restaurantId}`,
  );
  return { today: businessDateIn(rows[0], new Date()), lastClosed: rows[0].last_closed };
};

/**
 * The business days a counting may name: the unclosed days with sales (oldest first, at most a month of them) and
 * today. The default is the oldest: at 05:40 the drawer counted is last night's, not the day that just began.
 */
export const countingDays = async (db: Queryable, scope: RestaurantScope): Promise<CountingDays> => {
  const { today, lastClosed } = await restaurantDays(db, scope);
  const { rows } = await db.execute<{ day: string }>(
    sql`select distinct t.business_date::text as day from caisse_tickets t
        where ${inScope(scope, sql`t.restaurant_id`)} and not t.late and t.business_date <= ${today}::date
          and t.business_date > coalesce(${lastClosed}::date, '-infinity'::date)
        order by 1 limit 31`,
  );
  const dates = [...new Set([...rows.map((r) => r.day), ...(lastClosed && lastClosed >= today ? [] : [today])])].sort();
  return { default_date: dates[0] ?? today, dates };
};

/** The day a counting names: given, or the oldest unclosed; never a closed day nor one to come. */
const countingDay = async (db: Queryable, scope: RestaurantScope, given: string | undefined) => {
  if (!given) return (await countingDays(db, scope)).default_date;
  const { today, lastClosed } = await restaurantDays(db, scope);
  if (given > today) throw unprocessable('Comptage refusé', { business_date: "Cette journée n'a pas commencé" });
  if (lastClosed && given <= lastClosed)
    throw unprocessable('Comptage refusé', {
      business_date: `La journée du ${given.split('-').reverse().join('/')} est déjà clôturée : comptez une journée ouverte`,
    });
  return given;
};
