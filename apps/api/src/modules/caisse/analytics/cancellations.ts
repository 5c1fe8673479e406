import {
  ANALYTICS_LIST_EXPORT_MAX_ROWS,
  type Cancellation,
  type CancellationExportQuery,
  type CancellationListQuery,
  type CancellationSummary,
  type CancellationSummaryQuery,
  cancellationTableLabels,
  frDay,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { instantPrinter } from '../../../lib/business-day';
import { unprocessable } from '../../../lib/http-errors';
import { keysetPage } from '../../../lib/keyset';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';
import { readSales } from './read';

/**
 * « Annulations » (docs/caisse-analytics.md): each cancellation ticket issued in the range — legally dated when
 * issued, the Z of that day carries it — with the ticket it cancels, who cancelled and who had sold it; its totals
 * by day, by user and by seller; and every day's sales net of cancellations by the original ticket's day.
 */
const columns = sql`t.id, t.number, t.business_date::text as business_date, t.closed_at,
  o.id as cancelled_ticket_id, o.number as cancelled_ticket_number, o.business_date::text as cancelled_business_date,
  -t.total_ttc_cents as amount_cents, t.cancel_reason as reason,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as canceled_by_name, o.pos_user_name as seller_name,
  t.canceled_by_user_id::text as canceled_by_user_id, o.pos_user_id::text as seller_id`;
// the cancelled ticket is of the same restaurant (foreign key caisse_tickets_cancels_fk); users are the platform's
const tables = sql`caisse_tickets t join caisse_tickets o on o.restaurant_id = t.restaurant_id and o.id = t.cancels_ticket_id
  left join users u on u.id = t.canceled_by_user_id`;
const where = (scope: RestaurantScope, from: string, to: string, search = '') => {
  const w: SQL[] = [inScope(scope, sql`t.restaurant_id`), sql`t.business_date between ${from} and ${to}`, sql`t.status = 'cancel_created'`];
  const s = search.trim();
  if (s) {
    const or: SQL[] = [sql`t.cancel_reason ilike ${`%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`];
    if (/^\d{1,9}$/.test(s)) or.push(sql`t.number = ${Number(s)}`, sql`o.number = ${Number(s)}`);
    w.push(sql`(${sql.join(or, sql` or `)})`);
  }
  return sql.join(w, sql` and `);
};
type Row = Omit<Cancellation, 'closed_at'> & { closed_at: Date | string; canceled_by_user_id: string | null; seller_id: string | null };
const toCancellation = ({ canceled_by_user_id: _, seller_id: __, ...r }: Row): Cancellation => ({
  ...r,
  closed_at: new Date(r.closed_at).toISOString(),
});

export const listCancellations = async (db: Db, scope: RestaurantScope, q: CancellationListQuery) => {
  const page = await keysetPage<Row>(db, q, {
    select: columns,
    from: tables,
    where: where(scope, q.from, q.to, q.search),
    sortBy: sql`t.closed_at`,
    id: sql`t.id`,
    count: false,
  });
  return { ...page, data: page.data.map(toCancellation) };
};

/** The range's cancellations, oldest first (at most one more than an export takes). */
const allOf = async (db: Db, scope: RestaurantScope, from: string, to: string) =>
  (
    await db.execute<Row>(
      sql`select ${columns} from ${tables} where ${where(scope, from, to)} order by t.closed_at, t.id limit ${ANALYTICS_LIST_EXPORT_MAX_ROWS + 1}`,
    )
  ).rows;

const grouped = <K extends string>(rows: readonly Row[], keyOf: (r: Row) => K, labelOf: (r: Row) => string) => {
  const groups = new Map<K, { key: K; label: string; count: number; amount_cents: number }>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { key, label: labelOf(r), count: 0, amount_cents: 0 };
    g.count += 1;
    g.amount_cents += Number(r.amount_cents);
    groups.set(key, g);
  }
  return [...groups.values()];
};

export const cancellationSummary = async (db: Db, scope: RestaurantScope, q: CancellationSummaryQuery): Promise<CancellationSummary> => {
  const range = { from: q.from, to: q.to };
  const [rows, days, ofDays] = await Promise.all([
    allOf(db, scope, q.from, q.to),
    // the day's figures as every other tab reads them (rollups and open days): TTC as the Z says, cancellations issued
    readSales(db, scope, 'day', range, 'day'),
    // cancellations of the range's own tickets, whenever issued (a cancellation is rare: few rows on the cancels index)
    db.execute<{ business_date: string; cents: number }>(
      sql`select o.business_date::text as business_date, coalesce(sum(-t.total_ttc_cents), 0)::bigint as cents
          from caisse_tickets t join caisse_tickets o on o.restaurant_id = t.restaurant_id and o.id = t.cancels_ticket_id
          where ${inScope(scope, sql`t.restaurant_id`)} and t.cancels_ticket_id is not null and o.business_date between ${q.from} and ${q.to}
          group by o.business_date`,
    ),
  ]);
  const of = new Map(ofDays.rows.map((r) => [r.business_date, Number(r.cents)]));
  const dates = [...new Set([...days.map((d) => d.business_date), ...of.keys()])].sort();
  const byDate = new Map(days.map((d) => [d.business_date, d]));
  return {
    ...range,
    totals: { count: rows.length, amount_cents: rows.reduce((a, r) => a + Number(r.amount_cents), 0) },
    by_day: grouped(
      rows,
      (r) => r.business_date,
      () => '',
    )
      .map(({ key, count, amount_cents }) => ({ business_date: key, count, amount_cents }))
      .sort((a, b) => a.business_date.localeCompare(b.business_date)),
    by_user: grouped(
      rows,
      (r) => r.canceled_by_user_id ?? '',
      (r) => r.canceled_by_name ?? 'Inconnu',
    ).sort((a, b) => b.amount_cents - a.amount_cents || a.label.localeCompare(b.label)),
    by_seller: grouped(
      rows,
      (r) => r.seller_id ?? '',
      (r) => r.seller_name ?? 'Sans vendeur',
    ).sort((a, b) => b.amount_cents - a.amount_cents || a.label.localeCompare(b.label)),
    by_original_day: dates.map((d) => {
      const day = byDate.get(d);
      const z = day?.ttc_cents ?? 0;
      const cancelledOn = day?.cancellations_cents ?? 0;
      const sold = z + cancelledOn;
      const cancelledOf = of.get(d) ?? 0;
      return {
        business_date: d,
        sold_ttc_cents: sold,
        cancelled_on_day_cents: cancelledOn,
        z_ttc_cents: z,
        cancelled_of_day_cents: cancelledOf,
        net_ttc_cents: sold - cancelledOf,
      };
    }),
  };
};

type Column = FileTable['columns'][number];

/** One table of the tab as a file, the rows the screen shows, a bold total under them. */
export const exportCancellations = async (db: Db, scope: RestaurantScope, q: CancellationExportQuery) => {
  const period = `Total du ${frDay(q.from)} au ${frDay(q.to)}`;
  let table: FileTable;
  if (q.table === 'list') {
    const [rows, at] = await Promise.all([allOf(db, scope, q.from, q.to), instantPrinter(db, scope)]);
    if (rows.length > ANALYTICS_LIST_EXPORT_MAX_ROWS)
      throw unprocessable(
        `Plus de ${ANALYTICS_LIST_EXPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes sur cette période : choisissez une période plus courte pour l'export`,
        { to: 'Période trop longue pour un export' },
      );
    const columns: Column[] = [
      { header: 'Date' },
      { header: 'Jour (Z)' },
      { header: 'Annulation n°' },
      { header: 'Ticket annulé n°' },
      { header: 'Jour du ticket annulé' },
      { header: 'Montant', money: true },
      { header: 'Motif', width: 30 },
      { header: 'Annulé par', width: 22 },
      { header: 'Vendeur du ticket', width: 22 },
    ];
    table = {
      columns,
      rows: [
        ...rows.map((r) => ({
          cells: [
            at(r.closed_at, scope.restaurantId),
            frDay(r.business_date),
            r.number,
            r.cancelled_ticket_number,
            frDay(r.cancelled_business_date),
            Number(r.amount_cents),
            r.reason ?? '',
            r.canceled_by_name ?? '',
            r.seller_name ?? '',
          ],
        })),
        {
          cells: [period, '', rows.length, '', '', rows.reduce((a, r) => a + Number(r.amount_cents), 0), '', '', ''],
          bold: true,
        },
      ],
    };
  } else {
    const s = await cancellationSummary(db, scope, q);
    if (q.table === 'by_original_day') {
      const sum = (k: keyof (typeof s.by_original_day)[number]) => s.by_original_day.reduce((a, r) => a + Number(r[k]), 0);
      const figures = ['sold_ttc_cents', 'cancelled_on_day_cents', 'z_ttc_cents', 'cancelled_of_day_cents', 'net_ttc_cents'] as const;
      table = {
        columns: [
          { header: 'Jour' },
          { header: 'Vendu TTC', money: true },
          { header: 'Annulé ce jour (Z)', money: true },
          { header: 'CA TTC du Z', money: true },
          { header: 'Annulations des tickets du jour', money: true },
          { header: 'CA TTC net par jour d’origine', money: true },
        ],
        rows: [
          ...s.by_original_day.map((r) => ({ cells: [frDay(r.business_date), ...figures.map((k) => r[k])] })),
          { cells: [period, ...figures.map(sum)], bold: true },
        ],
      };
    } else {
      const rows =
        q.table === 'by_day'
          ? s.by_day.map((r) => ({ cells: [frDay(r.business_date), r.count, r.amount_cents] }))
          : (q.table === 'by_user' ? s.by_user : s.by_seller).map((r) => ({ cells: [r.label, r.count, r.amount_cents] }));
      const first = { by_day: 'Jour (Z)', by_user: 'Annulé par', by_seller: 'Vendeur du ticket' }[q.table];
      table = {
        columns: [{ header: first, width: 22 }, { header: 'Annulations' }, { header: 'Montant', money: true }],
        rows: [...rows, { cells: [period, s.totals.count, s.totals.amount_cents], bold: true }],
      };
    }
  }
  const filename = `analyses-annulations${q.table === 'list' ? '' : `-${q.table.replaceAll('_', '-')}`}-${q.from}-${q.to}.${q.format}`;
  if (q.format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: tableCsv(table) };
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableXlsx(table, cancellationTableLabels[q.table].slice(0, 31)),
  };
};
