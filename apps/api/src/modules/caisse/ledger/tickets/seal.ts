import type { caisseTicketLines, caisseTicketPayments, caisseTickets, caisseTicketVats } from '../../../../db/schema';
import { iso } from '../common';

type TicketRow = Omit<typeof caisseTickets.$inferInsert, 'opened_at' | 'closed_at'> & {
  opened_at: Date | string;
  closed_at: Date | string;
};
type LineRow = Omit<typeof caisseTicketLines.$inferInsert, 'restaurant_id' | 'ticket_id'>;
type PaymentRow = Pick<typeof caisseTicketPayments.$inferInsert, 'position' | 'method' | 'amount_cents'>;
type VatRow = Pick<typeof caisseTicketVats.$inferInsert, 'rate_bp' | 'ht_cents' | 'tva_cents' | 'ttc_cents'>;

/**
 * What a ticket's hash covers: every fact of the sale, its lines, payments and VAT table. Not its status (the
 * one allowed change, proven by the cancelling ticket that names it) nor the reception time.
 */
export const ticketSeal = (t: TicketRow, lines: readonly LineRow[], payments: readonly PaymentRow[], vats: readonly VatRow[]) => ({
  id: t.id,
  restaurant_id: t.restaurant_id,
  number: t.number,
  business_date: t.business_date,
  source: t.source,
  type: t.type,
  delivery_status: t.delivery_status ?? null,
  register_id: t.register_id ?? null,
  terminal_number: t.terminal_number ?? null,
  table: t.table_label ?? null,
  covers: t.covers ?? 0,
  pos_user_id: t.pos_user_id ?? null,
  pos_user_name: t.pos_user_name ?? null,
  customer_id: t.customer_id ?? null,
  customer_name: t.customer_name ?? null,
  customer_email: t.customer_email ?? null,
  opened_at: iso(t.opened_at),
  closed_at: iso(t.closed_at),
  total_ht_cents: t.total_ht_cents,
  total_tva_cents: t.total_tva_cents,
  total_ttc_cents: t.total_ttc_cents,
  discount_cents: t.discount_cents ?? 0,
  offered_cents: t.offered_cents ?? 0,
  late: t.late ?? false,
  cancels_ticket_id: t.cancels_ticket_id ?? null,
  cancel_reason: t.cancel_reason ?? null,
  lines: [...lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => ({
      position: l.position,
      product_id: l.product_id ?? null,
      menu_id: l.menu_id ?? null,
      name: l.name,
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      vat_rate_bp: l.vat_rate_bp ?? null,
      discount_cents: l.discount_cents ?? 0,
      offered: l.offered ?? false,
      total_cents: l.total_cents,
      options: l.options ?? [],
      choices: l.choices ?? [],
      vat_split: l.vat_split,
    })),
  payments: [...payments].sort((a, b) => a.position - b.position).map((p) => ({ method: p.method, amount_cents: p.amount_cents })),
  vat: [...vats]
    .sort((a, b) => a.rate_bp - b.rate_bp)
    .map((v) => ({ rate_bp: v.rate_bp, ht_cents: v.ht_cents, tva_cents: v.tva_cents, ttc_cents: v.ttc_cents })),
});
