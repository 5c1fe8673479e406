import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformScope } from '../src/lib/tenant-scope';
import { canonicalJson } from '../src/modules/caisse/ledger/canonical-json';
import { chainHash } from '../src/modules/caisse/ledger/chain';
import { ticketParts } from '../src/modules/caisse/ledger/tickets/repository';
import { CURRENT_SEAL_VERSION, SEAL_VERSIONS, sealedJson, sealParts, ticketSeal } from '../src/modules/caisse/ledger/tickets/seal';
import { type LedgerWorld, ledgerWorld, tamper as tamperWith } from './caisse-ledger-world';

/**
 * A batch writes each seal's canonical JSON before the ledger lock, cut around `late` and `number`, and fills them
 * in under it (tickets/append.ts): the bytes must be those of the whole seal's canonical JSON, which the integrity
 * check recomputes from the stored rows.
 */
const NAMES = ['Café', 'Menu "midi"', 'back\\slash', 'é😀€', '', 'tab\there', 'Crème brûlée'];

const ticket = (i: number) => ({
  id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  restaurant_id: '00000000-0000-7000-8000-aaaaaaaaaaaa',
  business_date: '2026-11-26',
  status: 'ended' as const,
  source: 'pos' as const,
  type: i % 2 ? ('takeaway' as const) : ('on_spot' as const),
  delivery_status: null,
  register_id: i % 3 ? '00000000-0000-7000-8000-bbbbbbbbbbbb' : null,
  register_label: 'Caisse 1',
  terminal_number: i % 4 ? i : null,
  table_label: i % 2 ? null : NAMES[i % NAMES.length],
  covers: i % 5,
  pos_user_id: null,
  pos_user_name: NAMES[(i + 1) % NAMES.length],
  customer_id: null,
  customer_name: i % 3 ? null : NAMES[(i + 2) % NAMES.length],
  customer_email: null,
  opened_at: new Date(Date.UTC(2026, 10, 26, 11, i % 60)),
  closed_at: new Date(Date.UTC(2026, 10, 26, 12, i % 60)),
  total_ht_cents: 1000 + i,
  total_tva_cents: 100,
  total_ttc_cents: 1100 + i,
  discount_cents: i % 7 ? 0 : -50,
  offered_cents: 0,
  payment_methods: ['card'],
  cancels_ticket_id: i % 6 ? null : '00000000-0000-7000-8000-cccccccccccc',
  cancel_reason: i % 6 ? null : NAMES[i % NAMES.length],
  number: 0,
  late: false,
  previous_hash: '',
  hash: '',
});

const lines = (i: number) =>
  Array.from({ length: 1 + (i % 4) }, (_, position) => ({
    id: `line-${i}-${position}`,
    position,
    product_id: position % 2 ? null : `product-${position}`,
    menu_id: position % 2 ? `menu-${position}` : null,
    name: NAMES[(i + position) % NAMES.length],
    quantity: 1 + position,
    unit_price_cents: 450,
    vat_rate_bp: position % 2 ? null : 1000,
    discount_cents: 0,
    discount_reason: position === 2 ? NAMES[i % NAMES.length] : null,
    offered: position === 3,
    total_cents: 450 * (1 + position),
    options: position ? [{ option_value_id: null, name: NAMES[position % NAMES.length], price_delta_cents: 50 }] : [],
    choices: position % 2 ? [{ product_id: 'p', name: 'Dessert "maison"', step_id: null, vat_rate_bp: 550 }] : [],
    vat_split: [{ rate_bp: 1000, ttc_cents: 450 * (1 + position) }],
  }));

const payments = (i: number) => [{ position: 0, method: 'card', amount_cents: 1100 + i }];
/** The same tickets with a titre-restaurant payment, its issuer and form known or not (a terminal of before). */
const titrePayments = (i: number) => [
  { position: 0, method: 'card', amount_cents: 200 + i, issuer: null, titre_form: null },
  { position: 1, method: 'ticket', amount_cents: 900, issuer: i % 2 ? 'edenred' : null, titre_form: i % 2 ? 'paper' : null },
];
const vats = (i: number) => [{ rate_bp: 1000, ht_cents: 1000 + i, tva_cents: 100, ttc_cents: 1100 + i }];
const json = (i: number, version?: number) =>
  canonicalJson(ticketSeal({ ...ticket(i), number: i + 1, late: i % 9 === 0, seal_version: version }, lines(i), payments(i), vats(i)));

/**
 * SHA-256 of the 60 seals below as the code wrote them before seal versions existed (commit 854e53f's seal.ts, run on
 * these very tickets): the first form must stay those bytes, or every chain written before would stop verifying.
 */
const BEFORE_VERSIONS = '73da3b08f5edeb44d795b0a31485f71260faeed7204bb9b4b30d0e7c0d34e058';

describe('ticket seal versions', () => {
  it('seals a ticket of version 1 (or of none: the column’s default) in the bytes written before versions', () => {
    for (const version of [1, undefined]) {
      const h = createHash('sha256');
      for (let i = 0; i < 60; i++) h.update(json(i, version));
      expect(h.digest('hex'), String(version)).toBe(BEFORE_VERSIONS);
    }
  });

  it('version 2 adds the lines’ discount reason and the version itself, nothing else', () => {
    for (let i = 0; i < 60; i++) {
      const v1 = JSON.parse(json(i, 1));
      const v2 = JSON.parse(json(i, 2));
      expect(v2.seal_version).toBe(2);
      expect(v2.lines.map((l: { discount_reason: unknown }) => l.discount_reason)).toEqual(lines(i).map((l) => l.discount_reason));
      const { seal_version: _, lines: l2, ...rest2 } = v2;
      const { lines: l1, ...rest1 } = v1;
      expect(rest2).toEqual(rest1);
      expect(l2.map(({ discount_reason: __, ...l }: Record<string, unknown>) => l)).toEqual(l1);
      // the seal and its lines list their keys in JCS order in every form (a version's keys spread in their place):
      // `canonicalJson` copies no ticket to sort it
      const sorted = (o: object) => Object.keys(o).every((k, n, all) => !n || all[n - 1] < k);
      for (const version of [1, 2]) {
        const seal = ticketSeal({ ...ticket(i), number: i + 1, late: false, seal_version: version }, lines(i), payments(i), vats(i));
        expect(sorted(seal) && seal.lines.every(sorted), `v${version}`).toBe(true);
      }
    }
  });

  it('version 3 adds each payment’s titre issuer and form, nothing else', () => {
    const seal = (i: number, version: number) =>
      ticketSeal({ ...ticket(i), number: i + 1, late: false, seal_version: version }, lines(i), titrePayments(i), vats(i));
    for (let i = 0; i < 60; i++) {
      const v2 = JSON.parse(canonicalJson(seal(i, 2)));
      const v3 = JSON.parse(canonicalJson(seal(i, 3)));
      expect(v3.seal_version).toBe(3);
      expect(v3.payments.map((p: { issuer: unknown }) => p.issuer)).toEqual(titrePayments(i).map((p) => p.issuer));
      expect(v3.payments.map((p: { titre_form: unknown }) => p.titre_form)).toEqual(titrePayments(i).map((p) => p.titre_form));
      const { seal_version: _, payments: p3, ...rest3 } = v3;
      const { seal_version: __, payments: p2, ...rest2 } = v2;
      expect(rest3).toEqual(rest2);
      expect(p3.map(({ issuer: _i, titre_form: _f, ...p }: Record<string, unknown>) => p)).toEqual(p2);
      const sorted = (o: object) => Object.keys(o).every((k, n, all) => !n || all[n - 1] < k);
      const s3 = seal(i, 3);
      expect(sorted(s3) && s3.payments.every(sorted)).toBe(true);
    }
  });

  it('new tickets take the last version, and an unknown one is refused', () => {
    expect(CURRENT_SEAL_VERSION).toBe(Math.max(...Object.keys(SEAL_VERSIONS).map(Number)));
    expect(() => json(0, CURRENT_SEAL_VERSION + 1)).toThrow(/unknown seal version/);
  });
});

describe('ticket seal cut around its chain fields', () => {
  it('fills in to the very bytes of the whole seal, for any late flag and number, in every version', () => {
    for (let i = 0; i < 120; i++) {
      const t = { ...ticket(i % 60), seal_version: 1 + (i % 3) };
      const l = lines(i % 60);
      const p = payments(i % 60);
      const v = vats(i % 60);
      const parts = sealParts(ticketSeal(t, l, p, v));
      for (const late of [false, true])
        for (const number of [1, 42, 2 ** 31 - 1]) {
          const whole = canonicalJson(ticketSeal({ ...t, late, number }, l, p, v));
          expect(sealedJson(parts, late, number)).toBe(whole);
        }
    }
  });
});

/**
 * A ledger whose first tickets were sealed before versions existed (the form of version 1, `seal_version` 1 as the
 * migration gives them), followed by tickets of version 2 sealed by today's code: the integrity check verifies the
 * whole chain, and finds a version 2 field changed behind the triggers.
 */
describe('a chain mixing seal versions', () => {
  let w: LedgerWorld;
  const tamper = (statement: string) => tamperWith(w, statement);
  const integrity = async () => (await w.call('POST', 'compliance/integrity')).json();
  const ticketOf = async (number: number) =>
    (
      await w.db.execute<{ id: string; seal_version: number }>(
        sql`select id, seal_version from caisse_tickets where restaurant_id = ${w.a} and number = ${number}`,
      )
    ).rows[0];

  beforeAll(async () => {
    w = await ledgerWorld();
    // two tickets of before: stored, then sealed again in the first form and chained as the code of then did
    for (const qty of [1, 2]) expect((await w.device(w.ticket({ qty }))).statusCode).toBe(201);
    const { rows } = await w.db.execute<Record<string, unknown> & { id: string; number: number }>(
      sql`select * from caisse_tickets where restaurant_id = ${w.a} order by number`,
    );
    const parts = await ticketParts(
      w.db,
      platformScope(w.a),
      rows.map((r) => r.id),
    );
    let previous = '0'.repeat(64);
    const statements: string[] = [];
    for (const r of rows) {
      // the first in the form of version 1, the second in that of version 2 (discount reasons, no titre issuer)
      const version = r.number === 1 ? 1 : 2;
      const seal = ticketSeal(
        { ...r, seal_version: version } as unknown as Parameters<typeof ticketSeal>[0],
        (parts.lines.get(r.id) ?? []) as never[],
        (parts.payments.get(r.id) ?? []) as never[],
        parts.vats.get(r.id) ?? [],
      );
      expect('seal_version' in seal).toBe(version > 1);
      expect('issuer' in seal.payments[0]).toBe(false);
      const hash = chainHash(previous, seal);
      statements.push(
        `update caisse_tickets set seal_version = ${version}, previous_hash = '${previous}', hash = '${hash}' where id = '${r.id}'`,
      );
      previous = hash;
    }
    await tamper(
      `${statements.join(';\n')};\nupdate caisse_ledger_states set last_ticket_hash = '${previous}' where restaurant_id = '${w.a}'`,
    );
    expect((await integrity()).ok).toBe(true);
    // then today's code: a discounted line with its reason, an offered one with its own, and the cancellation of a
    // ticket of before (the cancellation is of version 2)
    const reasoned = w.ticket({
      lines: [
        { product_id: w.dish.id, quantity: 2, unit_price_cents: 2200, vat_rate_bp: 1000, discount_cents: 440, discount_reason: 'Fidélité' },
        {
          product_id: w.wine.id,
          quantity: 1,
          unit_price_cents: 600,
          vat_rate_bp: 2000,
          offered: true,
          discount_reason: 'Geste commercial',
        },
      ],
    });
    expect((await w.device(reasoned)).statusCode).toBe(201);
    const first = await ticketOf(1);
    expect((await w.call('POST', `tickets/${first.id}/cancel`, { reason: 'Erreur' })).statusCode).toBe(201);
    // a meal paid with a card titre-restaurant of its issuer (version 3)
    const titre = w.ticket({ qty: 1 });
    titre.payments = [{ method: 'ticket', amount_cents: titre.total_ttc_cents, issuer: 'edenred', titre_form: 'card' }];
    expect((await w.device(titre)).statusCode).toBe(201);
  });
  afterAll(() => w.ctx.close());

  it('records each ticket’s version and verifies the whole chain', async () => {
    const { rows } = await w.db.execute<{ seal_version: number }>(
      sql`select seal_version from caisse_tickets where restaurant_id = ${w.a} order by number`,
    );
    expect(rows.map((r) => r.seal_version)).toEqual([1, 2, 3, 3, 3]);
    const report = await integrity();
    expect(report.tickets).toMatchObject({ ok: true, checked: 5, first_break: null });
    // the reasons are kept, and shown with the ticket
    const third = await ticketOf(3);
    const detail = (await w.call('GET', `tickets/${third.id}`)).json();
    expect(detail.lines.map((l: { discount_reason: string | null }) => l.discount_reason)).toEqual(['Fidélité', 'Geste commercial']);
  });

  it('finds a version 2 field changed behind the triggers, and a version lowered to escape it', async () => {
    const third = await ticketOf(3);
    await tamper(`update caisse_ticket_lines set discount_reason = 'Erreur de caisse' where ticket_id = '${third.id}' and position = 0`);
    const changed = await integrity();
    expect(changed.ok).toBe(false);
    expect(changed.tickets.first_break).toMatchObject({ number: 3, kind: 'content_changed' });
    await tamper(`update caisse_ticket_lines set discount_reason = 'Fidélité' where ticket_id = '${third.id}' and position = 0`);
    expect((await integrity()).ok).toBe(true);
    // read as version 1, its reasons would not count: the version is sealed too
    await tamper(`update caisse_tickets set seal_version = 1 where id = '${third.id}'`);
    expect((await integrity()).tickets.first_break).toMatchObject({ number: 3, kind: 'content_changed' });
    await tamper(`update caisse_tickets set seal_version = 3 where id = '${third.id}'`);
    expect((await integrity()).ok).toBe(true);
  });

  it('finds a version 3 titre issuer changed behind the triggers, and the version lowered to 2 to escape it', async () => {
    const fifth = await ticketOf(5);
    const detail = (await w.call('GET', `tickets/${fifth.id}`)).json();
    expect(detail.payments[0]).toMatchObject({ method: 'ticket', issuer: 'edenred', titre_form: 'card' });
    await tamper(`update caisse_ticket_payments set issuer = 'swile' where ticket_id = '${fifth.id}'`);
    expect((await integrity()).tickets.first_break).toMatchObject({ number: 5, kind: 'content_changed' });
    await tamper(`update caisse_ticket_payments set issuer = 'edenred' where ticket_id = '${fifth.id}'`);
    expect((await integrity()).ok).toBe(true);
    await tamper(`update caisse_tickets set seal_version = 2 where id = '${fifth.id}'`);
    expect((await integrity()).tickets.first_break).toMatchObject({ number: 5, kind: 'content_changed' });
    await tamper(`update caisse_tickets set seal_version = 3 where id = '${fifth.id}'`);
    expect((await integrity()).ok).toBe(true);
  });

  it('refuses a titre issuer on a card payment, in French', async () => {
    const t = w.ticket({ qty: 1 });
    t.payments = [{ method: 'card', amount_cents: t.total_ttc_cents, issuer: 'edenred' }];
    const res = await w.device(t);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['payments.0.issuer']).toBe("L'émetteur et la forme ne concernent que les titres-restaurant");
  });

  it('refuses a discount reason on a line with neither discount nor offered, in French', async () => {
    const res = await w.device(
      w.ticket({ lines: [{ product_id: w.dish.id, quantity: 1, unit_price_cents: 2200, vat_rate_bp: 1000, discount_reason: 'Fidélité' }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['lines.0.discount_reason']).toBe('Un motif de remise demande une remise ou une ligne offerte');
  });
});
