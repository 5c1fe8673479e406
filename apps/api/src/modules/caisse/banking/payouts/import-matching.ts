import type { PayoutDay, PayoutImportRow, PayoutProvider } from '@fitfit/contracts';
import type { RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';
import { addDays, gapMessage, LOOKBACK_DAYS, ruleOf } from './matching';
import { frenchDate, providerDays, providerLabel } from './providers';
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
  for (const r of sorted) {
    const bad = r.covers.find((c) => !parseDay(c));
    if (bad) becomes(r, 'error', `Ligne ${r.line} : journée couverte illisible « ${bad} » (attendu jj/mm/aaaa ou aaaa-mm-jj)`);
    else listed.set(r, [...new Set(r.covers.map((c) => parseDay(c) ?? ''))].sort());
  }
  const earliest = [...listed.values()].flat().concat(addDays(sorted[0].received_on, -LOOKBACK_DAYS)).sort()[0];
  const days = await providerDays(db, scope, provider, { from: earliest, before: sorted.at(-1)?.received_on });
  const byDate = new Map(days.map((d) => [d.business_date, d]));
  const taken = new Set(days.filter((d) => d.payout_id !== null).map((d) => d.business_date));
  const label = providerLabel(provider);
  const day = (d: string): PayoutDay => ({ business_date: d, gross_cents: byDate.get(d)?.gross_cents ?? 0 });

  for (const [r, dates] of listed) {
    const target = r.amount_cents + r.commission_cents;
    if (dates.length) {
      const late = dates.find((d) => d >= r.received_on);
      const none = dates.find((d) => !byDate.has(d));
      const twice = dates.find((d) => taken.has(d));
      const gross = dates.reduce((s, d) => s + (byDate.get(d)?.gross_cents ?? 0), 0);
      const chosen = dates.map(day);
      // a day with nothing to pay out (no sale, or all cancelled) says the most, then a day taken, then a day too late
      if (none) becomes(r, 'gap', `Le ${frenchDate(none)} n'a aucun paiement ${label} à verser (pas de vente, ou ventes annulées)`, chosen);
      else if (twice) becomes(r, 'gap', `La journée du ${frenchDate(twice)} est déjà rapprochée d'un autre versement`, chosen);
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
