import {
  comparedChange,
  coverageOf,
  type NetworkDashboard,
  type NetworkDashboardQuery,
  type NetworkTopProduct,
  type RestaurantRanking,
  type SalesFigures,
} from '@fitfit/contracts';
import type { Db } from '../../db/database';
import type { TenantScope } from '../../lib/tenant-scope';
import { clocksOf, coverageIn, type DayRange, dashboardOf, lastYear, type Parts, rangeOf, summaryOf, totalOf } from '../caisse';
import { networkOf } from './network';

/**
 * /franchisor/dashboard: the restaurant dashboard over the network (the same service, given the network's scope, so
 * the same rollups), then the ranking of its restaurants over the chosen period: revenue, growth against the same
 * weekdays a year before, average ticket, share of the network.
 */
export const networkDashboard = async (db: Db, scope: TenantScope, q: NetworkDashboardQuery): Promise<NetworkDashboard> => {
  const network = await networkOf(db, scope, q.restaurant_id);
  const clocks = await clocksOf(db, network.scope);
  // the dashboard's day rows by restaurant: each restaurant over its own period (its business day: restaurants in
  // other timezones may be a day apart), summed from the rows the dashboard read
  const { board, parts } = await dashboardOf(db, clocks, q.period, true);
  const chosen = board.periods.find((p) => p.period === q.period) ?? board.periods[0];
  const within = (rows: Parts['days'], range: DayRange) => rows.filter((r) => r.business_date >= range.from && r.business_date <= range.to);
  const now = parts.flatMap((p) => within(p.days, rangeOf(q.period, p.today)));
  const before = parts.flatMap((p) => within(p.daysBefore, lastYear(rangeOf(q.period, p.today))));
  const of = (rows: typeof now, id: string): SalesFigures => totalOf(rows.filter((r) => r.restaurant_id === id));
  const total = chosen.current.ttc_cents;
  const ranking: RestaurantRanking[] = network.restaurants
    .map((r) => {
      const current = summaryOf(of(now, r.id));
      const previous = summaryOf(of(before, r.id));
      const clock = clocks.find((c) => c.firstDays.has(r.id));
      const previous_coverage = clock
        ? coverageIn(clock, lastYear(rangeOf(q.period, clock.today)), r.id)
        : coverageOf(chosen.previous_from, chosen.previous_to, null);
      return {
        rank: 0,
        restaurant_id: r.id,
        name: r.name,
        current,
        previous,
        growth_percent: comparedChange(current.ttc_cents, previous.ttc_cents, previous_coverage),
        previous_coverage,
        share_percent: total ? Math.round((current.ttc_cents / total) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => b.current.ttc_cents - a.current.ttc_cents || a.name.localeCompare(b.name, 'fr'))
    .map((r, i) => ({ ...r, rank: i + 1 }));
  return { ...board, ranking, top_products: topProductsOf(parts, network) };
};

/** A product's name as the network groups it: the same dish carries the same name on each restaurant's card. */
const productKey = (label: string) => label.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * The network's best sellers: each restaurant's product rows (read by restaurant) grouped by product name, so a dish
 * sold in three restaurants is one line, with each restaurant's part, best revenue first.
 */
const topProductsOf = (parts: Parts[], network: Awaited<ReturnType<typeof networkOf>>): NetworkTopProduct[] => {
  const names = new Map(network.restaurants.map((r) => [r.id, r.name]));
  const byName = new Map<string, { label: string; rows: Parts['products'] }>();
  for (const row of parts.flatMap((p) => p.products)) {
    const key = productKey(row.label);
    const group = byName.get(key) ?? { label: row.label, rows: [] };
    group.rows.push(row);
    byName.set(key, group);
  }
  return [...byName]
    .map(([key, { label, rows }]): NetworkTopProduct => {
      const restaurants = [...new Set(rows.map((r) => r.restaurant_id))].map((id) => {
        const mine = totalOf(rows.filter((r) => r.restaurant_id === id));
        return { restaurant_id: id, name: names.get(id) ?? '', quantity: mine.quantity, ttc_cents: mine.ttc_cents };
      });
      return { ...totalOf(rows), key, label, restaurants: restaurants.sort((a, b) => b.ttc_cents - a.ttc_cents) };
    })
    .sort((a, b) => b.ttc_cents - a.ttc_cents || a.label.localeCompare(b.label, 'fr'))
    .slice(0, 10);
};
