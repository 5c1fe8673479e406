import type { InvoiceLine, invoiceListQuerySchema, SubscriptionInvoice } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/database';
import { subscriptionCreditNotes, subscriptionInvoiceLines, subscriptionInvoices } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { heldModulesSql } from '../subscriptions/amounts';

type Query = z.infer<typeof invoiceListQuerySchema>;

/** Overdue is not stored: an issued invoice whose due date has passed. */
export const statusSql = sql`(case when i.status = 'issued' and i.due_on < (now() at time zone 'Europe/Paris')::date then 'overdue' else i.status end)`;

const columns = sql`i.id, i.number, i.subscription_id, i.restaurant_id, r.name as restaurant_name, i.period, i.recurring,
  ${statusSql} as status, i.issued_on::text as issued_on, i.due_on::text as due_on,
  ${iso(sql`i.paid_at`)} as paid_at, i.payment_method,
  i.total_ht_cents, i.total_tva_cents, i.total_ttc_cents,
  (select json_build_object('id', c.id, 'number', c.number, 'issued_on', c.issued_on::text, 'reason', c.reason,
    'total_ht_cents', c.total_ht_cents, 'total_tva_cents', c.total_tva_cents, 'total_ttc_cents', c.total_ttc_cents)
    from subscription_credit_notes c where c.restaurant_id = i.restaurant_id and c.invoice_id = i.id) as credit_note,
  coalesce((select json_agg(json_build_object('label', l.label, 'module_code', l.module_code, 'quantity', l.quantity,
    'unit_price_cents', l.unit_price_cents, 'ht_cents', l.ht_cents, 'tva_cents', l.tva_cents, 'ttc_cents', l.ttc_cents)
    order by l.position) from subscription_invoice_lines l where l.restaurant_id = i.restaurant_id and l.invoice_id = i.id), '[]'::json) as lines`;

export const list = (db: Db, q: Query) =>
  pagedQuery<SubscriptionInvoice>({
    db,
    query: q,
    select: columns,
    from: sql`subscription_invoices i join restaurants r on r.id = i.restaurant_id`,
    where: [q.status ? sql`${statusSql} = ${q.status}` : undefined],
    searchColumns: [
      sql`i.number`,
      sql`r.name`,
      sql`r.legal_name`,
      sql`(select c.number from subscription_credit_notes c where c.restaurant_id = i.restaurant_id and c.invoice_id = i.id)`,
    ],
    sortColumns: {
      number: [sql`i.number_year`, sql`i.number_seq`],
      issued_on: sql`i.issued_on`,
      period: sql`i.period`,
      restaurant_name: sql`lower(r.name)`,
      total_ttc_cents: sql`i.total_ttc_cents`,
      due_on: sql`i.due_on`,
    },
    tieBreaker: sql`i.number_seq desc, i.id`,
  });

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

const counterTables = { invoice: sql`invoice_number_counters`, credit_note: sql`credit_note_number_counters` };
type Counter = keyof typeof counterTables;

/** Locks (creating it when missing) the counter of a year; concurrent runs wait here. */
export const lockCounter = async (tx: Tx, year: number, counter: Counter = 'invoice') => {
  const table = counterTables[counter];
  await tx.execute(sql`insert into ${table} (year, last_number) values (${year}, 0) on conflict (year) do nothing`);
  const { rows } = await tx.execute<{ last_number: number }>(sql`select last_number from ${table} where year = ${year} for update`);
  return rows[0].last_number;
};

export const saveCounter = (tx: Tx, year: number, last: number, counter: Counter = 'invoice') =>
  tx.execute(sql`update ${counterTables[counter]} set last_number = ${last} where year = ${year}`);

export type Billable = {
  subscription_id: string;
  restaurant_id: string;
  recurring: 'monthly' | 'yearly';
  /** First billed day: the start, or the day after the trial (`trial_ends_on` is the trial's last day). */
  billed_from: string;
  /** Last billed day: the day of the cancellation (Paris), or null while the subscription runs. */
  billed_to: string | null;
  /** Yearly: the first day of the year this run bills (the anniversary of `billed_from` in the period). */
  year_start: string | null;
  name: string;
  legal_name: string | null;
  address: string | null;
  siret: string | null;
  vat_number: string | null;
};

/**
 * Subscriptions to invoice for a period, not yet invoiced for it: those with a billed day in the period —
 * after the trial (a trial without an end date is not billed), up to the cancellation —; yearly ones only when
 * their year starts in the period (and the cancellation, if any, did not come before).
 */
export const billable = async (tx: Tx, periodStart: string, periodEnd: string) => {
  const { rows } = await tx.execute<Billable>(sql`
    with s as (
      select s.id, s.restaurant_id, s.recurring,
        case when s.trial_ends_on is null then s.started_on else greatest(s.started_on, s.trial_ends_on + 1) end as billed_from,
        -- up to the cancellation day, or the day before the restaurant's next subscription took over (a switch
        -- made on one day bills that day once, to the new subscription)
        case when s.canceled_at is not null then least((s.canceled_at at time zone 'Europe/Paris')::date,
          (select min(n.started_on) - 1 from restaurant_subscriptions n
            where n.restaurant_id = s.restaurant_id and n.id <> s.id and n.started_on > s.started_on)) end as billed_to
      from restaurant_subscriptions s
      -- past due is left out as before; a canceled one without its date cannot be dated
      where s.status = 'active' or (s.status = 'canceled' and s.canceled_at is not null)
        or (s.status = 'trialing' and s.trial_ends_on is not null)
    ), y as (
      select s.*, case when s.recurring = 'yearly' and extract(month from s.billed_from) = extract(month from ${periodStart}::date)
        then (s.billed_from + make_interval(years => extract(year from ${periodStart}::date)::int - extract(year from s.billed_from)::int))::date
        end as year_start
      from s
    )
    select y.id as subscription_id, y.restaurant_id, y.recurring, y.billed_from::text as billed_from, y.billed_to::text as billed_to,
      y.year_start::text as year_start, r.name, r.legal_name,
      nullif(concat_ws(', ', r.address_line, nullif(concat_ws(' ', r.postal_code, r.city), '')), '') as address,
      r.siret, r.vat_number
    from y join restaurants r on r.id = y.restaurant_id
    where r.deleted_at is null
      and y.billed_from <= ${periodEnd}::date
      and (y.billed_to is null or y.billed_to >= ${periodStart}::date)
      and (y.recurring = 'monthly' or (y.year_start >= y.billed_from and (y.billed_to is null or y.billed_to >= y.year_start)))
      and not exists (select 1 from subscription_invoices i where i.restaurant_id = y.restaurant_id and i.subscription_id = y.id
        and i.period = ${periodStart.slice(0, 7)})
    order by r.name, y.id`);
  return rows;
};

export type HeldModule = {
  restaurant_id: string;
  code_name: string;
  title: string;
  monthly_price_cents: number;
  starts_on: string;
  ends_on: string | null;
};

/** Modules held during the period by each of the restaurants, with their dates, in catalogue order, in one query. */
export const heldModules = async (tx: Tx, restaurantIds: string[], periodStart: string, periodEnd: string) => {
  if (!restaurantIds.length) return [];
  const ids = sql`any(${`{${restaurantIds.join(',')}}`}::uuid[])`;
  const { rows } = await tx.execute<HeldModule>(
    sql`select * from (${heldModulesSql(ids, sql`${periodStart}::date`, sql`${periodEnd}::date`)}) h order by h.restaurant_id, h.position`,
  );
  return rows;
};

/** The month of the first subscription: where the months an admin may bill begin. */
export const firstStartedOn = async (db: Db) => {
  const { rows } = await db.execute<{ first: string | null }>(
    sql`select min(s.started_on)::text as first from restaurant_subscriptions s join restaurants r on r.id = s.restaurant_id
      where r.deleted_at is null`,
  );
  return rows[0]?.first ?? null;
};

export type NewInvoice = Omit<typeof subscriptionInvoices.$inferInsert, 'id' | 'created_at' | 'updated_at'> & { lines: InvoiceLine[] };

/** Writes a run's invoices in one multi-row insert and all their lines in another. */
export const insertInvoices = async (tx: Tx, invoices: NewInvoice[]) => {
  if (!invoices.length) return;
  const heads = await tx
    .insert(subscriptionInvoices)
    .values(invoices.map(({ lines, ...head }) => head))
    .returning({ id: subscriptionInvoices.id, number: subscriptionInvoices.number });
  // RETURNING does not promise the VALUES order: invoices are matched by their unique number.
  const idOf = new Map(heads.map((h) => [h.number, h.id]));
  const lines = invoices.flatMap((invoice) =>
    invoice.lines.map((l, position) => ({
      invoice_id: idOf.get(invoice.number) as string,
      position,
      restaurant_id: invoice.restaurant_id,
      label: l.label,
      module_code: l.module_code,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      ht_cents: l.ht_cents,
      tva_cents: l.tva_cents,
      ttc_cents: l.ttc_cents,
    })),
  );
  if (lines.length) await tx.insert(subscriptionInvoiceLines).values(lines);
};

/** Records the payment of an issued invoice (its date, at noon Paris time, and method). */
export const markPaid = async (db: Db, id: string, paidOn: string, method: string) => {
  const { rows } = await db.execute<{ id: string }>(sql`update subscription_invoices set status = 'paid',
    paid_at = (${paidOn}::date + time '12:00') at time zone 'Europe/Paris', payment_method = ${method}, updated_at = now()
    where id = ${id} and status = 'issued' returning id`);
  return rows[0];
};

/** The invoice, locked for the credit note (its status and totals), or undefined. */
export const lockInvoice = async (tx: Tx, id: string) => {
  const { rows } = await tx.execute<{
    id: string;
    restaurant_id: string;
    status: string;
    total_ht_cents: number;
    total_tva_cents: number;
    total_ttc_cents: number;
  }>(sql`select id, restaurant_id, status, total_ht_cents, total_tva_cents, total_ttc_cents
    from subscription_invoices where id = ${id} for update`);
  return rows[0];
};

export const insertCreditNote = async (tx: Tx, values: typeof subscriptionCreditNotes.$inferInsert) => {
  await tx.insert(subscriptionCreditNotes).values(values);
  await tx.execute(sql`update subscription_invoices set status = 'canceled', updated_at = now() where id = ${values.invoice_id}`);
};
