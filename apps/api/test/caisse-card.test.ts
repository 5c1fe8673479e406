import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardWorld, cardWorld } from './caisse-helpers';

let w: CardWorld;
beforeAll(async () => {
  w = await cardWorld();
});
afterAll(() => w.ctx.close());

const food = { name: 'Restauration', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 };
const dish = (tax_id: string, extra: Record<string, unknown> = {}) => ({
  name: 'Burger',
  category_id: null,
  tax_id,
  price_on_spot_cents: 1500,
  price_takeaway_cents: 1400,
  price_delivery_cents: 1600,
  ...extra,
});

describe('caisse taxes', () => {
  it('creates, lists, updates and deletes a rate; a rate used by a product is 409', async () => {
    const created = await w.call('POST', 'taxes', food);
    expect(created.statusCode).toBe(201);
    const tax = created.json();
    expect(tax).toMatchObject({ ...food, products_count: 0 });
    const list = (await w.call('GET', 'taxes')).json();
    expect(list.total_entries).toBe(1);
    const updated = await w.call('PUT', `taxes/${tax.id}`, { ...food, rate_delivery_bp: 1000 });
    expect(updated.json().rate_delivery_bp).toBe(1000);
    expect((await w.call('GET', `taxes/${tax.id}`)).json().rate_delivery_bp).toBe(1000);

    const product = (await w.call('POST', 'products', dish(tax.id))).json();
    const refused = await w.call('DELETE', `taxes/${tax.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('utilisée par 1 produit');
    expect((await w.call('GET', `taxes/${tax.id}`)).json().products_count).toBe(1);
    await w.call('DELETE', `products/${product.id}`);
    expect((await w.call('DELETE', `taxes/${tax.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `taxes/${tax.id}`)).statusCode).toBe(404);
  });

  it('validates rates in basis points (0…10000) with French messages', async () => {
    const res = await w.call('POST', 'taxes', { ...food, name: 'Trop', rate_on_spot_bp: 12000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.rate_on_spot_bp).toBe('Le champ taux sur place doit être inférieur ou égal à 10000');
    const missing = await w.call('POST', 'taxes', { name: 'X', rate_on_spot_bp: 1 });
    expect(missing.json().error.fields.rate_takeaway_bp).toBe('Le champ taux à emporter est obligatoire');
  });

  it("keeps B's taxes out of A's reach", async () => {
    const bTax = (await w.call('POST', 'taxes', food, w.tokens.restorerB, w.b)).json();
    expect((await w.call('GET', `taxes/${bTax.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `taxes/${bTax.id}`)).statusCode).toBe(404);
    expect((await w.call('POST', 'taxes', food, w.tokens.restorerB)).statusCode).toBe(403);
  });
});

describe('caisse categories', () => {
  it('creates with the next position, lists by position, updates and deletes (products keep living)', async () => {
    const tax = (await w.call('POST', 'taxes', { ...food, name: 'Cat TVA' })).json();
    const c1 = (await w.call('POST', 'categories', { name: 'Entrées', color: '#F08C00' })).json();
    const c2 = (await w.call('POST', 'categories', { name: 'Plats', color: '#2f9e44' })).json();
    expect([c1.position, c2.position]).toEqual([0, 1]);
    expect(c1.color).toBe('#f08c00');
    const list = (await w.call('GET', 'categories?sort=position&order=asc')).json();
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(['Entrées', 'Plats']);
    const moved = await w.call('PUT', `categories/${c2.id}`, { name: 'Plats', color: '#2f9e44', position: 0 });
    expect(moved.json().position).toBe(0);
    const p = (await w.call('POST', 'products', dish(tax.id, { category_id: c1.id }))).json();
    expect((await w.call('GET', `categories/${c1.id}`)).json().products_count).toBe(1);
    expect((await w.call('POST', 'categories', { name: 'entrées', color: '#000000' })).statusCode).toBe(409);
    expect((await w.call('DELETE', `categories/${c1.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `products/${p.id}`)).json()).toMatchObject({ category_id: null, category_name: null });
    const bCat = (await w.call('POST', 'categories', { name: 'B', color: '#000000' }, w.tokens.restorerB, w.b)).json();
    expect((await w.call('PUT', `categories/${bCat.id}`, { name: 'X', color: '#000000' })).statusCode).toBe(404);
    expect((await w.call('GET', `categories/${bCat.id}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `categories/${bCat.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', `categories/${bCat.id}`, undefined, w.tokens.restorerB, w.b)).json().name).toBe('B');
    expect((await w.call('GET', 'categories', undefined, w.tokens.restorerB)).statusCode).toBe(403);
    const badColor = await w.call('POST', 'categories', { name: 'Sans couleur', color: 'bleu' });
    expect(badColor.json().error.fields.color).toBe('La couleur doit être au format #RRGGBB');
  });
});

describe('caisse options', () => {
  const cuisson = {
    name: 'Cuisson',
    min_choices: 1,
    max_choices: 1,
    values: [
      { name: 'Bleu', price_delta_cents: 0 },
      { name: 'Saignant', price_delta_cents: 0 },
      { name: 'Sans sauce', price_delta_cents: -50 },
    ],
  };
  it('creates a group with ordered values (negative deltas allowed), updates, deletes', async () => {
    const res = await w.call('POST', 'options', cuisson);
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group.values.map((v: { name: string; position: number }) => [v.name, v.position])).toEqual([
      ['Bleu', 0],
      ['Saignant', 1],
      ['Sans sauce', 2],
    ]);
    expect(group.values[2].price_delta_cents).toBe(-50);
    const upd = await w.call('PUT', `options/${group.id}`, {
      ...cuisson,
      max_choices: 2,
      values: [{ name: 'À point', price_delta_cents: 100 }],
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ max_choices: 2, values: [{ name: 'À point', price_delta_cents: 100 }] });
    expect((await w.call('GET', 'options?search=cuis')).json().total_entries).toBe(1);
    expect((await w.call('DELETE', `options/${group.id}`)).statusCode).toBe(204);
    expect((await w.call('GET', `options/${group.id}`)).statusCode).toBe(404);
  });

  it('refuses min > max and an empty value list in French', async () => {
    const res = await w.call('POST', 'options', { ...cuisson, min_choices: 3, max_choices: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.min_choices).toBe('Le minimum de choix doit être inférieur ou égal au maximum');
    const empty = await w.call('POST', 'options', { ...cuisson, values: [] });
    expect(empty.json().error.fields.values).toBe('Le champ valeurs doit contenir au moins 1 élément');
    const noName = await w.call('POST', 'options', { ...cuisson, values: [{ name: '', price_delta_cents: 0 }] });
    expect(noName.json().error.fields['values.0.name']).toBe('Le champ nom est obligatoire');
  });

  it("keeps B's groups out of A's reach", async () => {
    const bGroup = (await w.call('POST', 'options', cuisson, w.tokens.restorerB, w.b)).json();
    expect((await w.call('GET', `options/${bGroup.id}`)).statusCode).toBe(404);
    expect((await w.call('PUT', `options/${bGroup.id}`, cuisson)).statusCode).toBe(404);
    expect((await w.call('DELETE', `options/${bGroup.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', `options/${randomUUID()}`)).statusCode).toBe(404);
  });
});
