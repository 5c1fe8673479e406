import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/modules/caisse/ledger/canonical-json';
import { sealedJson, sealParts, ticketSeal } from '../src/modules/caisse/ledger/tickets/seal';

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
    offered: position === 3,
    total_cents: 450 * (1 + position),
    options: position ? [{ option_value_id: null, name: NAMES[position % NAMES.length], price_delta_cents: 50 }] : [],
    choices: position % 2 ? [{ product_id: 'p', name: 'Dessert "maison"', step_id: null, vat_rate_bp: 550 }] : [],
    vat_split: [{ rate_bp: 1000, ttc_cents: 450 * (1 + position) }],
  }));

describe('ticket seal cut around its chain fields', () => {
  it('fills in to the very bytes of the whole seal, for any late flag and number', () => {
    for (let i = 0; i < 60; i++) {
      const t = ticket(i);
      const l = lines(i);
      const payments = [{ position: 0, method: 'card', amount_cents: t.total_ttc_cents }];
      const vats = [{ rate_bp: 1000, ht_cents: 1000 + i, tva_cents: 100, ttc_cents: 1100 + i }];
      const parts = sealParts(ticketSeal(t, l, payments, vats));
      for (const late of [false, true])
        for (const number of [1, 42, 2 ** 31 - 1]) {
          const whole = canonicalJson(ticketSeal({ ...t, late, number }, l, payments, vats));
          expect(sealedJson(parts, late, number)).toBe(whole);
        }
    }
  });
});
