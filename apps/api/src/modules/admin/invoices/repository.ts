import type { InvoiceLine, invoiceListQuerySchema, SubscriptionInvoice } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { likePattern, offsetOf, sortKeyOf } from '../../../lib/paging';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Query = z.infer<typeof invoiceListQuerySchema>;

/** Overdue is not stored: an issued invoice whose due date has passed. */
export const statusSql = sql`(case when i.status = 'issued' and i.due_on < current_date then 'overdue' else i.status end)`;

const columns = sql`i.id, i.number, i.subscription_id, i.restaurant_id, r.name as restaurant_name, i.period, i.recurring,
  ${statusSql} as status, i.issued_on::text as issued_on, i.due_on::text as due_on,
  to_char(i.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at,
  i.total_ht_cents, i.total_tva_cents, i.total_ttc_cents,
  coalesce((select json_agg(json_build_object('label', l.label, 'module_code', l.module_code, 'quantity', l.quantity,
    'unit_price_cents', l.unit_price_cents, 'ht_cents', l.ht_cents, 'tva_cents', l.tva_cents, 'ttc_cents', l.ttc_cents)
    order by l.position) from subscription_invoice_lines l where l.invoice_id = i.id), '[]'::json) as lines`;

const sorts: Record<string, SQL> = {
  number: sql`i.number_year, i.number_seq`,
  issued_on: sql`i.issued_on`,
  period: sql`i.period`,
  restaurant_name: sql`lower(r.name)`,
  total_ttc_cents: sql`i.total_ttc_cents`,
  due_on: sql`i.due_on`,
};

export const list = async (db: Db, q: Query) => {
  const pattern = likePattern(q.search);
  const where = sql`(${q.status ?? null}::text is null or ${statusSql} = ${q.status ?? null})
    and (${q.search} = '' or i.number ilike ${pattern} or r.name ilike ${pattern} or r.legal_name ilike ${pattern})`;
  const sortKey = sortKeyOf(sorts, q.sort, 'number');
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const orderBy =
    sortKey === 'number' ? sql`i.number_year ${order}, i.number_seq ${order}` : sql`${sorts[sortKey]} ${order}, i.number_seq desc`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<SubscriptionInvoice>(sql`select ${columns} from subscription_invoices i join restaurants r on r.id = i.restaurant_id
      where ${where} order by ${orderBy} limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from subscription_invoices i join restaurants r on r.id = i.restaurant_id where ${where}`,
    ),
  ]);
  return { rows, total: count[0].n };
};

export const findById = async (db: Db | Tx, id: string) => {
  const { rows } = await db.execute<SubscriptionInvoice>(
    sql`select ${columns} from subscription_invoices i join restaurants r on r.id = i.restaurant_id where i.id = ${id}`,
  );
  return rows[0];
};

/** Everything the PDF shows, including the buyer as it was when the invoice was issued. */
export const findForPdf = async (db: Db, id: string) => {
  const { rows } = await db.execute<
    SubscriptionInvoice & {
      buyer_legal_name: string | null;
      buyer_address: string | null;
      buyer_siret: string | null;
      buyer_vat_number: string | null;
    }
  >(sql`select ${columns}, i.buyer_legal_name, i.buyer_address, i.buyer_siret, i.buyer_vat_number
    from subscription_invoices i join restaurants r on r.id = i.restaurant_id where i.id = ${id}`);
  return rows[0];
};

/** Locks (creating it when missing) the counter of a year; concurrent runs wait here. */
export const lockCounter = async (tx: Tx, year: number) => {
  await tx.execute(sql`insert into invoice_number_counters (year, last_number) values (${year}, 0) on conflict (year) do nothing`);
  const { rows } = await tx.execute<{ last_number: number }>(
    sql`select last_number from invoice_number_counters where year = ${year} for update`,
  );
  return rows[0].last_number;
};

export const saveCounter = (tx: Tx, year: number, last: number) =>
  tx.execute(sql`update invoice_number_counters set last_number = ${last} where year = ${year}`);

export type Billable = {
  subscription_id: string;
  restaurant_id: string;
  recurring: 'monthly' | 'yearly';
  name: string;
  legal_name: string | null;
  address: string | null;
  siret: string | null;
  vat_number: string | null;
};

/**
 * Subscriptions to invoice for a period: active ones, or trialing ones whose trial ended before the period,
 * started by the end of the period, not yet invoiced for it; yearly ones only in their anniversary month.
 */
export const billable = async (tx: Tx, periodStart: string, periodEnd: string) => {
  const { rows } = await tx.execute<Billable>(sql`
    select s.id as subscription_id, s.restaurant_id, s.recurring, r.name, r.legal_name,
      nullif(concat_ws(', ', r.address_line, nullif(concat_ws(' ', r.postal_code, r.city), '')), '') as address,
      r.siret, r.vat_number
    from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
    where r.deleted_at is null
      and (s.status = 'active' or (s.status = 'trialing' and s.trial_ends_on < ${periodStart}::date))
      and s.started_on <= ${periodEnd}::date
      and (s.recurring = 'monthly' or extract(month from s.started_on) = extract(month from ${periodStart}::date))
      and not exists (select 1 from subscription_invoices i where i.subscription_id = s.id and i.period = ${periodStart.slice(0, 7)})
    order by r.name, s.id`);
  return rows;
};

export const insertInvoice = async (
  tx: Tx,
  invoice: Record<string, unknown> & { lines: Omit<InvoiceLine, never>[]; restaurant_id: string },
) => {
  const { lines, ...head } = invoice;
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into subscription_invoices (restaurant_id, subscription_id, number, number_year, number_seq, period, recurring, status,
      issued_on, due_on, paid_at, buyer_legal_name, buyer_address, buyer_siret, buyer_vat_number, total_ht_cents, total_tva_cents, total_ttc_cents)
    values (${head.restaurant_id}, ${head.subscription_id}, ${head.number}, ${head.number_year}, ${head.number_seq}, ${head.period},
      ${head.recurring}, ${head.status}, ${head.issued_on}::date, ${head.due_on}::date, ${head.paid_at ?? null}::timestamptz,
      ${head.buyer_legal_name}, ${head.buyer_address}, ${head.buyer_siret}, ${head.buyer_vat_number},
      ${head.total_ht_cents}, ${head.total_tva_cents}, ${head.total_ttc_cents})
    returning id`);
  const id = rows[0].id;
  for (const [position, l] of lines.entries()) {
    await tx.execute(sql`insert into subscription_invoice_lines (invoice_id, position, restaurant_id, label, module_code, quantity,
      unit_price_cents, ht_cents, tva_cents, ttc_cents) values (${id}, ${position}, ${head.restaurant_id}, ${l.label}, ${l.module_code},
      ${l.quantity}, ${l.unit_price_cents}, ${l.ht_cents}, ${l.tva_cents}, ${l.ttc_cents})`);
  }
  return id;
};

export const markPaid = async (db: Db, id: string, paidAt?: string) => {
  const { rows } = await db.execute<{ id: string }>(sql`update subscription_invoices set status = 'paid',
    paid_at = coalesce(${paidAt ?? null}::timestamptz, now()), updated_at = now() where id = ${id} and status = 'issued' returning id`);
  return rows[0];
};
