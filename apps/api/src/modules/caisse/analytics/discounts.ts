import {
  type DiscountExportQuery,
  type DiscountFigures,
  type DiscountQuery,
  type Discounts,
  discountDimensionLabels,
  formatRateBp,
  frDay,
  type SalesFigures,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { readSales } from './read';

/**
 * « Remises » (docs/caisse-analytics.md): the line discounts and offered lines the terminals sent, by product,
 * category, seller or reason, and their rate on gross sales (sales before them). Read from the sales figures every tab
 * reads (rollups and open days, aggregate.ts), so they equal the « Remises » and « Offerts » columns elsewhere; a
 * cancellation takes its ticket's discounts back on the day it was issued, as everywhere.
 */
const figuresOf = (f: Pick<SalesFigures, 'discount_cents' | 'offered_cents' | 'ttc_cents'>): DiscountFigures => {
  const gross = f.ttc_cents + f.discount_cents + f.offered_cents;
  return {
    discount_cents: f.discount_cents,
    offered_cents: f.offered_cents,
    gross_cents: gross,
    ttc_cents: f.ttc_cents,
    rate_bp: gross > 0 ? Math.round(((f.discount_cents + f.offered_cents) * 10_000) / gross) : null,
  };
};

/**
 * The discounted and offered lines of the range by the reason the terminal sent (no rollup keeps it: read from the
 * lines, with the same figures as aggregate.ts's line figures; a cancellation's lines carry it negated).
 */
const byReason = async (db: Db, scope: RestaurantScope, from: string, to: string) =>
  (
    await db.execute<{ key: string; discount_cents: number; offered_cents: number; ttc_cents: number }>(
      sql`select coalesce(l.discount_reason, '') as key, sum(l.discount_cents)::bigint as discount_cents,
            sum(case when l.offered then l.quantity * l.unit_price_cents else 0 end)::bigint as offered_cents, sum(l.total_cents)::bigint as ttc_cents
          from caisse_ticket_lines l join caisse_tickets t on t.restaurant_id = l.restaurant_id and t.id = l.ticket_id
          where ${inScope(scope, sql`t.restaurant_id`)} and t.business_date between ${from} and ${to} and (l.discount_cents <> 0 or l.offered)
          group by 1`,
    )
  ).rows.map((r) => ({
    key: r.key,
    label: r.key || 'Sans motif',
    discount_cents: Number(r.discount_cents),
    offered_cents: Number(r.offered_cents),
    ttc_cents: Number(r.ttc_cents),
  }));

export const discounts = async (db: Db, scope: RestaurantScope, q: DiscountQuery): Promise<Discounts> => {
  const range = { from: q.from, to: q.to };
  // the totals are over every sale (the product read: line figures, as the reasons' rows)
  const [all, reasons] = await Promise.all([
    readSales(db, scope, q.by === 'reason' ? 'product' : q.by, range),
    q.by === 'reason' ? byReason(db, scope, q.from, q.to) : null,
  ]);
  const rows = reasons ?? all;
  const total = { discount_cents: 0, offered_cents: 0, ttc_cents: 0 };
  for (const r of all) {
    total.discount_cents += r.discount_cents;
    total.offered_cents += r.offered_cents;
    total.ttc_cents += r.ttc_cents;
  }
  return {
    by: q.by,
    from: q.from,
    to: q.to,
    rows: rows
      .filter((r) => r.discount_cents !== 0 || r.offered_cents !== 0)
      .map((r) => ({ key: r.key, label: r.label, ...figuresOf(r) }))
      .sort((a, b) => b.discount_cents + b.offered_cents - (a.discount_cents + a.offered_cents) || a.label.localeCompare(b.label)),
    totals: figuresOf(total),
  };
};

/** The tab as a file: the rows it shows, then the period's totals over every sale. */
export const exportDiscounts = async (db: Db, scope: RestaurantScope, q: DiscountExportQuery) => {
  const d = await discounts(db, scope, q);
  const cells = (label: string, f: DiscountFigures) => [
    label,
    f.discount_cents,
    f.offered_cents,
    f.gross_cents,
    f.ttc_cents,
    formatRateBp(f.rate_bp),
  ];
  const table: FileTable = {
    columns: [
      { header: discountDimensionLabels[q.by], width: 30 },
      { header: 'Remises', money: true },
      { header: 'Offerts', money: true },
      { header: 'CA brut TTC', money: true },
      { header: 'CA TTC', money: true },
      { header: 'Taux de remise' },
    ],
    rows: [
      ...d.rows.map((r) => ({ cells: cells(r.label, r) })),
      { cells: cells(`Toutes les ventes du ${frDay(q.from)} au ${frDay(q.to)}`, d.totals), bold: true },
    ],
  };
  const filename = `analyses-remises-${q.by.replace('_', '-')}-${q.from}-${q.to}.${q.format}`;
  if (q.format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: tableCsv(table) };
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableXlsx(table, `Remises par ${discountDimensionLabels[q.by].toLowerCase()}`),
  };
};
