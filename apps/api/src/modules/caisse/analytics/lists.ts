import {
  ANALYTICS_LIST_EXPORT_MAX_ROWS,
  type AnalyticsListExportQuery,
  analyticsListLabels,
  cashMovementKindLabels,
  frDay,
  orderTypeLabels,
  paymentMethodLabels,
  type SaleLine,
  type SaleLineListQuery,
  ticketSourceLabels,
  ticketStatusLabels,
} from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { instantPrinter } from '../../../lib/business-day';
import { unprocessable } from '../../../lib/http-errors';
import { keysetPage } from '../../../lib/keyset';
import { type FileTable, tableCsv, tableXlsx } from '../../../lib/table-files';
import { eachRestaurant, inScope, type TenantScope } from '../../../lib/tenant-scope';

/**
 * The analyses tabs that list rows over a business-day range (SPEC §2: tickets, cash movements, all sales): the
 * tickets and movements screens read the ledger's own lists with `from`/`to`; « Toutes les ventes » reads the ticket
 * lines here, newest first, by keyset (a year of lines is a million rows: no count, no offset). Each exports whole.
 * The same reads serve a restaurant and the franchisor's network (a `restaurants` scope, franchisor/lists.ts): every
 * row carries its restaurant, and a network's file names it in a first column.
 */
const lineColumns = sql`l.id, l.restaurant_id, l.ticket_id, t.number as ticket_number, t.business_date::text as business_date, t.closed_at, t.status,
  l.name, coalesce((select string_agg(o->>'name', ', ') from jsonb_array_elements(l.options) o), '') as options,
  l.quantity, l.unit_price_cents, l.discount_cents, l.offered, l.total_cents, l.vat_rate_bp, t.pos_user_name`;
const lineTables = sql`caisse_ticket_lines l join caisse_tickets t on t.restaurant_id = l.restaurant_id and t.id = l.ticket_id`;
const linesWhere = (scope: TenantScope, from: string, to: string, search = '') => {
  const where: SQL[] = [inScope(scope, sql`t.restaurant_id`), sql`t.business_date between ${from} and ${to}`];
  if (search) where.push(sql`l.name ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return sql.join(where, sql` and `);
};
type LineRow = Omit<SaleLine, 'closed_at'> & { restaurant_id: string; closed_at: Date | string };
const toLine = (r: LineRow): SaleLine & { restaurant_id: string } => ({ ...r, closed_at: new Date(r.closed_at).toISOString() });

export const listSaleLines = async (db: Db, scope: TenantScope, q: SaleLineListQuery) => {
  const page = await keysetPage<LineRow>(db, q, {
    select: lineColumns,
    from: lineTables,
    where: linesWhere(scope, q.from, q.to, q.search),
    sortBy: sql`t.closed_at`,
    id: sql`l.id`,
    count: false,
    arms: eachRestaurant(scope, sql`t.restaurant_id`),
  });
  return { ...page, data: page.data.map(toLine) };
};

type Column = FileTable['columns'][number];
type Cell = string | number;
/** The restaurants a file's rows may belong to: their name (a network's first column; times: `instantPrinter`). */
export type ListRestaurant = { id: string; name: string };

/** Each list's columns and rows over the range, oldest first as a file reads (each row's restaurant's clock for times). */
const listTable = async (db: Db, scope: TenantScope, q: AnalyticsListExportQuery) => {
  const at = await instantPrinter(db, scope);
  const limit = ANALYTICS_LIST_EXPORT_MAX_ROWS + 1;
  const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;
  if (q.list === 'tickets') {
    const { rows } = await db.execute<Record<string, string | number | Date | null>>(
      sql`select t.restaurant_id, t.number, t.closed_at, t.business_date::text as business_date, t.type, t.source, t.status, t.covers,
            t.total_ht_cents, t.total_tva_cents, t.total_ttc_cents, t.discount_cents, t.pos_user_name,
            (select string_agg(distinct p.method, ', ' order by p.method) from caisse_ticket_payments p
              where p.restaurant_id = t.restaurant_id and p.ticket_id = t.id) as methods
          from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.business_date between ${q.from} and ${q.to}
          order by t.closed_at, t.id limit ${limit}`,
    );
    const columns: Column[] = [
      { header: 'N°' },
      { header: 'Date' },
      { header: 'Jour' },
      { header: 'Type' },
      { header: 'Source' },
      { header: 'Statut' },
      { header: 'Couverts' },
      { header: 'Total HT', money: true },
      { header: 'TVA', money: true },
      { header: 'Total TTC', money: true },
      { header: 'Remises', money: true },
      { header: 'Paiements', width: 24 },
      { header: 'Utilisateur caisse', width: 22 },
    ];
    const body = rows.map((r): Cell[] => [
      Number(r.number),
      at(r.closed_at as Date, r.restaurant_id),
      frDay(String(r.business_date)),
      label(orderTypeLabels, String(r.type)),
      label(ticketSourceLabels, String(r.source)),
      label(ticketStatusLabels, String(r.status)),
      Number(r.covers ?? 0),
      Number(r.total_ht_cents),
      Number(r.total_tva_cents),
      Number(r.total_ttc_cents),
      Number(r.discount_cents),
      String(r.methods ?? '')
        .split(', ')
        .filter(Boolean)
        .map((m) => label(paymentMethodLabels, m))
        .join(', '),
      String(r.pos_user_name ?? ''),
    ]);
    return { columns, body, owners: rows.map((r) => String(r.restaurant_id)) };
  }
  if (q.list === 'cash_movements') {
    const { rows } = await db.execute<Record<string, string | number | Date | null>>(
      sql`select m.restaurant_id, m.occurred_at, m.business_date::text as business_date, m.kind, m.amount_cents, m.reason, m.pos_user_name
          from caisse_cash_movements m where ${inScope(scope, sql`m.restaurant_id`)} and m.business_date between ${q.from} and ${q.to}
          order by m.occurred_at, m.id limit ${limit}`,
    );
    const columns: Column[] = [
      { header: 'Date' },
      { header: 'Jour' },
      { header: 'Type', width: 18 },
      { header: 'Montant', money: true },
      { header: 'Motif', width: 30 },
      { header: 'Utilisateur caisse', width: 22 },
    ];
    const body = rows.map((r): Cell[] => [
      at(r.occurred_at as Date, r.restaurant_id),
      frDay(String(r.business_date)),
      label(cashMovementKindLabels, String(r.kind)),
      Number(r.amount_cents),
      String(r.reason ?? ''),
      String(r.pos_user_name ?? ''),
    ]);
    return { columns, body, owners: rows.map((r) => String(r.restaurant_id)) };
  }
  const { rows } = await db.execute<LineRow>(
    sql`select ${lineColumns} from ${lineTables} where ${linesWhere(scope, q.from, q.to)} order by t.closed_at, l.id limit ${limit}`,
  );
  const columns: Column[] = [
    { header: 'Date' },
    { header: 'Jour' },
    { header: 'Ticket' },
    { header: 'Article', width: 30 },
    { header: 'Options', width: 24 },
    { header: 'Quantité' },
    { header: 'Prix unitaire', money: true },
    { header: 'Remise', money: true },
    { header: 'Offert' },
    { header: 'Total TTC', money: true },
    { header: 'Taux de TVA' },
    { header: 'Utilisateur caisse', width: 22 },
  ];
  const body = rows.map((r): Cell[] => [
    at(r.closed_at, r.restaurant_id),
    frDay(r.business_date),
    r.ticket_number,
    r.name,
    r.options,
    r.quantity,
    r.unit_price_cents,
    r.discount_cents,
    r.offered ? 'Oui' : 'Non',
    r.total_cents,
    r.vat_rate_bp === null ? '' : `${(r.vat_rate_bp / 100).toLocaleString('fr-FR')} %`,
    r.pos_user_name ?? '',
  ]);
  return { columns, body, owners: rows.map((r) => r.restaurant_id) };
};

/**
 * A listing tab of the analyses as a file: CSV for French Excel (`;`, UTF-8 BOM, CRLF, French decimals) or XLSX
 * (amounts in euros, header frozen). Refused in French beyond `ANALYTICS_LIST_EXPORT_MAX_ROWS` rows. A network's
 * file (`network` given: the restaurants its scope holds) starts each row with its restaurant's name.
 */
export const exportList = async (
  db: Db,
  scope: TenantScope,
  q: AnalyticsListExportQuery,
  network?: { restaurants: readonly ListRestaurant[]; filename: string },
) => {
  const restaurants =
    network?.restaurants ?? (await db.execute<ListRestaurant>(sql`select id, name from restaurants where ${inScope(scope, sql`id`)}`)).rows;
  const list = await listTable(db, scope, q);
  const names = new Map(restaurants.map((r) => [r.id, r.name]));
  const columns = network ? [{ header: 'Restaurant', width: 26 }, ...list.columns] : list.columns;
  const body = network ? list.body.map((cells, i) => [names.get(list.owners[i]) ?? '', ...cells]) : list.body;
  if (body.length > ANALYTICS_LIST_EXPORT_MAX_ROWS)
    throw unprocessable(
      `Plus de ${ANALYTICS_LIST_EXPORT_MAX_ROWS.toLocaleString('fr-FR')} lignes sur cette période : choisissez une période plus courte pour l'export`,
      { to: 'Période trop longue pour un export' },
    );
  const filename = `${network?.filename ?? 'analyses'}-${q.list.replace('_', '-')}-${q.from}-${q.to}.${q.format}`;
  const table: FileTable = { columns, rows: body.map((cells) => ({ cells })) };
  if (q.format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: tableCsv(table) };
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await tableXlsx(table, analyticsListLabels[q.list]),
  };
};
