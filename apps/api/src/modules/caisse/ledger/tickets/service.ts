import type { TicketDetail, TicketLine, TitreForm, TitreIssuer } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../lib/access';
import { conflict, notFound } from '../../../../lib/http-errors';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { notifySales } from '../../analytics/realtime';
import { lockLedger } from '../chain';
import { businessDateIn, type Queryable, readClock } from '../common';
import { deliveryHistories } from '../deliveries/repository';
import { recordEvent } from '../journal/service';
import { appendTickets } from './append';
import * as repo from './repository';

const NOT_FOUND = 'Ticket introuvable';

export const listTickets = repo.listTickets;

export const getTicket = async (db: Queryable, scope: RestaurantScope, id: string): Promise<TicketDetail> => {
  const row = await repo.findTicket(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  const parts = await repo.ticketParts(db, scope, [id]);
  const history = row.type === 'delivery' ? (await deliveryHistories(db, scope, [id])).get(id) : undefined;
  const { previous_hash, hash, reprints_count, ...summary } = row;
  return {
    ...repo.toSummary(summary),
    lines: (parts.lines.get(id) ?? []).map((l) => ({
      id: l.id,
      position: l.position,
      product_id: l.product_id,
      menu_id: l.menu_id,
      name: l.name,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      vat_rate_bp: l.vat_rate_bp,
      discount_cents: l.discount_cents,
      discount_reason: l.discount_reason ?? null,
      offered: l.offered,
      total_cents: l.total_cents,
      options: l.options,
      choices: ((l.choices as TicketLine['choices']) ?? []).map((c) => ({ ...c, name: c.name ?? '' })),
      vat_split: l.vat_split,
    })) as TicketLine[],
    payments: (parts.payments.get(id) ?? []).map((p) => ({
      method: p.method as TicketDetail['payments'][number]['method'],
      amount_cents: p.amount_cents,
      ...(p.issuer ? { issuer: p.issuer as TitreIssuer, titre_form: p.titre_form as TitreForm | null } : {}),
    })),
    vat: (parts.vats.get(id) ?? []).map(({ ticket_id: _, ...v }) => v),
    chain: { position: row.number, previous_hash, hash },
    reprints_count,
    delivery_history: history ?? [],
  };
};

/**
 * Cancels an ended ticket as PRODUCT §3.2 says: a `cancel_created` ticket with the negated lines, payments and
 * VAT that names the original, which becomes `canceled` (the one change the trigger lets through). A
 * cancellation cannot be cancelled, nor a ticket twice.
 */
export const cancelTicket = async (db: Db, scope: RestaurantScope, id: string, reason: string, user: SessionUser, now = new Date()) =>
  db.transaction(async (tx) => {
    const state = await lockLedger(tx, scope.restaurantId);
    const original = await repo.findTicket(tx, scope, id);
    if (!original) throw notFound(NOT_FOUND);
    if (original.status === 'cancel_created')
      throw conflict('Une annulation ne peut pas être annulée', { id: 'Une annulation ne peut pas être annulée' });
    if (original.status !== 'ended') throw conflict(`Le ticket n°${original.number} est déjà annulé`);
    const parts = await repo.ticketParts(tx, scope, [id]);
    const clock = await readClock(tx, scope);
    const [appended] = await appendTickets(tx, scope.restaurantId, state, [
      {
        ticket: {
          business_date: businessDateIn(clock, now),
          status: 'cancel_created',
          source: original.source,
          type: original.type,
          delivery_status: null,
          register_id: original.register_id,
          register_label: original.register_label,
          terminal_number: null,
          table_label: original.table,
          covers: -original.covers,
          pos_user_id: null,
          pos_user_name: null,
          customer_id: original.customer_id,
          customer_name: original.customer_name,
          customer_email: original.customer_email,
          opened_at: now,
          closed_at: now,
          total_ht_cents: -original.total_ht_cents,
          total_tva_cents: -original.total_tva_cents,
          total_ttc_cents: -original.total_ttc_cents,
          discount_cents: -original.discount_cents,
          offered_cents: -original.offered_cents,
          payment_methods: original.payment_methods,
          cancels_ticket_id: id,
          cancel_reason: reason,
          canceled_by_user_id: user.id,
        },
        lines: (parts.lines.get(id) ?? []).map((l) => ({
          position: l.position,
          product_id: l.product_id as string | null,
          menu_id: l.menu_id as string | null,
          name: l.name as string,
          quantity: -(l.quantity as number),
          unit_price_cents: l.unit_price_cents as number,
          vat_rate_bp: l.vat_rate_bp as number | null,
          discount_cents: -(l.discount_cents as number),
          discount_reason: (l.discount_reason as string | null) ?? null,
          offered: l.offered as boolean,
          total_cents: -(l.total_cents as number),
          options: l.options,
          choices: l.choices,
          vat_split: (l.vat_split as { rate_bp: number; ttc_cents: number }[]).map((v) => ({
            rate_bp: v.rate_bp,
            ttc_cents: -v.ttc_cents,
          })),
        })),
        // a cancellation takes its original's titre issuer and form, so the issuer's expected gross nets to zero
        payments: (parts.payments.get(id) ?? []).map((p) => ({
          position: p.position,
          method: p.method,
          amount_cents: -p.amount_cents,
          issuer: (p.issuer as string | null) ?? null,
          titre_form: (p.titre_form as string | null) ?? null,
        })),
        vats: (parts.vats.get(id) ?? []).map((v) => ({
          rate_bp: v.rate_bp,
          ht_cents: -v.ht_cents,
          tva_cents: -v.tva_cents,
          ttc_cents: -v.ttc_cents,
        })),
      },
    ]);
    await tx.execute(sql`update caisse_tickets set status = 'canceled' where ${inScope(scope, sql`restaurant_id`)} and id = ${id}`);
    await notifySales(tx, scope.restaurantId);
    await recordEvent(tx, scope.restaurantId, {
      kind: 'ticket_canceled',
      user,
      ticketId: id,
      details: { number: original.number, cancel_ticket_id: appended.id, cancel_number: appended.number, reason },
    });
    return getTicket(tx, scope, appended.id);
  });
