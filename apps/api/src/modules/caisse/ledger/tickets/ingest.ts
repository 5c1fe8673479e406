import { issuesToFields, type TicketBatchResult, type TicketInputParsed, type TicketResult, ticketInputSchema } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { salesNotice } from '../../analytics/realtime';
import { ANONYMISED_NAME } from '../../customers/anonymised';
import { lockLedger } from '../chain';
import type { AppendedTicket, TicketDraft } from './append';
import { appendPrepared, prepareTickets } from './append';
import { loadReferences, type References } from './references';
import { checkTicket, type PreparedTicket } from './validate';

const REFUSED = 'Ticket refusé';

const draftOf = (p: PreparedTicket, registerId: string | null, refs: References): TicketDraft => {
  const t = p.input;
  // a terminal still holding an erased customer's details: the ticket keeps the link, not the person
  const erased = t.customer_id ? refs.anonymisedCustomers.has(t.customer_id) : false;
  return {
    ticket: {
      business_date: p.business_date,
      status: 'ended',
      source: t.source,
      type: t.type,
      delivery_status: t.delivery_status ?? null,
      register_id: registerId,
      register_label: refs.registerLabel,
      terminal_number: t.terminal_number,
      table_label: t.table ?? null,
      covers: t.covers,
      pos_user_id: t.pos_user_id ?? null,
      pos_user_name: p.pos_user_name,
      customer_id: t.customer_id ?? null,
      customer_name: erased ? ANONYMISED_NAME : (t.customer_name ?? null),
      customer_email: erased ? null : (t.customer_email ?? null),
      opened_at: new Date(t.opened_at),
      closed_at: new Date(t.closed_at),
      total_ht_cents: p.totals.total_ht_cents,
      total_tva_cents: p.totals.total_tva_cents,
      total_ttc_cents: p.totals.total_ttc_cents,
      discount_cents: p.totals.discount_cents,
      offered_cents: p.totals.offered_cents,
      payment_methods: [...new Set(t.payments.map((x) => x.method))],
    },
    lines: t.lines.map((l, i) => ({
      position: i,
      product_id: l.product_id ?? null,
      menu_id: l.menu_id ?? null,
      name: p.names[i],
      quantity: l.quantity,
      unit_price_cents: l.unit_price_cents,
      vat_rate_bp: l.product_id ? (l.vat_rate_bp ?? null) : null,
      discount_cents: p.totals.lines[i].discount,
      discount_reason: l.discount_reason ?? null,
      offered: l.offered,
      total_cents: p.totals.lines[i].total,
      options: l.options.map((o) => ({ option_value_id: o.option_value_id ?? null, name: o.name, price_delta_cents: o.price_delta_cents })),
      choices: l.choices.map((c) => ({ ...c, name: refs.products.get(c.product_id)?.name ?? '', step_id: c.step_id ?? null })),
      vat_split: p.totals.lines[i].vat_split,
    })),
    payments: t.payments.map((x, i) => ({
      position: i,
      method: x.method,
      amount_cents: x.amount_cents,
      issuer: x.issuer ?? null,
      titre_form: x.titre_form ?? null,
    })),
    vats: p.totals.vat.filter((v) => v.ttc_cents !== 0),
  };
};

/**
 * The one way a ticket enters the ledger (terminal API, demo data, tests): each ticket is validated on its
 * own, then the accepted ones are numbered and chained in one transaction under the restaurant's ledger lock.
 * Idempotent on (restaurant, register, terminal number): a replay, in a later call, in the same batch or in
 * a concurrent call waiting on the lock, answers the stored ticket, never a second one.
 */
export const ingestTickets = async (
  db: Db,
  restaurantId: string,
  registerId: string | null,
  raw: readonly unknown[],
): Promise<TicketBatchResult> => {
  const results: TicketResult[] = new Array(raw.length);
  const parsed: { index: number; input: TicketInputParsed }[] = [];
  raw.forEach((r, index) => {
    const res = ticketInputSchema.safeParse(r);
    const tn = (r as { terminal_number?: unknown })?.terminal_number;
    if (res.success) parsed.push({ index, input: res.data });
    else
      results[index] = {
        index,
        terminal_number: typeof tn === 'number' ? tn : null,
        status: 'refused',
        ticket: null,
        error: { message: REFUSED, fields: issuesToFields(res.error.issues) },
      };
  });
  const refs = await loadReferences(
    db,
    restaurantId,
    registerId,
    parsed.map((p) => p.input),
  );
  const accepted: { index: number; prepared: PreparedTicket }[] = [];
  for (const { index, input } of parsed) {
    const checked = checkTicket(input, refs);
    if ('fields' in checked)
      results[index] = {
        index,
        terminal_number: input.terminal_number,
        status: 'refused',
        ticket: null,
        error: { message: REFUSED, fields: checked.fields },
      };
    else accepted.push({ index, prepared: checked });
  }
  if (accepted.length) {
    // everything but the chain fields before the lock: the time under it is what every terminal waits for
    const drafts = accepted.map((a) => draftOf(a.prepared, registerId, refs));
    const batch = prepareTickets(restaurantId, drafts);
    await db.transaction(async (tx) => {
      const state = await lockLedger(tx, restaurantId);
      const numbers = accepted.map((a) => a.prepared.input.terminal_number);
      // `=` / `is null`, not `is not distinct from`, which no index takes: the lookup then walked all the
      // restaurant's tickets per batch whenever the planner misjudged their number (a new restaurant's first year)
      const onRegister = registerId === null ? sql`register_id is null` : sql`register_id = ${registerId}`;
      const { rows } = await tx.execute<AppendedTicket & { terminal_number: number }>(
        sql`select id, number, business_date::text as business_date, hash, late, terminal_number from caisse_tickets
            where restaurant_id = ${restaurantId} and ${onRegister}
              and terminal_number = any(${`{${numbers.join(',')}}`}::int[])`,
      );
      const known = new Map<number, AppendedTicket | number>(rows.map(({ terminal_number, ...ref }) => [terminal_number, ref]));
      const fresh: number[] = [];
      const replays: { index: number; terminal_number: number }[] = [];
      accepted.forEach(({ index, prepared }, i) => {
        const tn = prepared.input.terminal_number;
        if (known.has(tn)) replays.push({ index, terminal_number: tn });
        else {
          known.set(tn, fresh.length);
          fresh.push(i);
        }
      });
      // rows, ledger state and the live screens' notice (delivered at commit) in one statement
      const stored = await appendPrepared(tx, restaurantId, state, batch, {
        only: fresh.length === accepted.length ? undefined : fresh,
        returning: salesNotice(restaurantId),
      });
      fresh.forEach((i, k) => {
        const { index } = accepted[i];
        results[index] = {
          index,
          terminal_number: drafts[i].ticket.terminal_number ?? null,
          status: 'stored',
          ticket: stored[k],
          error: null,
        };
      });
      for (const r of replays) {
        const k = known.get(r.terminal_number);
        const ticket = typeof k === 'number' ? stored[k] : (k as AppendedTicket);
        results[r.index] = { index: r.index, terminal_number: r.terminal_number, status: 'replayed', ticket, error: null };
      }
    });
  }
  const count = (s: TicketResult['status']) => results.filter((r) => r.status === s).length;
  return { stored: count('stored'), replayed: count('replayed'), refused: count('refused'), results };
};
