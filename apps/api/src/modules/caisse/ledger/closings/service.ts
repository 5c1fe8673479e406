import {
  type CloseDayInput,
  type CloseDayRequest,
  type Closing,
  type ClosingListQuery,
  type ClosingPreview,
  cashVarianceLabel,
  MAX_PAGE_SIZE,
  type TicketListQuery,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../../db/database';
import { caisseClosings } from '../../../../db/schema';
import type { SessionUser } from '../../../../lib/access';
import { conflict, notFound, unprocessable } from '../../../../lib/http-errors';
import { newId } from '../../../../lib/ids';
import { iso as isoSql } from '../../../../lib/iso';
import { keysetPage } from '../../../../lib/keyset';
import { pageOfAll } from '../../../../lib/paging';
import { inScope, type RestaurantScope, tenantColumn } from '../../../../lib/tenant-scope';
import { writeSalesRollups } from '../../analytics/rollups';
import { closingCountings, withCountedCash } from '../../banking/closing-cash';
import { chainHash, type LedgerState, lockLedger, saveLedger } from '../chain';
import { businessDateIn, clockChangesSql, iso, isoOrNull, type Queryable, type RestaurantClock, settingOn } from '../common';
import { recordEvents } from '../journal/service';
import { listTicketsWhere } from '../tickets/repository';
import { type ClosingScope, type ComputedFigures, computeFigures, computeFiguresOf, ticketsOfClosing } from './figures';
import { closingSeal, sumClosings } from './sums';

const NOT_FOUND = 'Clôture introuvable';
export type ClosingRow = typeof caisseClosings.$inferSelect;

export const closingColumns = sql`c.id, c.restaurant_id, c.number, c.business_date::text as business_date, c.from_date::text as from_date,
  c.previous_last_ticket_number, c.last_ticket_number, c.closed_at, c.closed_by_user_id, c.closed_by_name, c.tickets_count,
  c.total_ttc_cents, c.figures, c.counted_cash_cents, c.cash_variance_cents, c.variance_reason, c.perpetual_grand_total_cents,
  c.perpetual_absolute_total_cents, c.previous_hash, c.hash`;

export const toClosing = (r: ClosingRow): Closing => {
  const { absolute_ttc_cents: _, first_business_date: __, first_ticket_at, last_ticket_at, ...figures } = r.figures as ComputedFigures;
  return {
    ...figures,
    id: r.id,
    period: 'day',
    number: r.number,
    business_date: r.business_date,
    from_date: r.from_date,
    to_date: r.business_date,
    first_ticket_at: isoOrNull(first_ticket_at),
    last_ticket_at: isoOrNull(last_ticket_at),
    closed_at: iso(r.closed_at),
    closed_by_user_id: r.closed_by_user_id,
    closed_by_name: r.closed_by_name,
    counted_cash_cents: r.counted_cash_cents,
    cash_variance_cents: r.cash_variance_cents,
    variance_reason: r.variance_reason,
    period_grand_total_cents: r.total_ttc_cents,
    perpetual_grand_total_cents: r.perpetual_grand_total_cents,
    perpetual_absolute_total_cents: r.perpetual_absolute_total_cents,
    previous_hash: r.previous_hash,
    hash: r.hash,
    closed_days: 1,
  };
};

const lastClosing = async (db: Queryable, scope: RestaurantScope) =>
  (
    await db.execute<ClosingRow>(
      sql`select ${closingColumns} from caisse_closings c where ${inScope(scope, tenantColumn('c'))} order by c.number desc limit 1`,
    )
  ).rows[0];

const restaurantClock = async (db: Queryable, scope: RestaurantScope) => (await restaurantDay(db, scope)).today;
/** Today's business day on the restaurant's clock, and the hour its setting ends it (a new setting starts tomorrow). */
const restaurantDay = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<RestaurantClock>(
    sql`select r.timezone, r.day_change_hour::int as day_change_hour, ${clockChangesSql(sql`r.id`)} as changes from restaurants r where ${inScope(scope, sql`r.id`)}`,
  );
  const clock = rows[0];
  const today = businessDateIn(clock, new Date());
  return { today, dayChangeHour: settingOn(clock, today).day_change_hour };
};

/**
 * The orders still open on the days a closing takes: its tickets of status `opened`, and the terminals' orders not
 * cashed yet (`caisse_open_orders`, outside the ledger), oldest first.
 */
const openOrders = async (db: Queryable, scope: ClosingScope) =>
  (
    await db.execute<{ id: string; label: string; opened_at: string }>(
      sql`select id, label, ${isoSql(sql`opened_at`)} as opened_at from (
            select t.id, 'n°' || t.number as label, t.opened_at from caisse_tickets t
              where ${ticketsOfClosing(scope)} and t.status = 'opened'
            union all
            select o.id, case when o.table_label is not null then 'table ' || o.table_label else 'commande ' || o.order_ref end,
                o.opened_at from caisse_open_orders o
              where o.restaurant_id = ${scope.restaurantId} and o.closed_at is null and o.business_date <= ${scope.date}::date
                and o.business_date > coalesce(${scope.previousDate}::date, '-infinity'::date)
          ) open order by opened_at, id limit 50`,
    )
  ).rows;

const frenchDay = (date: string) => date.split('-').reverse().join('/');
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Today's business day is not over: closing it needs `confirm_early`, else a French 422 that names the open orders
 * and says where later tickets go (they arrive `late` and the next closing takes them).
 */
const checkEarly = (date: string, day: { today: string; dayChangeHour: number }, open: { label: string }[], confirmed: boolean) => {
  if (date !== day.today || confirmed) return;
  const orders = open.length
    ? `${open.length} commande${open.length > 1 ? 's' : ''} en cours (${open.map((o) => o.label).join(', ')})`
    : 'aucune commande en cours';
  const message = `La journée du ${frenchDay(date)} n'est pas terminée (elle se termine demain à ${hour(day.dayChangeHour)}) : ${orders}. Les tickets encaissés après la clôture iront dans la clôture suivante (tickets tardifs). Confirmez la clôture anticipée.`;
  throw unprocessable(message, { confirm_early: message });
};

const scopeFor = (
  { restaurantId }: RestaurantScope,
  date: string,
  previous: ClosingRow | undefined,
  lastTicketNumber: number,
  closedAt: string,
): ClosingScope => ({
  restaurantId,
  previousDate: previous?.business_date ?? null,
  date,
  previousLastTicketNumber: previous?.last_ticket_number ?? 0,
  lastTicketNumber,
  previousClosedAt: previous ? iso(previous.closed_at) : null,
  closedAt,
});

const checkClosable = (date: string, today: string, previous: ClosingRow | undefined) => {
  if (date > today) throw unprocessable('On ne peut pas clôturer une journée qui n’a pas commencé', { id: 'Journée future' });
  if (previous && date === previous.business_date) throw conflict(`La journée du ${date} est déjà clôturée`);
  if (previous && date < previous.business_date) throw conflict(`Une journée postérieure (${previous.business_date}) est déjà clôturée`);
};

/** What closing `date` would give now: the figures to check before "Clôturer" (nothing is written). */
export const previewDay = async (db: Db, scope: RestaurantScope, date: string): Promise<ClosingPreview> => {
  const stored = await findClosingByDate(db, scope, date);
  if (stored) return toClosing(stored);
  const [previous, day, state] = await Promise.all([
    lastClosing(db, scope),
    restaurantDay(db, scope),
    db.execute<{ n: number }>(sql`select coalesce(max(number), 0)::int as n from caisse_tickets where ${inScope(scope, tenantColumn())}`),
  ]);
  checkClosable(date, day.today, previous);
  const now = new Date().toISOString();
  const closingScope = scopeFor(scope, date, previous, state.rows[0].n, now);
  const [figures, cash, open] = await Promise.all([
    computeFigures(db, closingScope),
    closingCountings(db, scope, previous?.business_date ?? null, date),
    openOrders(db, closingScope),
  ]);
  const { absolute_ttc_cents, first_business_date: _, first_ticket_at, last_ticket_at, ...rest } = figures;
  return {
    ...rest,
    id: null,
    period: 'day',
    number: null,
    business_date: date,
    from_date: fromDate(previous, figures, date),
    to_date: date,
    first_ticket_at: isoOrNull(first_ticket_at),
    last_ticket_at: isoOrNull(last_ticket_at),
    closed_at: null,
    closed_by_user_id: null,
    closed_by_name: null,
    counted_cash_cents: null,
    cash_variance_cents: null,
    variance_reason: null,
    period_grand_total_cents: figures.total_ttc_cents,
    perpetual_grand_total_cents: (previous?.perpetual_grand_total_cents ?? 0) + figures.total_ttc_cents,
    perpetual_absolute_total_cents: (previous?.perpetual_absolute_total_cents ?? 0) + absolute_ttc_cents,
    previous_hash: previous?.hash ?? null,
    hash: null,
    closed_days: 0,
    proposed_counted_cash_cents: cash.total,
    countings: cash.countings,
    uncounted_registers: cash.uncounted,
    day_not_over: date === day.today,
    open_orders: open,
  };
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The first business day a closing covers: the day after the previous closing, or its first ticket's day. */
const fromDate = (previous: Pick<ClosingRow, 'business_date'> | undefined, figures: ComputedFigures, date: string) => {
  if (previous) return nextDay(previous.business_date);
  return figures.first_business_date && figures.first_business_date < date ? figures.first_business_date : date;
};

/** What a day's closing is given: the cash counted (or how to count it from the expected cash) and when. */
export type CountCash = CloseDayRequest | ((expectedCashCents: number) => CloseDayInput);

// the demo data counts its drawer from what is expected, in the same transaction
const given = (figures: ComputedFigures, input: CountCash) => (typeof input === 'function' ? input(figures.expected_cash_cents) : input);

const counted = (figures: ComputedFigures, c: CloseDayInput & { counted_cash_cents: number }) => {
  const variance = c.counted_cash_cents - figures.expected_cash_cents;
  const reason = c.variance_reason?.trim() || null;
  if (variance !== 0 && !reason) {
    const message = `Le motif de l'écart de caisse est obligatoire (${cashVarianceLabel(variance)})`;
    throw unprocessable(message, { variance_reason: message });
  }
  return { counted_cash_cents: c.counted_cash_cents, variance, reason };
};

type DayToClose = { date: string; closedAt: Date; figures: ComputedFigures; cash: ReturnType<typeof counted> };

/**
 * THE place a daily closing is written, for one day (closeDay) or many in a row (closeDays): in the locked ledger,
 * each closing numbered after the previous one, chained to its hash, with its perpetual totals; one multi-row
 * insert, the moved ledger state, one `day_closed` event per closing. Anything else a closing must write in its
 * transaction (sales rollups…) belongs here, so that both paths get it.
 */
const writeClosings = async (
  tx: Tx,
  scope: RestaurantScope,
  state: LedgerState,
  previous: ClosingRow | undefined,
  days: readonly DayToClose[],
  user: SessionUser | null,
) => {
  const { restaurantId } = scope;
  const rows: (typeof caisseClosings.$inferInsert)[] = [];
  let before = previous && {
    business_date: previous.business_date,
    last_ticket_number: previous.last_ticket_number,
    perpetual_grand_total_cents: previous.perpetual_grand_total_cents,
    perpetual_absolute_total_cents: previous.perpetual_absolute_total_cents,
  };
  for (const { date, closedAt, figures, cash } of days) {
    const row: typeof caisseClosings.$inferInsert = {
      id: newId(),
      restaurant_id: restaurantId,
      number: state.last_closing_number + 1,
      business_date: date,
      from_date: fromDate(before, figures, date),
      previous_last_ticket_number: before?.last_ticket_number ?? 0,
      last_ticket_number: state.last_ticket_number,
      closed_at: closedAt,
      closed_by_user_id: user?.id ?? null,
      closed_by_name: user ? `${user.first_name} ${user.last_name}` : null,
      tickets_count: figures.tickets_count,
      total_ttc_cents: figures.total_ttc_cents,
      figures,
      counted_cash_cents: cash.counted_cash_cents,
      cash_variance_cents: cash.variance,
      variance_reason: cash.reason,
      perpetual_grand_total_cents: (before?.perpetual_grand_total_cents ?? 0) + figures.total_ttc_cents,
      perpetual_absolute_total_cents: (before?.perpetual_absolute_total_cents ?? 0) + figures.absolute_ttc_cents,
      previous_hash: state.last_closing_hash,
      hash: '',
    };
    row.hash = chainHash(state.last_closing_hash, closingSeal(row));
    rows.push(row);
    state.last_closing_number = row.number;
    state.last_closing_hash = row.hash;
    state.last_closed_date = date;
    before = {
      business_date: date,
      last_ticket_number: row.last_ticket_number,
      perpetual_grand_total_cents: row.perpetual_grand_total_cents as number,
      perpetual_absolute_total_cents: row.perpetual_absolute_total_cents as number,
    };
  }
  for (let i = 0; i < rows.length; i += CLOSINGS_PER_INSERT) await tx.insert(caisseClosings).values(rows.slice(i, i + CLOSINGS_PER_INSERT));
  // the sales rollups of every day these closings cover, set-based, once for the whole range
  if (rows.length > 0) {
    await writeSalesRollups(tx, scope, rows[0].from_date as string, rows[rows.length - 1].business_date as string);
  }
  await saveLedger(tx, restaurantId, state);
  await recordEvents(
    tx,
    restaurantId,
    rows.map((row, i) => ({
      kind: 'day_closed' as const,
      user,
      closingId: row.id,
      details: {
        number: row.number,
        business_date: row.business_date,
        total_ttc_cents: days[i].figures.total_ttc_cents,
        cash_variance_cents: days[i].cash.variance,
      },
    })),
  );
  return rows;
};
// a closing binds ~20 parameters: well under PostgreSQL's 65,535 per statement
const CLOSINGS_PER_INSERT = 1000;

/**
 * Closes business day `date` (the `:id` of /caisse/z-caisse/cloturer/:id): final, numbered, chained. Days
 * close in order; one left unclosed is taken by the next closing. Counted cash against expected: a variance
 * needs its reason.
 */
export const closeDay = async (
  db: Db,
  scope: RestaurantScope,
  date: string,
  input: CountCash,
  user: SessionUser | null,
  closedAt = new Date(),
) =>
  db.transaction(async (tx) => {
    const state = await lockLedger(tx, scope.restaurantId);
    const previous = await lastClosing(tx, scope);
    const day = await restaurantDay(tx, scope);
    checkClosable(date, day.today, previous);
    const closingScope = scopeFor(scope, date, previous, state.last_ticket_number, closedAt.toISOString());
    if (date === day.today)
      checkEarly(date, day, await openOrders(tx, closingScope), typeof input !== 'function' && input.confirm_early === true);
    const figures = await computeFigures(tx, closingScope);
    const [row] = await writeClosings(
      tx,
      scope,
      state,
      previous,
      // the cash typed on the closing, or else the day's last countings (banking)
      [
        {
          date,
          closedAt,
          figures,
          cash: counted(figures, await withCountedCash(tx, scope, previous?.business_date ?? null, date, given(figures, input))),
        },
      ],
      user,
    );
    return toClosing((await findClosing(tx, scope, row.id as string)) as ClosingRow);
  });

/**
 * Closes several business days in a row in one transaction (a year of demo data, a benchmark's year): the same
 * rules and the same rows as closing them one by one with closeDay at the given instants, but every day's figures
 * come from one statement and the closings from one insert. `days` in increasing order, after the last closing.
 */
export const closeDays = async (
  db: Db,
  scope: RestaurantScope,
  days: readonly { date: string; closedAt: Date; cash: CountCash }[],
  user: SessionUser | null,
) =>
  db.transaction(async (tx) => {
    if (!days.length) return 0;
    const state = await lockLedger(tx, scope.restaurantId);
    const previous = await lastClosing(tx, scope);
    const today = await restaurantClock(tx, scope);
    days.forEach((d, i) => {
      checkClosable(d.date, today, previous);
      if (i > 0 && d.date <= days[i - 1].date)
        throw conflict(`Les journées se clôturent dans l'ordre (${days[i - 1].date} puis ${d.date})`);
    });
    // every closing of the run sees the same last ticket: late tickets (received after the previous closing) go to the first
    const scopes = days.map((d, i) => ({
      restaurantId: scope.restaurantId,
      previousDate: i ? days[i - 1].date : (previous?.business_date ?? null),
      date: d.date,
      previousLastTicketNumber: i ? state.last_ticket_number : (previous?.last_ticket_number ?? 0),
      lastTicketNumber: state.last_ticket_number,
      previousClosedAt: i ? days[i - 1].closedAt.toISOString() : previous ? iso(previous.closed_at) : null,
      closedAt: d.closedAt.toISOString(),
    }));
    const figures = await computeFiguresOf(tx, scopes);
    const toClose: DayToClose[] = [];
    for (const [i, d] of days.entries()) {
      const after = i ? days[i - 1].date : (previous?.business_date ?? null);
      const cash = await withCountedCash(tx, scope, after, d.date, given(figures[i], d.cash));
      toClose.push({ date: d.date, closedAt: d.closedAt, figures: figures[i], cash: counted(figures[i], cash) });
    }
    const rows = await writeClosings(tx, scope, state, previous, toClose, user);
    return rows.length;
  });

const findClosing = async (db: Queryable, scope: RestaurantScope, id: string) =>
  (
    await db.execute<ClosingRow>(
      sql`select ${closingColumns} from caisse_closings c where ${inScope(scope, sql`c.restaurant_id`)} and c.id = ${id}`,
    )
  ).rows[0];
const findClosingByDate = async (db: Queryable, scope: RestaurantScope, date: string) =>
  (
    await db.execute<ClosingRow>(
      sql`select ${closingColumns} from caisse_closings c where ${inScope(scope, sql`c.restaurant_id`)} and c.business_date = ${date}`,
    )
  ).rows[0];

export const getClosing = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await findClosing(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toClosing(row);
};

/** The tickets a stored daily closing counted (keyset-paged like the tickets list). */
export const closingTickets = async (db: Db, scope: RestaurantScope, id: string, q: TicketListQuery) => {
  const row = await findClosing(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  const previous = (
    await db.execute<ClosingRow>(
      sql`select ${closingColumns} from caisse_closings c where ${inScope(scope, tenantColumn('c'))} and c.number = ${row.number - 1}`,
    )
  ).rows[0];
  return listTicketsWhere(
    db,
    scope,
    q,
    ticketsOfClosing(scopeFor(scope, row.business_date, previous, row.last_ticket_number, iso(row.closed_at))),
  );
};

/** Daily closings (keyset), or the months / years summing them (period and perpetual grand totals). */
export const listClosings = async (db: Db, scope: RestaurantScope, q: ClosingListQuery) => {
  const where: SQL[] = [inScope(scope, sql`c.restaurant_id`)];
  if (q.from) where.push(sql`c.business_date >= ${q.from}`);
  if (q.to) where.push(sql`c.business_date <= ${q.to}`);
  const condition = sql.join(where, sql` and `);
  if (q.period === 'day') {
    const page = await keysetPage<ClosingRow>(db, q, {
      select: closingColumns,
      from: sql`caisse_closings c`,
      where: condition,
      sortBy: sql`c.number`,
      id: sql`c.id`,
    });
    return { ...page, data: page.data.map(toClosing) };
  }
  const { rows } = await db.execute<ClosingRow>(sql`select ${closingColumns} from caisse_closings c where ${condition} order by c.number`);
  const groups = new Map<string, Closing[]>();
  const width = q.period === 'month' ? 7 : 4;
  for (const r of rows) {
    const key = r.business_date.slice(0, width);
    groups.set(key, [...(groups.get(key) ?? []), toClosing(r)]);
  }
  let data = [...groups].map(([key, days]) => sumClosings(q.period as 'month' | 'year', key, days));
  if (q.order === 'desc') data = data.reverse();
  return { ...pageOfAll(q, data), next_cursor: null };
};

/** Every daily closing of a date range, oldest first, walked page after page (the exports and the accounting export). */
export const dailyClosingsBetween = async (db: Db, scope: RestaurantScope, from: string, to: string) => {
  const days: Closing[] = [];
  let cursor: string | undefined;
  do {
    const page = await listClosings(db, scope, {
      period: 'day',
      from,
      to,
      order: 'asc',
      page: 1,
      per_page: MAX_PAGE_SIZE,
      search: '',
      cursor,
    });
    days.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return days;
};
