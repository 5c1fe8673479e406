import { describe, expect, it } from 'vitest';
import { parseAmountCents, splitInProportion, ticketTotals, vatInside } from '../src/caisse-ledger';

describe('ledger totals', () => {
  it('splits to the cent, the sum kept exact', () => {
    expect(splitInProportion(2500, [2200, 600])).toEqual([1964, 536]);
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitInProportion(10, [0, 0])).toEqual([5, 5]);
  });

  it('computes VAT inside TTC per rate, symmetric for cancellations', () => {
    expect(vatInside(2200, 1000)).toBe(200);
    expect(vatInside(-2200, 1000)).toBe(-200);
    expect(vatInside(536, 2000)).toBe(89);
  });

  it('totals a ticket: discounts, offered lines and a menu split between rates', () => {
    const t = ticketTotals([
      { quantity: 2, unit_price_cents: 1000, vat_rate_bp: 1000, discount_cents: 200 },
      { quantity: 1, unit_price_cents: 600, vat_rate_bp: 2000, offered: true },
      {
        quantity: 1,
        unit_price_cents: 2500,
        choices: [
          { unit_price_cents: 2200, vat_rate_bp: 1000 },
          { unit_price_cents: 600, vat_rate_bp: 2000 },
        ],
      },
    ]);
    expect(t.total_ttc_cents).toBe(1800 + 2500);
    expect(t.discount_cents).toBe(200);
    expect(t.offered_cents).toBe(600);
    expect(t.vat).toEqual([
      { rate_bp: 1000, ht_cents: 3422, tva_cents: 342, ttc_cents: 3764 },
      { rate_bp: 2000, ht_cents: 447, tva_cents: 89, ttc_cents: 536 },
    ]);
  });

  it('reads typed amounts', () => {
    expect(parseAmountCents('12,50')).toBe(1250);
    expect(parseAmountCents('12.5 €')).toBe(1250);
    expect(parseAmountCents('abc')).toBeUndefined();
  });
});
