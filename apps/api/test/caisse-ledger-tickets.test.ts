import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerWorld, ledgerWorld } from './caisse-ledger-world';
import { bearer } from './fixtures';

/** Terminal API: tickets in, every server-side check, idempotency, cancellation, and what PostgreSQL refuses. */
let w: LedgerWorld;
beforeAll(async () => {
  w = await ledgerWorld();
});
afterAll(() => w.ctx.close());

describe('caisse ledger: ticket ingestion', () => {
  it('stores a ticket (201) with its number, business date and hash; a replay answers the same ticket (200)', async () => {
    const t = w.ticket({ qty: 2 });
    const res = await w.device(t);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('stored');
    expect(body.ticket.number).toBeGreaterThan(0);
    expect(body.ticket.hash).toMatch(/^[0-9a-f]{64}$/);
    const replay = await w.device(t);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: 'replayed', ticket: { id: body.ticket.id, number: body.ticket.number } });
    const detail = (await w.call('GET', `tickets/${body.ticket.id}`)).json();
    expect(detail).toMatchObject({
      total_ttc_cents: 4400,
      total_tva_cents: 400,
      total_ht_cents: 4000,
      register_label: 'Caisse 1',
      status: 'ended',
      payments: [{ method: 'card', amount_cents: 4400 }],
      vat: [{ rate_bp: 1000, ht_cents: 4000, tva_cents: 400, ttc_cents: 4400 }],
      chain: { position: body.ticket.number, hash: body.ticket.hash },
    });
    expect(detail.lines[0]).toMatchObject({ name: 'Entrecôte', quantity: 2, total_cents: 4400 });
  });

  it("splits a menu's price between its choices' rates in proportion to their own prices", async () => {
    const lines = [
      {
        menu_id: w.menu.id,
        quantity: 1,
        unit_price_cents: 2500,
        choices: [
          { product_id: w.dish.id, unit_price_cents: 2200, vat_rate_bp: 1000 },
          { product_id: w.wine.id, unit_price_cents: 600, vat_rate_bp: 2000 },
        ],
      },
    ];
    const res = await w.device(w.ticket({ lines }));
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await w.call('GET', `tickets/${res.json().ticket.id}`)).json();
    // 2500 × 2200 / 2800 = 1964.29 → 1964 at 10 %, the rest (536) at 20 %
    expect(detail.lines[0].vat_split).toEqual([
      { rate_bp: 1000, ttc_cents: 1964 },
      { rate_bp: 2000, ttc_cents: 536 },
    ]);
    expect(detail.vat).toEqual([
      { rate_bp: 1000, ht_cents: 1785, tva_cents: 179, ttc_cents: 1964 },
      { rate_bp: 2000, ht_cents: 447, tva_cents: 89, ttc_cents: 536 },
    ]);
    expect(detail.lines[0].choices.map((c: { name: string }) => c.name)).toEqual(['Entrecôte', 'Verre de bordeaux']);
  });

  it('refuses sums that do not add up, with a French message per field', async () => {
    const t = w.ticket();
    const wrongTotal = await w.device({ ...t, total_ttc_cents: 2199 });
    expect(wrongTotal.statusCode).toBe(422);
    expect(wrongTotal.json().error.fields.total_ttc_cents).toBe('Le total TTC (21,99 €) ne correspond pas aux lignes (22,00 €)');
    const wrongVat = await w.device({ ...w.ticket(), vat: [{ rate_bp: 1000, ht_cents: 2001, tva_cents: 199, ttc_cents: 2200 }] });
    expect(wrongVat.json().error.fields.vat).toBe('La TVA par taux ne correspond pas aux lignes');
    const wrongPayments = await w.device({ ...w.ticket(), payments: [{ method: 'cash', amount_cents: 2000 }] });
    expect(wrongPayments.statusCode).toBe(422);
    expect(wrongPayments.json().error.fields.payments).toBe('Les paiements (20,00 €) ne correspondent pas au total TTC (22,00 €)');
    const wrongRate = await w.device(
      w.ticket({ lines: [{ product_id: w.wine.id, quantity: 1, unit_price_cents: 600, vat_rate_bp: 1000 }] }),
    );
    expect(wrongRate.json().error.fields['lines.0.vat_rate_bp']).toBe(
      'Le taux de TVA de « Verre de bordeaux » est de 20 % pour ce type de commande',
    );
    const missing = await w.device({ ...w.ticket(), lines: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.lines).toBe('Le champ lignes doit contenir au moins 1 élément');
  });

  it("refuses another restaurant's product, menu choice and POS user", async () => {
    const foreign = await w.device(
      w.ticket({ lines: [{ product_id: w.productB.id, quantity: 1, unit_price_cents: 1500, vat_rate_bp: 1000 }] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.fields['lines.0.product_id']).toBe("Ce produit n'appartient pas à ce restaurant");
    const choice = await w.device(
      w.ticket({
        lines: [
          {
            menu_id: w.menu.id,
            quantity: 1,
            unit_price_cents: 2500,
            choices: [{ product_id: w.productB.id, unit_price_cents: 1500, vat_rate_bp: 1000 }],
          },
        ],
      }),
    );
    expect(choice.json().error.fields['lines.0.choices.0.product_id']).toBe("Ce produit n'appartient pas à ce restaurant");
    const posUser = await w.device(w.ticket({ pos_user_id: w.productB.id }));
    expect(posUser.json().error.fields.pos_user_id).toBe("Cet utilisateur caisse n'appartient pas à ce restaurant");
  });

  it('takes a batch: stored, replayed (earlier or within the batch) and refused, each answered', async () => {
    const earlier = w.ticket();
    await w.device(earlier);
    const fresh = w.ticket();
    const res = await w.device({ tickets: [fresh, earlier, fresh, { ...w.ticket(), total_ttc_cents: 1 }, w.ticket()] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stored: 2, replayed: 2, refused: 1 });
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['stored', 'replayed', 'replayed', 'refused', 'stored']);
    expect(body.results[2].ticket.id).toBe(body.results[0].ticket.id);
    expect(body.results[3].error.fields.total_ttc_cents).toContain('ne correspond pas');
    expect(body.results[4].ticket.number).toBe(body.results[0].ticket.number + 1);
    // the batch's rows were written before the replays were known: only the stored tickets' went in, and the chain holds
    const ids = [body.results[0].ticket.id, body.results[1].ticket.id, body.results[4].ticket.id];
    const lines = await w.db.execute<{ ticket_id: string; n: number }>(
      sql`select ticket_id, count(*)::int as n from caisse_ticket_lines where ticket_id in (${ids[0]}, ${ids[1]}, ${ids[2]}) group by ticket_id`,
    );
    expect(Object.fromEntries(lines.rows.map((r) => [r.ticket_id, r.n]))).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    expect((await w.call('POST', 'compliance/integrity')).json().ok).toBe(true);
  });

  it('stores one ticket for concurrent replays (two terminals, retries in flight)', async () => {
    const t = w.ticket();
    const answers = await Promise.all(Array.from({ length: 8 }, () => w.device(t)));
    const statuses = answers.map((a) => a.json().status).sort();
    expect(statuses.filter((s) => s === 'stored')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'replayed')).toHaveLength(7);
    expect(new Set(answers.map((a) => a.json().ticket.id)).size).toBe(1);
    const { rows } = await w.db.execute(sql`select count(*)::int as n from caisse_tickets where terminal_number = ${t.terminal_number}`);
    expect(rows[0].n).toBe(1);
  });

  it('keeps numbers gap-free under concurrent batches', async () => {
    await Promise.all(Array.from({ length: 4 }, () => w.device({ tickets: Array.from({ length: 25 }, () => w.ticket()) })));
    const { rows } = await w.db.execute<{ n: number; max: number }>(
      sql`select count(*)::int as n, max(number)::int as max from caisse_tickets where restaurant_id = ${w.a}`,
    );
    expect(rows[0].n).toBe(rows[0].max);
  });

  it('dates a ticket by its business day: 01:30 in Paris belongs to the day before (change at 05:00)', async () => {
    const res = await w.device(w.ticket({ at: '2026-11-20T00:30:00.000Z' }));
    expect(res.json().ticket.business_date).toBe('2026-11-19');
    const later = await w.device(w.ticket({ at: '2026-11-20T04:30:00.000Z' }));
    expect(later.json().ticket.business_date).toBe('2026-11-20');
  });

  it("refuses another restaurant's terminal key (403) and a person's session (401) on the terminal route", async () => {
    const foreign = await w.device(w.ticket(), w.keys.b, w.a);
    expect(foreign.statusCode).toBe(403);
    const session = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/restaurants/${w.a}/caisse/tickets`,
      headers: bearer(w.tokens.restorer),
      payload: w.ticket(),
    });
    expect(session.statusCode).toBe(401);
    const other = await w.call('GET', 'tickets', undefined, w.tokens.restorerB, w.a);
    expect(other.statusCode).toBe(403);
  });
});

describe('caisse ledger: list, cancellation, immutability', () => {
  it('lists with filters, search by number or amount, and a keyset cursor', async () => {
    const stored = (await w.device(w.ticket({ qty: 3, source: 'uber_eats', type: 'delivery' }))).json();
    expect(stored.status, JSON.stringify(stored)).toBe('stored');
    const bySource = (await w.call('GET', 'tickets?source=uber_eats')).json();
    expect(bySource.data.map((t: { id: string }) => t.id)).toEqual([stored.ticket.id]);
    const byNumber = (await w.call('GET', `tickets?search=${stored.ticket.number}`)).json();
    expect(byNumber.data[0].id).toBe(stored.ticket.id);
    const byAmount = (await w.call('GET', `tickets?search=${encodeURIComponent('66,00')}`)).json();
    expect(byAmount.data.map((t: { id: string }) => t.id)).toContain(stored.ticket.id);
    const first = (await w.call('GET', 'tickets?per_page=5')).json();
    expect(first.data).toHaveLength(5);
    const second = (await w.call('GET', `tickets?per_page=5&page=2&cursor=${first.next_cursor}`)).json();
    expect(second.data[0].number).toBe(first.data[4].number - 1);
    const byCard = (await w.call('GET', 'tickets?payment_method=cash')).json();
    expect(byCard.total_entries).toBe(0);
  });

  it('cancels with a cancel_created ticket of negative lines; no cancel twice, no cancel of a cancellation', async () => {
    const stored = (await w.device(w.ticket({ qty: 2 }))).json();
    const res = await w.call('POST', `tickets/${stored.ticket.id}/cancel`, { reason: 'Erreur de saisie' });
    expect(res.statusCode, res.body).toBe(201);
    const cancel = res.json();
    expect(cancel).toMatchObject({
      status: 'cancel_created',
      cancels_ticket_id: stored.ticket.id,
      cancels_ticket_number: stored.ticket.number,
      cancel_reason: 'Erreur de saisie',
      total_ttc_cents: -4400,
      vat: [{ rate_bp: 1000, ht_cents: -4000, tva_cents: -400, ttc_cents: -4400 }],
      payments: [{ method: 'card', amount_cents: -4400 }],
    });
    expect(cancel.lines[0]).toMatchObject({ quantity: -2, total_cents: -4400 });
    const original = (await w.call('GET', `tickets/${stored.ticket.id}`)).json();
    expect(original).toMatchObject({ status: 'canceled', canceled_by_ticket_id: cancel.id });
    const again = await w.call('POST', `tickets/${stored.ticket.id}/cancel`, { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`Le ticket n°${stored.ticket.number} est déjà annulé`);
    const ofCancel = await w.call('POST', `tickets/${cancel.id}/cancel`, { reason: 'Annuler' });
    expect(ofCancel.statusCode).toBe(409);
    expect(ofCancel.json().error.message).toBe('Une annulation ne peut pas être annulée');
    const events = (await w.call('GET', 'compliance/events?kind=ticket_canceled')).json();
    expect(events.data[0]).toMatchObject({ kind: 'ticket_canceled', ticket_id: stored.ticket.id, details: { reason: 'Erreur de saisie' } });
    expect((await w.call('POST', `tickets/${stored.ticket.id}/cancel`, { reason: 'x' })).statusCode).toBe(400);
    const foreign = await w.call('POST', `tickets/${stored.ticket.id}/cancel`, { reason: 'Erreur' }, w.tokens.restorerB, w.b);
    expect(foreign.statusCode).toBe(404);
  });

  it("journals a person's login in its restaurant", async () => {
    const events = (await w.call('GET', 'compliance/events?kind=login')).json();
    expect(events.data.map((e: { user_id: string }) => e.user_id)).toContain(w.world.users.restorer.id);
    const b = (await w.call('GET', 'compliance/events?kind=login', undefined, w.tokens.restorerB, w.b)).json();
    expect(b.data.map((e: { user_id: string }) => e.user_id)).not.toContain(w.world.users.restorer.id);
  });

  it('PostgreSQL itself refuses to edit or delete an ended ticket, its lines, payments and VAT', async () => {
    const stored = (await w.device(w.ticket())).json();
    const id = stored.ticket.id;
    const attempts = [
      sql`update caisse_tickets set total_ttc_cents = 1 where id = ${id}`,
      sql`update caisse_tickets set status = 'canceled', covers = 9 where id = ${id}`,
      sql`delete from caisse_tickets where id = ${id}`,
      sql`update caisse_ticket_lines set total_cents = 1 where ticket_id = ${id}`,
      sql`delete from caisse_ticket_payments where ticket_id = ${id}`,
      sql`update caisse_ticket_vats set ttc_cents = 1 where ticket_id = ${id}`,
      sql`delete from caisse_ledger_events`,
    ];
    for (const q of attempts)
      await expect(w.db.execute(q)).rejects.toMatchObject({ cause: { code: 'FF001', message: expect.stringMatching(/inaltérable/) } });
    const canceled = (await w.device(w.ticket())).json().ticket.id;
    await w.call('POST', `tickets/${canceled}/cancel`, { reason: 'Erreur de saisie' });
    await expect(w.db.execute(sql`update caisse_tickets set status = 'ended' where id = ${canceled}`)).rejects.toMatchObject({
      cause: { code: 'FF001' },
    });
  });

  it("PostgreSQL itself refuses a line, payment or VAT row of another restaurant's ticket, or of no restaurant", async () => {
    const id = (await w.device(w.ticket())).json().ticket.id;
    // their (restaurant, ticket) key: a row of another restaurant's ticket, or of no restaurant, never enters
    for (const restaurant of [w.b, '00000000-0000-7000-8000-000000000000'])
      for (const q of [
        sql`insert into caisse_ticket_lines (id, restaurant_id, ticket_id, position, name, quantity, unit_price_cents, total_cents, vat_split)
            values (gen_random_uuid(), ${restaurant}, ${id}, 9, 'Intrus', 1, 100, 100, '[]')`,
        sql`insert into caisse_ticket_payments (id, restaurant_id, ticket_id, position, method, amount_cents)
            values (gen_random_uuid(), ${restaurant}, ${id}, 9, 'cash', 100)`,
        sql`insert into caisse_ticket_vats (restaurant_id, ticket_id, rate_bp, ht_cents, tva_cents, ttc_cents)
            values (${restaurant}, ${id}, 1000, 91, 9, 100)`,
      ])
        await expect(w.db.execute(q)).rejects.toMatchObject({ cause: { code: '23503' } });
  });
});
