import type { DeliveryStatus, TicketInput, TicketResult } from '@fitfit/contracts';
import type { RestaurantScope } from '../../lib/tenant-scope';
import { changeDeliveryStatuses, type DeliveryStatusChange } from '../../modules/caisse';
import type { Db } from '../database';

/**
 * The demo's delivery statuses (docs/caisse-ledger.md "Delivery status"). Drawn from the terminal number, not from
 * the sales generator's random sequence, so that every other figure of the demo stays the same.
 */

/** A delivery ticket is sent when the order is taken: « En attente », one in five already « En préparation ». */
export const withDemoDeliveryStatus = (t: TicketInput): TicketInput =>
  t.type === 'delivery' && !t.delivery_status ? { ...t, delivery_status: t.terminal_number % 5 === 0 ? 'preparing' : 'pending' } : t;

const MINUTE = 60_000;

/**
 * What the delivery tablet sends after the ticket, minutes after its closing: « En préparation », « Prête »,
 * « En livraison », then « Livrée » (25 to 40 minutes after the order) or, one delivery in thirty, « Échouée ».
 * Only what has happened by `now`: today's latest orders are still on their way.
 */
export const demoDeliveryChanges = (t: TicketInput, now: Date): Omit<DeliveryStatusChange, 'ticket_id'>[] => {
  const sealed = withDemoDeliveryStatus(t).delivery_status;
  if (t.type !== 'delivery' || !sealed) return [];
  const n = t.terminal_number;
  const closed = Date.parse(t.closed_at);
  const ready = closed + (12 + ((n * 7) % 9)) * MINUTE;
  const leaves = ready + (2 + (n % 5)) * MINUTE;
  const steps: [DeliveryStatus, number][] = [
    ['preparing', closed + (2 + (n % 4)) * MINUTE],
    ['ready', ready],
    ['delivering', leaves],
    n % 30 === 7 ? ['failed', leaves + 25 * MINUTE] : ['delivered', leaves + (9 + ((n * 11) % 15)) * MINUTE],
  ];
  return steps
    .filter(([status, at]) => status !== sealed && at <= now.getTime())
    .map(([status, at]) => ({ status, occurred_at: new Date(at).toISOString() }));
};

/** Sends the changes of a batch of stored demo tickets through the terminal call's service (one transaction). */
export const sendDemoDeliveryChanges = async (
  db: Db,
  scope: RestaurantScope,
  registerId: string | null,
  tickets: readonly TicketInput[],
  results: readonly TicketResult[],
  now = new Date(),
) => {
  const changes = tickets.flatMap((t, i) => {
    const id = results[i]?.ticket?.id;
    return id ? demoDeliveryChanges(t, now).map((c) => ({ ...c, ticket_id: id })) : [];
  });
  if (!changes.length) return;
  const refused = (await changeDeliveryStatuses(db, scope, registerId, changes, now)).find((r) => r.outcome === 'refused');
  if (refused && refused.outcome === 'refused') throw new Error(`Statut de livraison de démonstration refusé : ${refused.error.message}`);
};
