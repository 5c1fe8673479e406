import type { PnlCategory, PnlSources } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { payoutCommissions, readSales } from '../caisse';
import { inventoryValueAt } from '../stock';
import {
  addDays,
  applyRate,
  clampRange,
  dayCount,
  daysInMonth,
  loadCategories,
  monthFirstDay,
  monthLastDay,
  monthOf,
  monthsBetween,
  type Queryable,
  restaurantOf,
} from './common';

/**
 * The figures of a restaurant's month (or of the part of a month a range covers), the one computation the
 * statement, the indicators, the dashboard and the network table share (docs/pnl.md "How a month is computed").
 * Amounts in cents; charges are positive amounts.
 */
export interface Figures {
  revenue_food: number;
  revenue_drinks: number;
  revenue_delivery: number;
  covers: number;
  tickets: number;
  purchases_received: number;
  purchases_entered: number;
  /** Opening − closing stock: positive when the stock went down (it adds to what was consumed). */
  stock_variation: number;
  /** Charge category id → amount. */
  charges: Record<string, number>;
  royalties: number;
  advertising: number;
}

/** What a closed month stores: its figures and the categories they name, as they were. */
export interface FrozenMonth {
  figures: Figures;
  categories: PnlCategory[];
  /** Each line's drill-down as it was when the month was closed (closures made before it was stored have none). */
  sources?: Record<string, PnlSources>;
}

export const emptyFigures = (): Figures => ({
  revenue_food: 0,
  revenue_drinks: 0,
  revenue_delivery: 0,
  covers: 0,
  tickets: 0,
  purchases_received: 0,
  purchases_entered: 0,
  stock_variation: 0,
  charges: {},
  royalties: 0,
  advertising: 0,
});

export const addFigures = (a: Figures, b: Figures): Figures => {
  const charges = { ...a.charges };
  for (const [k, v] of Object.entries(b.charges)) charges[k] = (charges[k] ?? 0) + v;
  return {
    revenue_food: a.revenue_food + b.revenue_food,
    revenue_drinks: a.revenue_drinks + b.revenue_drinks,
    revenue_delivery: a.revenue_delivery + b.revenue_delivery,
    covers: a.covers + b.covers,
    tickets: a.tickets + b.tickets,
    purchases_received: a.purchases_received + b.purchases_received,
    purchases_entered: a.purchases_entered + b.purchases_entered,
    stock_variation: a.stock_variation + b.stock_variation,
    charges,
    royalties: a.royalties + b.royalties,
    advertising: a.advertising + b.advertising,
  };
};

/** The subtotals of the French layout, from figures and the categories that say which section a charge is in. */
export const totalsOf = (f: Figures, categories: PnlCategory[]) => {
  const section = (s: PnlCategory['section']) => categories.filter((c) => c.section === s).reduce((a, c) => a + (f.charges[c.id] ?? 0), 0);
  const revenue = f.revenue_food + f.revenue_drinks + f.revenue_delivery;
  const purchases = f.purchases_received + f.purchases_entered;
  const consumed = purchases + f.stock_variation;
  const gross_margin = revenue - consumed;
  const staff = section('staff');
  const external = section('external');
  const franchise = f.royalties + f.advertising;
  const ebe = gross_margin - staff - external - franchise;
  const depreciation = section('depreciation');
  const fixed = categories.filter((c) => c.mode !== 'percent').reduce((a, c) => a + (f.charges[c.id] ?? 0), 0);
  const variable = consumed + franchise + categories.filter((c) => c.mode === 'percent').reduce((a, c) => a + (f.charges[c.id] ?? 0), 0);
  return {
    revenue,
    purchases,
    consumed,
    gross_margin,
    staff,
    external,
    franchise,
    ebe,
    depreciation,
    result: ebe - depreciation,
    fixed,
    variable,
  };
};
export type Totals = ReturnType<typeof totalsOf>;

/** Categories counted as drinks in the revenue split: the card's categories named so (Boissons, Vins, Bières…). */
const DRINKS = /boisson|vin|bi[eè]re|cocktail|ap[eé]ritif|digestif|soft|caf[eé]|bar|cave/i;
export const isDrinksCategory = (label: string) => DRINKS.test(label);

interface MonthInputs {
  ht: number;
  covers: number;
  tickets: number;
  delivery: number;
  drinksTtc: number;
  categoriesTtc: number;
  received: number;
}

/** The receptions of a day range, by day on the restaurant's clock. */
export const receptionsByDay = async (db: Queryable, scope: RestaurantScope, from: string, to: string, timezone: string) => {
  const { rows } = await db.execute<{ day: string; cents: string }>(
    sql`select to_char((r.received_at at time zone ${timezone})::date, 'YYYY-MM-DD') as day,
          coalesce(sum(l.packages::bigint * l.package_price_cents), 0)::bigint as cents
        from stock_receptions r join stock_reception_lines l on l.restaurant_id = r.restaurant_id and l.reception_id = r.id
        where r.restaurant_id = ${scope.restaurantId}
          and r.received_at >= (${from}::date::timestamp at time zone ${timezone})
          and r.received_at < ((${to}::date + 1)::timestamp at time zone ${timezone})
        group by 1`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.cents)]));
};

/** The entries of months, summed by month, kind and category. */
const entriesOf = async (db: Queryable, scope: RestaurantScope, fromMonth: string, toMonth: string) => {
  const { rows } = await db.execute<{ month: string; kind: string; category_id: string | null; cents: string }>(
    sql`select to_char(month, 'YYYY-MM') as month, kind, category_id::text as category_id, coalesce(sum(amount_cents), 0)::bigint as cents
        from pnl_entries where restaurant_id = ${scope.restaurantId} and month between ${monthFirstDay(fromMonth)} and ${monthFirstDay(toMonth)}
        group by 1, 2, 3`,
  );
  return rows.map((r) => ({ ...r, cents: Number(r.cents) }));
};

export const frozenMonths = async (db: Queryable, scope: RestaurantScope, fromMonth: string, toMonth: string) => {
  const { rows } = await db.execute<{ month: string; figures: FrozenMonth; closed_at: string; closed_by_name: string }>(
    sql`select to_char(month, 'YYYY-MM') as month, figures, closed_at, closed_by_name from pnl_month_closures
        where restaurant_id = ${scope.restaurantId} and month between ${monthFirstDay(fromMonth)} and ${monthFirstDay(toMonth)}`,
  );
  return new Map(rows.map((r) => [r.month, r]));
};

/** The first month of the restaurant's PNL: the month of its opening balance (none before it is configured). */
export const pnlStart = async (db: Queryable, scope: RestaurantScope) => {
  const { rows } = await db.execute<{ start: string }>(
    sql`select to_char(opening_balance_on, 'YYYY-MM') as start from pnl_settings where restaurant_id = ${scope.restaurantId}`,
  );
  return rows[0]?.start ?? null;
};

/**
 * The stock variation of a month from the stock module's validated inventories: the stock at the start (the
 * last inventory up to the day before) − the stock at the end (the last inventory up to its last day), when an
 * inventory was validated within the month after the opening one; null otherwise (the hand entries count).
 */
export const inventoryVariation = async (db: Queryable, scope: RestaurantScope, month: string) => {
  const [opening, closing] = await Promise.all([
    inventoryValueAt(db, scope.restaurantId, addDays(monthFirstDay(month), -1)),
    inventoryValueAt(db, scope.restaurantId, monthLastDay(month)),
  ]);
  if (!opening || !closing || closing.counted_on < monthFirstDay(month) || opening.counted_on >= closing.counted_on) return null;
  return { opening, closing, cents: opening.value_cents - closing.value_cents };
};

export interface ComputeOptions {
  /** Use the stored figures of closed months (the statement does; the closing itself does not). */
  frozen?: boolean;
  /** Read one query at a time (inside a transaction). */
  serial?: boolean;
}

/**
 * The figures of each month a day range touches, live: revenue from the closings' rollups (the open days from
 * the tickets, as the analytics read them), purchases from the stock receptions, and the month's configured
 * and entered charges prorated to the days of the month the range covers. Closed months covered whole come
 * from their closure.
 */
export const computeFigures = async (
  db: Queryable,
  scope: RestaurantScope,
  from: string,
  to: string,
  options: ComputeOptions = { frozen: true },
): Promise<{ months: Map<string, Figures>; categories: PnlCategory[]; frozen: Map<string, FrozenMonth> }> => {
  const restaurant = await restaurantOf(db, scope);
  const range = { from, to };
  const reads = [
    () => readSales(db, scope, 'day', range, 'day'),
    () => readSales(db, scope, 'type', range, 'day'),
    () => readSales(db, scope, 'category', range, 'day'),
    () => receptionsByDay(db, scope, from, to, restaurant.timezone),
    () => entriesOf(db, scope, monthOf(from), monthOf(to)),
    () => loadCategories(db, scope),
    () => (options.frozen === false ? Promise.resolve(new Map()) : frozenMonths(db, scope, monthOf(from), monthOf(to))),
    () => payoutCommissions(db, scope, monthOf(from), monthOf(to)),
  ] as const;
  // a transaction has one connection: read one after the other there
  const results = options.serial
    ? await reads.reduce<Promise<unknown[]>>(async (acc, read) => [...(await acc), await read()], Promise.resolve([]))
    : await Promise.all(reads.map((read) => read()));
  const [days, types, cats, received, entries, categories, closed, commissions] = results as [
    Awaited<ReturnType<(typeof reads)[0]>>,
    Awaited<ReturnType<(typeof reads)[1]>>,
    Awaited<ReturnType<(typeof reads)[2]>>,
    Awaited<ReturnType<(typeof reads)[3]>>,
    Awaited<ReturnType<(typeof reads)[4]>>,
    Awaited<ReturnType<(typeof reads)[5]>>,
    Map<string, { figures: FrozenMonth }>,
    Awaited<ReturnType<(typeof reads)[7]>>,
  ];
  const inputs = new Map<string, MonthInputs>();
  const input = (day: string) => {
    const m = monthOf(day);
    let v = inputs.get(m);
    if (!v) {
      v = { ht: 0, covers: 0, tickets: 0, delivery: 0, drinksTtc: 0, categoriesTtc: 0, received: 0 };
      inputs.set(m, v);
    }
    return v;
  };
  for (const d of days) {
    const v = input(d.business_date);
    v.ht += d.ht_cents;
    v.covers += d.covers;
    v.tickets += d.tickets;
  }
  for (const t of types) if (t.key === 'delivery') input(t.business_date).delivery += t.ht_cents;
  for (const c of cats) {
    const v = input(c.business_date);
    v.categoriesTtc += c.ttc_cents;
    if (isDrinksCategory(c.label)) v.drinksTtc += c.ttc_cents;
  }
  for (const [day, cents] of received) input(day).received += cents;

  const months = new Map<string, Figures>();
  const frozen = new Map<string, FrozenMonth>();
  const start = await pnlStart(db, scope);
  for (const month of monthsBetween(monthOf(from), monthOf(to))) {
    // before the restaurant's PNL starts (its opening balance), a month holds nothing
    if (start && month < start) {
      months.set(month, emptyFigures());
      continue;
    }
    const part = clampRange(from, to, month);
    const whole = part.from === monthFirstDay(month) && part.to === monthLastDay(month);
    const stored = closed.get(month);
    if (stored && whole) {
      months.set(month, stored.figures.figures);
      frozen.set(month, stored.figures);
      continue;
    }
    const factor = dayCount(part.from, part.to) / daysInMonth(month);
    // read one month at a time (a transaction has one connection)
    const inventory = await inventoryVariation(db, scope, month);
    const prorate = (cents: number) => Math.round(cents * factor);
    const v = inputs.get(month) ?? { ht: 0, covers: 0, tickets: 0, delivery: 0, drinksTtc: 0, categoriesTtc: 0, received: 0 };
    const onSite = v.ht - v.delivery;
    const drinks = v.categoriesTtc > 0 ? Math.round((onSite * v.drinksTtc) / v.categoriesTtc) : 0;
    const revenue = v.ht;
    const monthEntries = entries.filter((e) => e.month === month);
    const entered = (kind: string, category?: string) =>
      monthEntries
        .filter((e) => e.kind === kind && (category === undefined || e.category_id === category))
        .reduce((a, e) => a + e.cents, 0);
    const charges: Record<string, number> = {};
    // a month with payouts: the bank fee category is their commissions HT, never also its configured amount
    const paidOut = commissions.months.get(month);
    for (const c of categories) {
      const configured =
        paidOut && c.id === commissions.bankFeeCategoryId
          ? prorate([...paidOut.values()].reduce((a, b) => a + b, 0))
          : c.mode === 'fixed'
            ? prorate(c.amount_cents)
            : c.mode === 'percent'
              ? applyRate(revenue, c.rate_bp)
              : 0;
      charges[c.id] = configured + prorate(entered('charge', c.id));
    }
    months.set(month, {
      revenue_food: onSite - drinks,
      revenue_drinks: drinks,
      revenue_delivery: v.delivery,
      covers: v.covers,
      tickets: v.tickets,
      purchases_received: v.received,
      purchases_entered: prorate(entered('purchases')),
      // the inventories when the month has one, else the variation entered by hand
      stock_variation: prorate(inventory ? inventory.cents : entered('stock_variation')),
      charges,
      royalties: applyRate(revenue, restaurant.royalty_rate_bp),
      advertising: applyRate(revenue, restaurant.advertising_rate_bp),
    });
  }
  return { months, categories, frozen };
};

/** The figures of a range, summed. */
export const sumMonths = (months: Map<string, Figures>) => [...months.values()].reduce(addFigures, emptyFigures());

/** Categories named by figures: the current ones, and those of closed months that have since been removed. */
export const mergeCategories = (current: PnlCategory[], frozen: Iterable<FrozenMonth>) => {
  const byId = new Map(current.map((c) => [c.id, c]));
  for (const f of frozen) for (const c of f.categories) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
};
