import { type DeliveryStatus, type DeliveryStatusEvent, deliveryStatusLabels } from '@fitfit/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../../../lib/tenant-scope';
import { iso, type Queryable } from '../common';

/**
 * A delivery ticket's status now, from `caisse_tickets t`: its last change sent by a terminal, else the status sealed
 * with it (docs/caisse-ledger.md "Delivery status"). One index probe per ticket (the changes' unique key starts with
 * the restaurant and the ticket).
 */
export const currentDeliveryStatus = (t: SQL = sql`t`): SQL =>
  sql`coalesce((select s.status from caisse_delivery_status_changes s where s.restaurant_id = ${t}.restaurant_id and s.ticket_id = ${t}.id
      order by s.occurred_at desc, s.id desc limit 1), ${t}.delivery_status)`;

const uuids = (ids: readonly string[]) => sql`any(${`{${ids.join(',')}}`}::uuid[])`;

/** Each ticket's delivery statuses in order: the sealed one (at the ticket's closing), then the terminals' changes. */
export const deliveryHistories = async (db: Queryable, scope: TenantScope, ticketIds: readonly string[]) => {
  const { rows } = await db.execute<{
    ticket_id: string;
    status: DeliveryStatus;
    occurred_at: Date;
    origin: 'ticket' | 'terminal';
    register_label: string | null;
  }>(
    sql`select t.id as ticket_id, t.delivery_status as status, t.closed_at as occurred_at, 'ticket' as origin, t.register_label, 0 as k, t.id as tie
          from caisse_tickets t where ${inScope(scope, sql`t.restaurant_id`)} and t.id = ${uuids(ticketIds)} and t.delivery_status is not null
        union all
        select s.ticket_id, s.status, s.occurred_at, 'terminal', (select coalesce(rh.label, h.brand || ' ' || h.model)
            from restaurant_hardwares rh join hardwares h on h.id = rh.hardware_id where rh.id = s.register_id), 1, s.id
          from caisse_delivery_status_changes s where ${inScope(scope, sql`s.restaurant_id`)} and s.ticket_id = ${uuids(ticketIds)}
        order by ticket_id, k, occurred_at, tie`,
  );
  const byTicket = new Map<string, DeliveryStatusEvent[]>();
  for (const { ticket_id, occurred_at, ...r } of rows)
    byTicket.set(ticket_id, [...(byTicket.get(ticket_id) ?? []), { ...r, occurred_at: iso(occurred_at) }]);
  return byTicket;
};

/** A status's row of a breakdown; `null` is a delivery ticket that never had one. */
export interface DeliveryStatusRow {
  key: DeliveryStatus | null;
  label: string;
  tickets: number;
  ttc_cents: number;
}
const order = [...(Object.keys(deliveryStatusLabels) as DeliveryStatus[]), null];
/** Rows in the order a delivery goes through, those without a status last. */
export const inDeliveryOrder = (rows: DeliveryStatusRow[]) => rows.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));

/**
 * The delivery orders of a business-day range by their status now (real time: today; the analyses: a range), and the
 * time from each order's ticket to its « Livrée » sent by a terminal. Cancellations' own tickets are left out: the
 * cancelled order keeps its status. One statement; reads the tickets (deliveries are a small part of them) by the
 * restaurant-and-date index.
 */
export const deliveriesOf = async (db: Queryable, scope: TenantScope, range: { from: string; to: string }) => {
  const { rows } = await db.execute<{
    status: DeliveryStatus | null;
    tickets: number;
    ttc_cents: string;
    timed: number;
    minutes: string | null;
  }>(
    sql`select d.status, count(*)::int as tickets, sum(d.total_ttc_cents)::bigint as ttc_cents,
          count(d.delivered_at)::int as timed, sum(extract(epoch from d.delivered_at - d.closed_at) / 60) as minutes
        from (select t.total_ttc_cents, t.closed_at, ${currentDeliveryStatus()} as status,
                (select s.occurred_at from caisse_delivery_status_changes s
                  where s.restaurant_id = t.restaurant_id and s.ticket_id = t.id and s.status = 'delivered') as delivered_at
              from caisse_tickets t
              where ${inScope(scope, sql`t.restaurant_id`)} and t.business_date between ${range.from} and ${range.to}
                and t.type = 'delivery' and t.status <> 'cancel_created') d
        group by d.status`,
  );
  const byStatus = inDeliveryOrder(
    rows.map((r) => ({
      key: r.status,
      label: r.status ? deliveryStatusLabels[r.status] : 'Sans statut',
      tickets: r.tickets,
      ttc_cents: Number(r.ttc_cents),
    })),
  );
  const timed = rows.reduce((n, r) => n + r.timed, 0);
  const minutes = rows.reduce((n, r) => n + Number(r.minutes ?? 0), 0);
  return {
    by_status: byStatus,
    tickets: byStatus.reduce((n, r) => n + r.tickets, 0),
    ttc_cents: byStatus.reduce((n, r) => n + r.ttc_cents, 0),
    timed,
    average_minutes_to_delivered: timed ? Math.round((minutes / timed) * 10) / 10 : null,
  };
};
