import type { caisseTicketLines, caisseTicketPayments, caisseTickets, caisseTicketVats } from '../../../../db/schema';
import { canonicalJson } from '../canonical-json';
import { iso } from '../common';

type TicketRow = Omit<typeof caisseTickets.$inferInsert, 'opened_at' | 'closed_at'> & {
  opened_at: Date | string;
  closed_at: Date | string;
};
type LineRow = Omit<typeof caisseTicketLines.$inferInsert, 'restaurant_id' | 'ticket_id'>;
type PaymentRow = Pick<typeof caisseTicketPayments.$inferInsert, 'position' | 'method' | 'amount_cents' | 'issuer' | 'titre_form'>;
type VatRow = Pick<typeof caisseTicketVats.$inferInsert, 'rate_bp' | 'ht_cents' | 'tva_cents' | 'ttc_cents'>;

/**
 * The forms of a ticket's seal, oldest first, and what each one added (docs/caisse-ledger.md "Seal versions"). A
 * ticket records the version it was sealed with (`caisse_tickets.seal_version`) and is always sealed again in that
 * form — by the integrity check, by anyone re-hashing an archive — so the chains written before a version verify
 * byte for byte. A new fact of the sale (a payment's provider…) enters the seal as a new version: a key here saying
 * what it adds, its field written in `ticketSeal` under `since(v, N)` only (never in the older forms), and
 * `CURRENT_SEAL_VERSION` moved to it so that new tickets take it.
 */
export const SEAL_VERSIONS = {
  1: 'the sale, its lines, payments and VAT table (issue 10)',
  2: "each line's discount reason (`lines[].discount_reason`), and the version itself (`seal_version`)",
  3: "each payment's titre-restaurant issuer and form (`payments[].issuer`, `payments[].titre_form`), what its payout matches",
} as const;
export type SealVersion = keyof typeof SEAL_VERSIONS;
/** The form new tickets are sealed with. */
export const CURRENT_SEAL_VERSION: SealVersion = 3;
/** Whether the form `version` holds what `added` brought. */
const since = (version: number, added: SealVersion) => version >= added;

/**
 * What a ticket's hash covers, in the form of its `seal_version` (1 when absent, as the column's default): every fact
 * of the sale, its lines, payments and VAT table. Not its status (the one allowed change, proven by the cancelling
 * ticket that names it) nor the reception time.
 */
export const ticketSeal = (t: TicketRow, lines: readonly LineRow[], payments: readonly PaymentRow[], vats: readonly VatRow[]) => {
  const v = t.seal_version ?? 1;
  if (!(v in SEAL_VERSIONS)) throw new Error(`Ticket ${t.number}: unknown seal version ${v}`);
  return sealOf(v, t, lines, payments, vats);
};

const sealOf = (v: number, t: TicketRow, lines: readonly LineRow[], payments: readonly PaymentRow[], vats: readonly VatRow[]) => ({
  // keys in UTF-16 order, as JCS writes them: `canonicalJson` then needs no sorted copy (the bytes do not depend on it);
  // a version's keys are spread in their place, so the order holds in every form
  business_date: t.business_date,
  cancel_reason: t.cancel_reason ?? null,
  cancels_ticket_id: t.cancels_ticket_id ?? null,
  closed_at: iso(t.closed_at),
  covers: t.covers ?? 0,
  customer_email: t.customer_email ?? null,
  customer_id: t.customer_id ?? null,
  customer_name: t.customer_name ?? null,
  delivery_status: t.delivery_status ?? null,
  discount_cents: t.discount_cents ?? 0,
  id: t.id,
  late: t.late ?? false,
  lines: [...lines]
    .sort((a, b) => a.position - b.position)
    .map((l) => ({
      choices: l.choices ?? [],
      discount_cents: l.discount_cents ?? 0,
      ...(since(v, 2) ? { discount_reason: l.discount_reason ?? null } : {}),
      menu_id: l.menu_id ?? null,
      name: l.name,
      offered: l.offered ?? false,
      options: l.options ?? [],
      position: l.position,
      product_id: l.product_id ?? null,
      quantity: l.quantity,
      total_cents: l.total_cents,
      unit_price_cents: l.unit_price_cents,
      vat_rate_bp: l.vat_rate_bp ?? null,
      vat_split: l.vat_split,
    })),
  number: t.number,
  offered_cents: t.offered_cents ?? 0,
  opened_at: iso(t.opened_at),
  payments: [...payments]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({
      amount_cents: p.amount_cents,
      ...(since(v, 3) ? { issuer: p.issuer ?? null } : {}),
      method: p.method,
      ...(since(v, 3) ? { titre_form: p.titre_form ?? null } : {}),
    })),
  pos_user_id: t.pos_user_id ?? null,
  pos_user_name: t.pos_user_name ?? null,
  register_id: t.register_id ?? null,
  restaurant_id: t.restaurant_id,
  ...(since(v, 2) ? { seal_version: v } : {}),
  source: t.source,
  table: t.table_label ?? null,
  terminal_number: t.terminal_number ?? null,
  total_ht_cents: t.total_ht_cents,
  total_ttc_cents: t.total_ttc_cents,
  total_tva_cents: t.total_tva_cents,
  type: t.type,
  vat: [...vats]
    .sort((a, b) => a.rate_bp - b.rate_bp)
    .map((v) => ({ ht_cents: v.ht_cents, rate_bp: v.rate_bp, ttc_cents: v.ttc_cents, tva_cents: v.tva_cents })),
});

type TicketSeal = ReturnType<typeof ticketSeal>;

/**
 * A seal's canonical JSON cut around the two fields only the ledger lock knows (`late`, `number`): written before
 * the lock, so that under it a batch only fills them in (`sealedJson`) — the same bytes as `canonicalJson` of the
 * whole seal (caisse-ledger-seal.test.ts), since JCS writes an object's members in key order and the members
 * before, between and after the two keys are written as their own objects' members.
 */
export type SealParts = readonly [string, string, string];
export const sealParts = (seal: TicketSeal): SealParts => {
  const before: Record<string, unknown> = {};
  const between: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(seal)) {
    if (k === 'late' || k === 'number') continue;
    (k < 'late' ? before : k < 'number' ? between : after)[k] = v;
  }
  const [a, b, c] = [before, between, after].map((o) => canonicalJson(o).slice(1, -1));
  return [`{${a ? `${a},` : ''}"late":`, `${b ? `,${b}` : ''},"number":`, `${c ? `,${c}` : ''}}`];
};
export const sealedJson = (parts: SealParts, late: boolean, number: number) => `${parts[0]}${late}${parts[1]}${number}${parts[2]}`;
