import { randomUUID } from 'node:crypto';
import { frenchTaxes, outdatedFrenchTax } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardWorld, cardWorld } from './caisse-helpers';

/** POST …/caisse/taxes/defaults: the French VAT rates for a restaurant that has no tax yet. */
let w: CardWorld;
beforeAll(async () => {
  w = await cardWorld();
});
afterAll(() => w.ctx.close());

const rates = (list: { name: string; rate_on_spot_bp: number; rate_takeaway_bp: number; rate_delivery_bp: number }[]) =>
  list.map(({ name, rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp }) => ({
    name,
    rate_on_spot_bp,
    rate_takeaway_bp,
    rate_delivery_bp,
  }));

describe('caisse taxes: French defaults', () => {
  it('puts prepared food at 10 % on site, to take away and delivered; alcohol at 20 %; packaged goods at 5.5 % off site', () => {
    const byName = Object.fromEntries(frenchTaxes.map((t) => [t.name, [t.rate_on_spot_bp, t.rate_takeaway_bp, t.rate_delivery_bp]]));
    expect(byName).toEqual({
      Restauration: [1000, 1000, 1000],
      'Produits conditionnés': [1000, 550, 550],
      Alcool: [2000, 2000, 2000],
    });
    expect(frenchTaxes[0].name).toBe('Restauration');
  });

  it('flags a tax named like a French default whose rates differ (the former 10 / 5.5 / 5.5 food rate)', () => {
    const old = { name: 'restauration ', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 };
    expect(outdatedFrenchTax(old)).toEqual({
      name: 'restauration ',
      rate_on_spot_bp: 1000,
      rate_takeaway_bp: 1000,
      rate_delivery_bp: 1000,
    });
    expect(outdatedFrenchTax({ ...old, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 })).toBeNull();
    expect(outdatedFrenchTax({ ...old, name: 'Maison' })).toBeNull();
  });

  it('applies the current rates to an outdated tax through its update (PUT), products keep it', async () => {
    const old = (
      await w.call(
        'POST',
        'taxes',
        { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
        w.tokens.restorerB,
        w.b,
      )
    ).json();
    const current = outdatedFrenchTax(old);
    expect(current).not.toBeNull();
    const res = await w.call('PUT', `taxes/${old.id}`, current, w.tokens.restorerB, w.b);
    expect(res.statusCode).toBe(200);
    expect(outdatedFrenchTax(res.json())).toBeNull();
    expect((await w.call('DELETE', `taxes/${old.id}`, undefined, w.tokens.restorerB, w.b)).statusCode).toBe(204);
  });

  it('creates the French rates once (201), then answers 409; a restaurant with any tax gets 409', async () => {
    const own = (
      await w.call('POST', 'taxes', { name: 'Maison', rate_on_spot_bp: 1000, rate_takeaway_bp: 1000, rate_delivery_bp: 1000 })
    ).json();
    const refused = await w.call('POST', 'taxes/defaults');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Ce restaurant a déjà des taux de TVA : ajoutez ou modifiez-les un par un depuis la liste des taxes',
    );
    expect((await w.call('DELETE', `taxes/${own.id}`)).statusCode).toBe(204);

    const created = await w.call('POST', 'taxes/defaults');
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(rates(body)).toEqual(frenchTaxes);
    expect(body.map((t: { products_count: number }) => t.products_count)).toEqual([0, 0, 0]);
    expect(body[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await w.call('GET', 'taxes?sort=name&order=asc')).json();
    expect(list.total_entries).toBe(3);
    expect(list.data.map((t: { name: string }) => t.name)).toEqual(['Alcool', 'Produits conditionnés', 'Restauration']);
    expect((await w.call('GET', `taxes/${body[2].id}`)).json().rate_on_spot_bp).toBe(2000);

    const again = await w.call('POST', 'taxes/defaults');
    expect(again.statusCode).toBe(409);
    expect((await w.call('GET', 'taxes')).json().total_entries).toBe(3);
  });

  it('two (or more) concurrent calls create the rates once: one 201, the others 409', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => w.call('POST', 'taxes/defaults', undefined, w.tokens.restorerB, w.b)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const list = (await w.call('GET', 'taxes', undefined, w.tokens.restorerB, w.b)).json();
    expect(list.total_entries).toBe(3);
    expect(rates(list.data).sort((x, y) => x.name.localeCompare(y.name))).toEqual(
      [...frenchTaxes].sort((x, y) => x.name.localeCompare(y.name)),
    );
  });

  it("is scoped to the restaurant of the URL: B's restorer cannot add A's rates, an unknown restaurant is refused", async () => {
    expect((await w.call('POST', 'taxes/defaults', undefined, w.tokens.restorerB, w.a)).statusCode).toBe(403);
    expect((await w.call('POST', 'taxes/defaults', undefined, w.tokens.restorer, w.b)).statusCode).toBe(403);
    const unknown = await w.call('POST', 'taxes/defaults', undefined, w.tokens.admin, randomUUID());
    expect(unknown.statusCode).toBe(404);
    // A malformed restaurant id is an unknown restaurant: 404, like every restaurant route (authorization matrix).
    const malformed = await w.call('POST', 'taxes/defaults', undefined, w.tokens.restorer, 'not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe('not_found');
  });
});
