import { type PayoutDay, type PayoutProvider, payoutProviderLabels } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import type { Queryable } from '../../ledger/common';

/**
 * Which payments a provider pays out (docs/caisse-banking.md « Payment providers »), on `p` (payments) and `t`
 * (tickets): every card payment is the acquirer's; an online payment is its ticket source's platform, else the site's;
 * a titre-restaurant is its sealed issuer's when paid by card (paper titres go by remittance slip).
 */
export const providerPayments = (provider: PayoutProvider): SQL => {
  switch (provider) {
    case 'card':
      return sql`p.method = 'card'`;
    case 'uber_eats':
    case 'deliveroo':
      return sql`p.method = 'online' and t.source = ${provider}`;
    case 'web':
      return sql`p.method = 'online' and t.source not in ('uber_eats', 'deliveroo')`;
    default:
      return sql`p.method = 'ticket' and p.issuer = ${provider} and p.titre_form = 'card'`;
  }
};

export const providerLabel = (provider: PayoutProvider) => payoutProviderLabels[provider];
export const frenchDate = (d: string) => d.split('-').reverse().join('/');

/**
 * A provider's gross by business day (payments of the day's tickets, cancellations negative, so a cancelled day nets
 * to zero), between two days, with the payout each day is matched with. Days netting to zero are left out.
 */
export const providerDays = async (
  db: Queryable,
  scope: RestaurantScope,
  provider: PayoutProvider,
  range: { from?: string; before?: string; dates?: readonly string[] },
) => {
  const { rows } = await db.execute<PayoutDay & { payout_id: string | null; received_on: string | null }>(
    sql`select g.business_date, g.gross_cents::int as gross_cents, pd.payout_id, po.received_on::text as received_on from (
          select t.business_date::text as business_date, sum(p.amount_cents)::bigint as gross_cents
            from caisse_ticket_payments p join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
           where ${inScope(scope, sql`p.restaurant_id`)} and ${providerPayments(provider)}
             ${range.from ? sql`and t.business_date >= ${range.from}::date` : sql``}
             ${range.before ? sql`and t.business_date < ${range.before}::date` : sql``}
             ${range.dates ? sql`and t.business_date = any(${`{${range.dates.join(',')}}`}::date[])` : sql``}
           group by t.business_date having sum(p.amount_cents) <> 0) g
        left join caisse_payout_days pd on ${inScope(scope, sql`pd.restaurant_id`)} and pd.provider = ${provider}
          and pd.business_date = g.business_date::date
        left join caisse_payouts po on po.restaurant_id = pd.restaurant_id and po.id = pd.payout_id
        order by g.business_date`,
  );
  return rows.map((r) => ({ ...r, gross_cents: Number(r.gross_cents) }));
};

/** An online platform's order: a ticket of its source, paid online (`gross_cents`: its online payments). */
export type ProviderOrder = { number: number; business_date: string; status: string; gross_cents: number };

/**
 * A platform's orders (docs/caisse-banking.md « Relevés », per order): those numbered, and every valid order of the
 * days given — so that a statement's order missing from the till, or the till's order missing from the statement,
 * can be named.
 */
export const providerOrders = async (
  db: Queryable,
  scope: RestaurantScope,
  provider: PayoutProvider,
  which: { numbers: readonly number[]; dates: readonly string[] },
): Promise<ProviderOrder[]> => {
  const { rows } = await db.execute<ProviderOrder>(
    sql`select t.number, t.business_date::text as business_date, t.status, sum(p.amount_cents)::int as gross_cents
          from caisse_ticket_payments p join caisse_tickets t on t.restaurant_id = p.restaurant_id and t.id = p.ticket_id
         where ${inScope(scope, sql`p.restaurant_id`)} and ${providerPayments(provider)}
           and (t.number = any(${`{${which.numbers.join(',')}}`}::int[])
                or (t.status = 'ended' and t.business_date = any(${`{${which.dates.join(',')}}`}::date[])))
         group by t.number, t.business_date, t.status order by t.number`,
  );
  return rows.map((r) => ({ ...r, number: Number(r.number), gross_cents: Number(r.gross_cents) }));
};
