import { type AccountingPreview, accountingJournalLabels } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { addDays } from '../analytics/days';
import { todayOf } from '../analytics/service';
import { depositsBetween } from '../banking/deposits';
import { dailyClosingsBetween } from '../ledger/closings/service';
import { cashEntries, depositEntry, type Entry, imbalanceOf, type PayoutRow, payoutEntry, salesEntry } from './entries';

/**
 * The days of the range (up to today) that have sales but no Z covering them (a Z covers its business date and the
 * unclosed days before it): not exported, listed as « journée non clôturée ».
 */
const missingDays = async (db: Db, scope: RestaurantScope, from: string, to: string) => {
  const { rows } = await db.execute<{ day: string }>(
    sql`select d.day::text as day from (
          select distinct t.business_date as day from caisse_tickets t
           where ${inScope(scope, sql`t.restaurant_id`)} and t.business_date between ${from}::date and ${to}::date) d
        where not exists (select 1 from caisse_closings c where ${inScope(scope, sql`c.restaurant_id`)}
          and d.day between c.from_date and c.business_date)
        order by d.day`,
  );
  return rows.map((r) => r.day);
};

const payoutsOf = async (db: Db, scope: RestaurantScope, from: string, to: string) => {
  const { rows } = await db.execute<PayoutRow>(
    sql`select p.provider, p.received_on::text as received_on, p.amount_cents, p.commission_cents, p.commission_vat_cents, p.reference
        from caisse_payouts p where ${inScope(scope, sql`p.restaurant_id`)} and p.received_on between ${from}::date and ${to}::date
        order by p.received_on, p.created_at, p.id`,
  );
  return rows;
};

const journalOrder = Object.keys(accountingJournalLabels);

/** A whole calendar month (`YYYY-MM`), or null. */
const wholeMonth = (from: string, to: string) => {
  if (!from.endsWith('-01') || from.slice(0, 7) !== to.slice(0, 7)) return null;
  return addDays(to, 1).endsWith('-01') ? from.slice(0, 7) : null;
};

export interface Period {
  from: string;
  to: string;
  entries: Entry[];
  missing: string[];
  /** The month (`YYYY-MM`) when the period is one whole month, over, with every day closed: its export is archived. */
  lockedMonth: string | null;
}

/** Everything the export of a period writes, in date then journal order (sales, cash, bank). */
export const readPeriod = async (db: Db, scope: RestaurantScope, from: string, to: string): Promise<Period> => {
  const [closings, missing, deposits, payouts, today] = await Promise.all([
    dailyClosingsBetween(db, scope, from, to),
    missingDays(db, scope, from, to),
    depositsBetween(db, scope, from, to),
    payoutsOf(db, scope, from, to),
    todayOf(db, scope),
  ]);
  const entries = [
    ...closings.flatMap((z) => [salesEntry(z), ...cashEntries(z)]),
    ...deposits.filter((d) => d.status === 'validated').map(depositEntry),
    ...payouts.map(payoutEntry),
  ].sort((a, b) => a.date.localeCompare(b.date) || journalOrder.indexOf(a.journal) - journalOrder.indexOf(b.journal));
  const month = wholeMonth(from, to);
  const lockedMonth = month && to < today && !missing.length ? month : null;
  return { from, to, entries, missing, lockedMonth };
};

const sums = (entries: readonly Entry[]) => {
  const lines = entries.flatMap((e) => e.lines);
  return {
    debit_cents: lines.reduce((a, l) => a + l.debit_cents, 0),
    credit_cents: lines.reduce((a, l) => a + l.credit_cents, 0),
    lines: lines.length,
  };
};

/** The preview of the screen: totals per journal and per day, the missing days, the first imbalance. */
export const previewOf = (p: Period, fecFileName: string | null): AccountingPreview => {
  const byDay = new Map<string, Entry[]>();
  for (const e of p.entries) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  return {
    from: p.from,
    to: p.to,
    locked_month: p.lockedMonth,
    missing_days: p.missing,
    journals: (Object.entries(accountingJournalLabels) as [keyof typeof accountingJournalLabels, string][]).map(([code, label]) => {
      const own = p.entries.filter((e) => e.journal === code);
      const { debit_cents, credit_cents } = sums(own);
      return { code, label, entries: own.length, debit_cents, credit_cents };
    }),
    days: [...byDay].map(([date, entries]) => {
      const s = sums(entries);
      return { date, ...s, balanced: s.debit_cents === s.credit_cents && !imbalanceOf(entries) };
    }),
    ...sums(p.entries),
    fec_file_name: fecFileName,
    imbalance: imbalanceOf(p.entries),
  };
};
