import { sql } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { platformScope } from '../../lib/tenant-scope';
import { readSales, todayOf } from '../../modules/caisse';
import { addMonths, closeMonth, monthFirstDay, monthLastDay, monthOf, receptionsByDay, setBudget } from '../../modules/pnl';
import type { Db } from '../database';
import { caissePayoutSettings, pnlChargeCategories, pnlEntries, pnlSettings } from '../schema';

/** Rent and size of each demo restaurant, by its city (the demo's restaurants are one per city). */
const rents: Record<string, number> = { Paris: 850_000, Lyon: 600_000, Bordeaux: 500_000 };
const round10 = (cents: number) => Math.round(cents / 1000) * 1000;
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/**
 * The budgets a manager sets through « Budget de la ligne » (the budget service): for each month from the first
 * with sales to next month, purchases at 30 %, gross salaries at 26 % and energy at 2.5 % of the revenue planned
 * for it, rounded as one plans (100 €). The plan of a past month is its revenue within ±4 %; of this month and
 * the next, the mean of the three months before (this month extrapolated from its days so far when there are none).
 * Its own generator, so the entries' draws stay as they were.
 */
const seedBudgets = async (
  db: Db,
  restaurantId: string,
  revenue: Map<string, number>,
  first: string,
  today: string,
  index: number,
  categories: { salaries: string; energy: string },
) => {
  const rand = random(101 + index);
  const scope = platformScope(restaurantId);
  const currentMonth = today.slice(0, 7);
  const past = [...revenue.entries()].filter(([m, cents]) => m < currentMonth && cents > 0).sort(([a], [b]) => a.localeCompare(b));
  const recent = past.slice(-3).map(([, cents]) => cents);
  const dayOfMonth = Number(today.slice(8, 10));
  const daysInMonth = Number(monthLastDay(currentMonth).slice(8, 10));
  const ahead = recent.length
    ? recent.reduce((a, b) => a + b, 0) / recent.length
    : ((revenue.get(currentMonth) ?? 0) * daysInMonth) / dayOfMonth;
  const round100 = (cents: number) => Math.round(cents / 10_000) * 10_000;
  for (let m = first.slice(0, 7); m <= addMonths(currentMonth, 1); m = addMonths(m, 1)) {
    const plan = m < currentMonth ? (revenue.get(m) ?? 0) * (0.96 + rand() * 0.08) : ahead;
    if (plan <= 0) continue;
    for (const [line, share] of [
      ['purchases', 0.3],
      [categories.salaries, 0.26],
      [categories.energy, 0.025],
    ] as const)
      await setBudget(db, scope, { month: m, line, amount_cents: round100(plan * share) });
  }
};

/**
 * Demo PNL (PRODUCT §9): for the restaurants holding fitfit_pnl, the usual charge categories and, for every
 * month of the demo tickets, the entries a manager makes — salaries (~26 % of revenue, plus 9 % social charges:
 * staff ≈ 35 %), energy, and the purchases the stock orders do not cover (market, cash & carry) with the
 * month's stock variation, so that purchases consumed come to ≈ 30 % of revenue; a budget for purchases,
 * salaries and energy of every month up to next month (`seedBudgets`). Months before last month are closed,
 * as an accountant would have them.
 */
export const seedPnl = async (db: Db) => {
  const { rows: restaurants } = await db.execute<{
    id: string;
    city: string;
    created_by: string | null;
    user_name: string | null;
    holds_stocks: boolean;
  }>(
    sql`select r.id, r.city, exists (select 1 from fitfit_module_restaurants s join fitfit_modules sm on sm.id = s.fitfit_module_id
          where s.restaurant_id = r.id and sm.code_name = 'fitfit_stocks') as holds_stocks, u.id as created_by, u.first_name || ' ' || u.last_name as user_name from restaurants r
        join fitfit_module_restaurants fmr on fmr.restaurant_id = r.id join fitfit_modules m on m.id = fmr.fitfit_module_id and m.code_name = 'fitfit_pnl'
        left join lateral (select u.* from restaurant_users ru join users u on u.id = ru.user_id where ru.restaurant_id = r.id order by u.created_at limit 1) u on true
        where r.deleted_at is null order by r.name`,
  );
  for (const [index, r] of restaurants.entries()) {
    const rand = random(7 + index);
    const scope = platformScope(r.id);
    const today = await todayOf(db, scope);
    const { rows: span } = await db.execute<{ first: string | null }>(
      sql`select min(business_date)::text as first from caisse_tickets where restaurant_id = ${r.id}`,
    );
    const first = span[0].first ?? today;
    const sales = await readSales(db, scope, 'day', { from: first, to: today }, 'day');
    const revenue = new Map<string, number>();
    for (const s of sales) revenue.set(monthOf(s.business_date), (revenue.get(monthOf(s.business_date)) ?? 0) + s.ht_cents);
    // whole months, as the statement counts them
    const received = await receptionsByDay(db, scope, monthFirstDay(first), monthLastDay(today), 'Europe/Paris');
    const purchases = new Map<string, number>();
    for (const [day, cents] of received) purchases.set(monthOf(day), (purchases.get(monthOf(day)) ?? 0) + cents);

    await db
      .insert(pnlSettings)
      .values({ restaurant_id: r.id, opening_balance_cents: 2_500_000, opening_balance_on: `${first.slice(0, 7)}-01` });
    const cat = (
      name: string,
      section: 'staff' | 'external' | 'depreciation',
      mode: 'fixed' | 'percent' | 'monthly',
      position: number,
      amount = 0,
      rate = 0,
    ) => ({
      id: newId(),
      restaurant_id: r.id,
      name,
      section,
      mode,
      amount_cents: amount,
      rate_bp: rate,
      position,
    });
    const categories = {
      salaries: cat('Salaires bruts', 'staff', 'monthly', 1),
      social: cat('Charges sociales', 'staff', 'percent', 2, 0, 900),
      rent: cat('Loyer et charges locatives', 'external', 'fixed', 3, rents[r.city] ?? 500_000),
      energy: cat('Énergie (électricité, gaz)', 'external', 'monthly', 4),
      insurance: cat('Assurances', 'external', 'fixed', 5, 35_000),
      accountant: cat('Honoraires comptables', 'external', 'fixed', 6, 45_000),
      cards: cat('Commissions carte bancaire', 'external', 'percent', 7, 0, 120),
      marketing: cat('Marketing local', 'external', 'fixed', 8, 30_000),
      depreciation: cat('Matériel et agencements', 'depreciation', 'fixed', 9, 150_000),
    };
    await db.insert(pnlChargeCategories).values(Object.values(categories));
    // the card commissions: the payouts' commissions in a month that has payouts (docs/caisse-banking.md), the 1.2 % before
    await db
      .insert(caissePayoutSettings)
      .values({ restaurant_id: r.id, bank_fee_category_id: categories.cards.id })
      .onConflictDoUpdate({ target: caissePayoutSettings.restaurant_id, set: { bank_fee_category_id: categories.cards.id } });

    const entries: (typeof pnlEntries.$inferInsert)[] = [];
    const entry = (
      month: string,
      kind: 'charge' | 'purchases' | 'stock_variation',
      label: string,
      cents: number,
      categoryId: string | null,
      reference: string | null = null,
    ) =>
      entries.push({
        id: newId(),
        restaurant_id: r.id,
        month: monthFirstDay(month),
        kind,
        category_id: categoryId,
        label,
        amount_cents: cents,
        reference,
        created_by_user_id: r.created_by,
        created_by_name: r.user_name,
        created_at: new Date(`${monthLastDay(month)}T18:00:00Z`),
      });
    const currentMonth = today.slice(0, 7);
    for (let m = first.slice(0, 7); m <= currentMonth; m = addMonths(m, 1)) {
      const rev = revenue.get(m) ?? 0;
      if (rev <= 0) continue;
      const tag = m.replace('-', '');
      entry(
        m,
        'charge',
        m === currentMonth ? 'Salaires du mois (provisoire)' : 'Salaires du mois',
        round10(rev * (0.255 + rand() * 0.015)),
        categories.salaries.id,
        `PAIE-${tag}`,
      );
      entry(m, 'charge', 'Facture EDF / Engie', round10(rev * (0.022 + rand() * 0.008)), categories.energy.id, `EDF-${tag}`);
      // the stock module's orders and inventories make the purchases consumed of the restaurants holding it
      // (this month, until its inventory is validated, an estimate of the variation entered by hand)
      if (r.holds_stocks) {
        if (m === currentMonth)
          entry(m, 'stock_variation', 'Variation de stock (estimation à date)', Math.round(rev * 0.3) - (purchases.get(m) ?? 0), null);
        continue;
      }
      // the others enter their purchases and the month's inventory by hand: ≈ 30 % of revenue consumed
      const target = Math.round(rev * (0.295 + rand() * 0.015));
      const fromOrders = purchases.get(m) ?? 0;
      const variation = Math.round(rev * (rand() * 0.02 - 0.01));
      const rest = target - fromOrders - variation;
      if (rest > 0) entry(m, 'purchases', 'Achats hors commandes (marché, cash & carry)', rest, null, `ACH-${tag}`);
      // the month's inventory; this month, an estimate only when the deliveries already exceed what was used
      if (m !== currentMonth || rest <= 0)
        entry(
          m,
          'stock_variation',
          m === currentMonth ? 'Variation de stock (estimation à date)' : 'Variation de stock (inventaire de fin de mois)',
          rest > 0 ? variation : target - fromOrders,
          null,
        );
    }
    for (let i = 0; i < entries.length; i += 500) await db.insert(pnlEntries).values(entries.slice(i, i + 500));
    // budgets before the closings: a closed month's budget is frozen with it
    await seedBudgets(db, r.id, revenue, first, today, index, {
      salaries: categories.salaries.id,
      energy: categories.energy.id,
    });
    // months before last month are closed
    const closeBefore = addMonths(currentMonth, -1);
    for (let m = first.slice(0, 7); m < closeBefore; m = addMonths(m, 1)) {
      if (!revenue.get(m)) continue;
      await closeMonth(db, scope, { id: r.created_by, name: r.user_name ?? 'Démo' }, m);
    }
  }
};
