import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../src/modules/caisse/ledger/canonical-json';

/** A small seeded generator: the same values on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const STRINGS = [
  '',
  'a',
  'Crème brûlée',
  'ÉTÉ "quoted" \\ back',
  'tab\tnew\nline\u0001',
  '€ 12,50',
  '😀 emoji',
  'z',
  'A',
  'é',
  '\u007f',
  '\u2028',
];
const KEYS = ['id', 'name', 'total_cents', 'a', 'B', 'é', 'z', 'aa', '_x', 'product_id', 'vat_split', '€', '😀', 'é'];

const value = (rnd: () => number, depth: number): unknown => {
  const k = Math.floor(rnd() * (depth > 3 ? 6 : 8));
  if (k === 0) return null;
  if (k === 1) return rnd() < 0.5;
  if (k === 2) return Math.floor((rnd() - 0.5) * 2 ** (1 + Math.floor(rnd() * 60)));
  if (k === 3) return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 40 - 20);
  if (k === 4 || k === 5) return STRINGS[Math.floor(rnd() * STRINGS.length)];
  if (k === 6) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(rnd, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(rnd() * 6); i > 0; i--) o[KEYS[Math.floor(rnd() * KEYS.length)]] = value(rnd, depth + 1);
  if (rnd() < 0.1) o.skipped = undefined;
  return o;
};

describe('canonicalJson (RFC 8785, the ledger chains)', () => {
  it('gives the bytes of the canonicalize package on generated values', () => {
    const rnd = random(42);
    for (let i = 0; i < 3000; i++) {
      const v = value(rnd, 0);
      expect(canonicalJson(v)).toBe(canonicalize(v));
    }
  });

  it('gives the same bytes for a ticket seal whatever the key order', () => {
    const seal = {
      number: 12,
      id: '0192f5a4-8f8e-7c3a-9b1d-3e4f5a6b7c8d',
      lines: [
        {
          position: 0,
          name: 'Burger « maison »',
          quantity: 2,
          options: [],
          choices: [{ step_id: null, product_id: 'x', name: 'Frites' }],
          vat_split: [{ rate_bp: 1000, ttc_cents: 2900 }],
        },
      ],
      payments: [{ method: 'card', amount_cents: 2900 }],
      late: false,
      cancel_reason: null,
      opened_at: '2026-01-01T10:00:00.000Z',
    };
    expect(canonicalJson(seal)).toBe(canonicalize(seal));
    const reversed = Object.fromEntries(Object.entries(seal).reverse());
    expect(canonicalJson(reversed)).toBe(canonicalJson(seal));
  });

  it('handles what the fast walk leaves to the general algorithm the same way', () => {
    const unusual: unknown[] = [
      { '10': 'a', '9': 'b', x: 1 }, // integer-like keys: JSON.stringify would move them first
      { at: new Date('2026-01-01T00:00:00Z') }, // toJSON
      [Object(1), Object('s'), Object(true)], // boxed values
      [undefined, () => 1, Symbol('s')],
      { f: () => 1, s: Symbol('s'), u: undefined },
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      -0,
      1e21,
      5e-7,
    ];
    for (const v of unusual) expect(canonicalJson(v)).toBe(canonicalize(v) ?? '');
    expect(canonicalJson(undefined)).toBe('');
  });

  it('refuses what RFC 8785 refuses, like the package', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, { a: '\ud800' }, { '\udc00': 1 }]) {
      expect(() => canonicalize(v)).toThrow();
      expect(() => canonicalJson(v)).toThrow();
    }
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(() => canonicalJson(cycle)).toThrow();
  });
});
