import {
  coverageOf,
  type DatedSalesRow,
  historyStart,
  type NetworkSalesQuery,
  type Royalties,
  type RoyaltiesQuery,
  type RoyaltyRow,
  type SalesByDimension,
} from '@fitfit/contracts';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-errors';
import type { TenantScope } from '../../lib/tenant-scope';
import { rateHistories, rateIn } from '../admin';
import { addDays, type DayRange, firstDaysOf, readSales, salesByDimension, todayOf, totalOf } from '../caisse';
import { type Network, networkOf } from './network';

/** One row per restaurant of the network (those without sales too), best revenue first: the day dimension's figures. */
const perRestaurant = async (db: Db, network: Network, range: DayRange) => {
  const rows = await readSales(db, network.scope, 'day', range, 'restaurant');
  const data: DatedSalesRow[] = network.restaurants
    .map((r) => {
      const { restaurant_id: _, ...figures } = totalOf(rows.filter((x) => x.restaurant_id === r.id)) as DatedSalesRow & {
        restaurant_id?: string;
      };
      return { ...figures, business_date: '', key: r.id, label: r.name };
    })
    .sort((a, b) => b.ttc_cents - a.ttc_cents || a.label.localeCompare(b.label, 'fr'));
  return { ...range, rows: data, totals: totalOf(data) };
};

/**
 * /franchisor/analyses: a tab of the restaurant analyses over the network (the same service and rollups), or with
 * `by=restaurant` one row per restaurant with its figures as columns (the day dimension: tickets, covers, HT, TTC…).
 */
export const networkSales = async (db: Db, scope: TenantScope, q: NetworkSalesQuery): Promise<SalesByDimension> => {
  const { restaurant_id, by, ...rest } = q;
  const network = await networkOf(db, scope, restaurant_id);
  if (by !== 'restaurant') return salesByDimension(db, network.scope, { ...rest, by });
  let compare: SalesByDimension['compare'] = null;
  if (q.compare_from && q.compare_to) {
    const [period, firstDays] = await Promise.all([
      perRestaurant(db, network, { from: q.compare_from, to: q.compare_to }),
      firstDaysOf(db, network.scope),
    ]);
    compare = { ...period, coverage: coverageOf(q.compare_from, q.compare_to, historyStart(firstDays.map((r) => r.first_day))) };
  }
  return { dimension: 'day', ...(await perRestaurant(db, network, { from: q.from, to: q.to })), compare };
};

const MAX_MONTHS = 24;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};
const monthsBetween = (from: string, to: string) => {
  const months: string[] = [];
  for (let m = from; m <= to && months.length <= MAX_MONTHS; m = nextMonth(m)) months.push(m);
  return months;
};
const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

/** A rate in basis points of an amount in cents, rounded to the nearest cent (half away from zero). */
export const feeOf = (htCents: number, rateBp: number) => Math.sign(htCents) * Math.round((Math.abs(htCents) * rateBp) / 10_000);

/**
 * Royalties and advertising fees due per restaurant and month: the restaurant's revenue HT of the month (rollups of
 * the closed days, tickets of the open ones) × its mark's rates, each rounded to the cent; months after the current
 * one are left out. Each month uses the rates in force that month (`mark_rate_history`; a mark without history: its
 * current rates).
 */
export const royalties = async (db: Db, scope: TenantScope, q: RoyaltiesQuery): Promise<Royalties> => {
  const network = await networkOf(db, scope, q.restaurant_id);
  const today = await todayOf(db, network.scope);
  const to = q.to < today.slice(0, 7) ? q.to : today.slice(0, 7);
  const months = q.from <= to ? monthsBetween(q.from, to) : [];
  if (months.length > MAX_MONTHS)
    throw badRequest(`Choisissez au plus ${MAX_MONTHS} mois`, { from: `Choisissez au plus ${MAX_MONTHS} mois` });
  const sales = months.length
    ? await readSales(db, network.scope, 'day', { from: `${months[0]}-01`, to: lastDayOf(months[months.length - 1]) }, 'restaurant_day')
    : [];
  const ht = new Map<string, number>();
  for (const s of sales) {
    const key = `${s.restaurant_id}|${s.business_date.slice(0, 7)}`;
    ht.set(key, (ht.get(key) ?? 0) + s.ht_cents);
  }
  const histories = await rateHistories(db, [...new Set(network.restaurants.flatMap((r) => (r.mark_id ? [r.mark_id] : [])))]);
  const rows: RoyaltyRow[] = months.flatMap((month) =>
    network.restaurants.map((r) => {
      const ht_cents = ht.get(`${r.id}|${month}`) ?? 0;
      // the rates in force that month (the mark's history), else the mark's own
      const rates = (r.mark_id && rateIn(histories.get(r.mark_id) ?? [], month)) || r;
      const royalty_cents = feeOf(ht_cents, rates.royalty_rate_bp);
      const advertising_cents = feeOf(ht_cents, rates.advertising_rate_bp);
      return {
        month,
        restaurant_id: r.id,
        name: r.name,
        mark_name: r.mark_name,
        royalty_rate_bp: rates.royalty_rate_bp,
        advertising_rate_bp: rates.advertising_rate_bp,
        ht_cents,
        royalty_cents,
        advertising_cents,
        due_cents: royalty_cents + advertising_cents,
      };
    }),
  );
  const sum = (list: RoyaltyRow[]) => ({
    ht_cents: list.reduce((a, r) => a + r.ht_cents, 0),
    royalty_cents: list.reduce((a, r) => a + r.royalty_cents, 0),
    advertising_cents: list.reduce((a, r) => a + r.advertising_cents, 0),
    due_cents: list.reduce((a, r) => a + r.due_cents, 0),
  });
  return {
    from: q.from,
    to: q.to,
    rows,
    by_restaurant: network.restaurants.map((r) => ({
      restaurant_id: r.id,
      name: r.name,
      ...sum(rows.filter((x) => x.restaurant_id === r.id)),
    })),
    totals: sum(rows),
  };
};
