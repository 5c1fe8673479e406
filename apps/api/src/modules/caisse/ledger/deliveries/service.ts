import {
  type DeliveryStatus,
  type DeliveryStatusChangeInput,
  type DeliveryStatusState,
  deliveryStatusChangeInputSchema,
  deliveryTransitionError,
} from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { caisseDeliveryStatusChanges } from '../../../../db/schema';
import { conflict, type HttpError, notFound, unprocessable } from '../../../../lib/http-errors';
import { inScope, type RestaurantScope, tenantColumn } from '../../../../lib/tenant-scope';
import { notifySales } from '../../analytics/realtime';
import { deliveryHistories } from './repository';

/** A terminal's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 2 * 60_000;

export interface DeliveryStatusChange extends DeliveryStatusChangeInput {
  ticket_id: string;
}
export type ChangeResult = { outcome: 'changed' | 'unchanged' } | { outcome: 'refused'; error: HttpError };

type TicketRow = {
  id: string;
  number: number;
  type: string;
  status: string;
  delivery_status: DeliveryStatus | null;
  opened_at: Date;
};

/** Why a change is refused, or null: the ticket, the order of the statuses, the time it happened. */
const refusal = (
  ticket: TicketRow | undefined,
  known: { status: DeliveryStatus; at: Date | null }[],
  status: DeliveryStatus,
  at: Date,
  now: Date,
): HttpError | null => {
  if (!ticket) return notFound('Ticket introuvable');
  if (ticket.status === 'cancel_created')
    return unprocessable("Un ticket d'annulation n'a pas de statut de livraison", {
      status: `Le ticket n°${ticket.number} est une annulation`,
    });
  if (ticket.type !== 'delivery')
    return unprocessable(`Le ticket n°${ticket.number} n'est pas une livraison : il n'a pas de statut de livraison`, {
      status: 'Seul un ticket de type « Livraison » a un statut de livraison',
    });
  const order = deliveryTransitionError(known.at(-1)?.status ?? null, status);
  if (order) return conflict(order, { status: order });
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    return unprocessable('Statut refusé', { occurred_at: 'La date du changement de statut est dans le futur' });
  const last = known.findLast((k) => k.at !== null)?.at;
  if (at < new Date(ticket.opened_at) || (last && at < last))
    return unprocessable('Statut refusé', {
      occurred_at: `La date du changement précède ${last && at < last ? 'le statut précédent' : "l'ouverture du ticket"}`,
    });
  return null;
};

/**
 * Changes of delivery tickets' statuses, in the order given, in one transaction: each checked on its own (ticket of
 * the restaurant and of type delivery, the order of the statuses, its time), the accepted ones written in one insert.
 * A status the ticket already had (sealed or sent before) changes nothing (a terminal's replay). The tickets are
 * locked (`for no key update`, as a cancellation's status change) so that two terminals cannot both move one ticket
 * from the same status. Outside the seal: the ticket, its hash and the chain are untouched.
 */
export const changeDeliveryStatuses = (
  db: Db,
  scope: RestaurantScope,
  registerId: string | null,
  changes: readonly DeliveryStatusChange[],
  now = new Date(),
): Promise<ChangeResult[]> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(changes.map((c) => c.ticket_id))];
    const list = sql`any(${`{${ids.join(',')}}`}::uuid[])`;
    const tickets = await tx.execute<TicketRow>(
      sql`select id, number, type, status, delivery_status, opened_at from caisse_tickets t
          where ${inScope(scope, sql`t.restaurant_id`)} and t.id = ${list} for no key update`,
    );
    const sent = await tx.execute<{ ticket_id: string; status: DeliveryStatus; occurred_at: Date }>(
      sql`select ticket_id, status, occurred_at from caisse_delivery_status_changes
          where ${inScope(scope, tenantColumn())} and ticket_id = ${list} order by occurred_at, id`,
    );
    const ticketOf = new Map(tickets.rows.map((t) => [t.id, t]));
    // what each ticket's statuses are so far: the sealed one (no time of its own to compare with), then the changes
    const known = new Map<string, { status: DeliveryStatus; at: Date | null }[]>(
      tickets.rows.map((t) => [t.id, t.delivery_status ? [{ status: t.delivery_status, at: null }] : []]),
    );
    for (const s of sent.rows) known.get(s.ticket_id)?.push({ status: s.status, at: new Date(s.occurred_at) });
    const rows: (typeof caisseDeliveryStatusChanges.$inferInsert)[] = [];
    const results = changes.map((c): ChangeResult => {
      const { status, occurred_at } = deliveryStatusChangeInputSchema.parse({ status: c.status, occurred_at: c.occurred_at });
      const history = known.get(c.ticket_id) ?? [];
      if (ticketOf.get(c.ticket_id)?.type === 'delivery' && history.some((h) => h.status === status)) return { outcome: 'unchanged' };
      const at = occurred_at ? new Date(occurred_at) : now;
      const error = refusal(ticketOf.get(c.ticket_id), history, status, at, now);
      if (error) return { outcome: 'refused', error };
      history.push({ status, at });
      rows.push({ restaurant_id: scope.restaurantId, ticket_id: c.ticket_id, status, occurred_at: at, register_id: registerId });
      return { outcome: 'changed' };
    });
    if (rows.length) {
      await tx.insert(caisseDeliveryStatusChanges).values(rows);
      await notifySales(tx, scope.restaurantId); // real time shows the deliveries by status
    }
    return results;
  });

/** The terminal call: one ticket's change, refused with its French message; answers the ticket's state after it. */
export const changeDeliveryStatus = async (
  db: Db,
  scope: RestaurantScope,
  registerId: string | null,
  ticketId: string,
  input: DeliveryStatusChangeInput,
): Promise<{ changed: boolean; state: DeliveryStatusState }> => {
  const [result] = await changeDeliveryStatuses(db, scope, registerId, [{ ...input, ticket_id: ticketId }]);
  if (result.outcome === 'refused') throw result.error;
  const history = (await deliveryHistories(db, scope, [ticketId])).get(ticketId) ?? [];
  const { rows } = await db.execute<{ number: number }>(
    sql`select number from caisse_tickets where ${inScope(scope, tenantColumn())} and id = ${ticketId}`,
  );
  return {
    changed: result.outcome === 'changed',
    state: { ticket_id: ticketId, ticket_number: rows[0].number, delivery_status: history.at(-1)?.status ?? input.status, history },
  };
};
