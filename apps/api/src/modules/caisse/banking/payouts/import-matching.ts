import { type PayoutDay, type PayoutImportRow, type PayoutProvider, payoutProviderKind } from '@fitfit/contracts';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';
import { addDays, gapMessage, LOOKBACK_DAYS, ruleOf } from './matching';
import { frenchDate, providerDays, providerLabel, providerOrders } from './providers';
import { parseDay } from './statement-file';

/** A statement row read without error and not a duplicate: what it covers is still to find. */
export type RowToMatch = PayoutImportRow & { covers: string[]; received_on: string; amount_cents: number; commission_cents: number };

const becomes = (row: RowToMatch, status: PayoutImportRow['status'], message: string | null, days: PayoutDay[] = []) =>
  Object.assign(row, { status, message, days });

/**
 * The days each row of a statement matches, the rows taken in the order they were received: the days the row lists
 * (« Couvre »), else the oldest run the proposal would choose (matching.ts) — never a day matched already, by another
 * payout or by an earlier row of the file. A row is « rapproché » when its days' gross is received + commission within
 * the tolerance, else an « écart » (created, to match by hand) with the reason; a day it lists that cannot be read is
 * an error.
 */
export const matchRows = async (db: Queryable, scope: RestaurantScope, provider: PayoutProvider, tolerance: number, rows: RowToMatch[]) => {
  if (!rows.length) return;
  const sorted = [...rows].sort((a, b) => a.received_on.localeCompare(b.received_on) || a.line - b.line);
  const listed = new Map<RowToMatch, string[]>();
  const byOrder = new Map<RowToMatch, number[]>();
  // an online platform's statement may list its orders (ticket numbers) instead of days
  const perOrder = payoutProviderKind[provider] === 'online';
  for (const r of sorted) {
    if (perOrder && r.covers.length && r.covers.every((c) => /^\d{1,9}$/.test(c))) {
      byOrder.set(
        r,
        [...new Set(r.covers.map(Number))].sort((a, b) => a - b),
      );
      continue;
    }
    const bad = r.covers.find((c) => !parseDay(c));
    const what = perOrder ? 'journée ou commande couverte' : 'journée couverte';
    const expected = perOrder ? 'jj/mm/aaaa, aaaa-mm-jj ou un numéro de commande' : 'jj/mm/aaaa ou aaaa-mm-jj';
    if (bad) becomes(r, 'error', `Ligne ${r.line} : ${what} illisible « ${bad} » (attendu ${expected})`);
    else listed.set(r, [...new Set(r.covers.map((c) => parseDay(c) ?? ''))].sort());
  }
  const orderIssues = await readOrders(db, scope, provider, byOrder, listed);
  const earliest = [...listed.values()].flat().concat(addDays(sorted[0].received_on, -LOOKBACK_DAYS)).sort()[0];
  const days = await providerDays(db, scope, provider, { from: earliest, before: sorted.at(-1)?.received_on });
  const byDate = new Map(days.map((d) => [d.business_date, d]));
  const taken = new Set(days.filter((d) => d.payout_id !== null).map((d) => d.business_date));
  const label = providerLabel(provider);
  const day = (d: string): PayoutDay => ({ business_date: d, gross_cents: byDate.get(d)?.gross_cents ?? 0 });

  for (const [r, dates] of listed) {
    const target = r.amount_cents + r.commission_cents;
    const issue = orderIssues.get(r);
    if (issue) {
      becomes(r, 'gap', issue, dates.map(day));
      continue;
    }
    if (dates.length) {
      const late = dates.find((d) => d >= r.received_on);
      const none = dates.find((d) => !byDate.has(d));
      const twice = dates.find((d) => taken.has(d));
      const gross = dates.reduce((s, d) => s + (byDate.get(d)?.gross_cents ?? 0), 0);
      const chosen = dates.map(day);
      // a day with nothing to pay out (no sale, or all cancelled) says the most, then a day taken, then a day too late
      if (none) becomes(r, 'gap', `Le ${frenchDate(none)} n'a aucun paiement ${label} à verser (pas de vente, ou ventes annulées)`, chosen);
      else if (twice)
        becomes(
          r,
          'gap',
          r.orders.length
            ? `Commandes du ${frenchDate(twice)} déjà payées par un autre versement`
            : `La journée du ${frenchDate(twice)} est déjà rapprochée d'un autre versement`,
          chosen,
        );
      else if (late) becomes(r, 'gap', `La journée du ${frenchDate(late)} n'est pas antérieure à la réception du versement`, chosen);
      else if (Math.abs(target - gross) > tolerance)
        becomes(r, 'gap', `Les journées couvertes font ${gapMessage(provider, gross, target, tolerance)}`, chosen);
      else {
        becomes(r, 'matched', null, chosen);
        for (const d of dates) taken.add(d);
      }
      continue;
    }
    // the proposal's rule: the oldest run of consecutive free days before the payout, within the lookback
    const from = addDays(r.received_on, -LOOKBACK_DAYS);
    const candidates = days.filter((d) => !taken.has(d.business_date) && d.business_date >= from && d.business_date < r.received_on);
    let run: PayoutDay[] | null = null;
    for (let start = 0; start < candidates.length && !run; start++) {
      let sum = 0;
      for (let end = start; end < candidates.length; end++) {
        sum += candidates[end].gross_cents;
        if (Math.abs(target - sum) <= tolerance) {
          run = candidates.slice(start, end + 1).map((d) => day(d.business_date));
          break;
        }
        if (sum - target > tolerance) break;
      }
    }
    if (!run) becomes(r, 'gap', ruleOf(provider, target, tolerance));
    else {
      becomes(r, 'matched', null, run);
      for (const d of run) taken.add(d.business_date);
    }
  }
};

/**
 * A platform's statement by order: each row covers the business days of the orders it lists, and is an écart when an
 * order is not one of the platform's (or is cancelled), is listed twice (by an earlier row), or when an order of those
 * days is missing from it — a platform pays whole weeks of orders, so the days it covers are paid whole. Fills
 * `listed` with each row's days; returns the rows' issues, in French.
 */
const readOrders = async (
  db: Queryable,
  scope: RestaurantScope,
  provider: PayoutProvider,
  byOrder: Map<RowToMatch, number[]>,
  listed: Map<RowToMatch, string[]>,
) => {
  const issues = new Map<RowToMatch, string>();
  if (!byOrder.size) return issues;
  const numbers = [...new Set([...byOrder.values()].flat())];
  const named = await providerOrders(db, scope, provider, { numbers, dates: [] });
  const dates = [...new Set(named.map((o) => o.business_date))];
  const orders = await providerOrders(db, scope, provider, { numbers, dates });
  const byNumber = new Map(orders.map((o) => [o.number, o]));
  const label = providerLabel(provider);
  const paidBy = new Map<number, number>();
  for (const [r, list] of byOrder) {
    r.orders = list;
    const days = [...new Set(list.flatMap((n) => byNumber.get(n)?.business_date ?? []))].sort();
    listed.set(r, days);
    const unknown = list.find((n) => !byNumber.has(n));
    const cancelled = list.find((n) => byNumber.get(n)?.status !== 'ended');
    const twice = list.find((n) => paidBy.has(n));
    const missing = orders.find((o) => o.status === 'ended' && days.includes(o.business_date) && !list.includes(o.number));
    if (unknown !== undefined) issues.set(r, `La commande n° ${unknown} n'est pas une commande ${label} payée en ligne`);
    else if (cancelled !== undefined) issues.set(r, `La commande n° ${cancelled} est annulée`);
    else if (twice !== undefined) issues.set(r, `La commande n° ${twice} est déjà payée par la ligne ${paidBy.get(twice)}`);
    else if (missing)
      issues.set(
        r,
        `La commande n° ${missing.number} du ${frenchDate(missing.business_date)} manque au relevé (${label} paie des journées entières)`,
      );
    for (const n of list) if (!paidBy.has(n)) paidBy.set(n, r.line);
  }
  return issues;
};
