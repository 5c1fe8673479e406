import { and, asc, count, eq, exists, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caisseCategories, caisseTaxes, restaurants } from '../src/db/schema';
import { memoExecute, memoLeftToDrizzle, memoSelect, memoShapes } from '../src/lib/query-memo';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

/** lib/query-memo.ts: the SQL text of a query written once per shape, the answers the same as Drizzle's. */
let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx.database.db);
  const { db } = ctx.database;
  for (const r of [w.restaurants.a1, w.restaurants.b]) {
    await db.insert(caisseCategories).values(
      ['Entrées', 'Plats', 'Desserts'].map((name, position) => ({
        restaurant_id: r.id,
        name: `${name} ${r.name}`,
        position,
        color: '#aa0000',
      })),
    );
  }
});
afterAll(async () => {
  await ctx.close();
});

const categories = (restaurantId: string, search?: string, offset = 1) => {
  const { db } = ctx.database;
  return db
    .select({ id: caisseCategories.id, name: caisseCategories.name, restaurant: restaurants.name })
    .from(caisseCategories)
    .innerJoin(restaurants, eq(restaurants.id, caisseCategories.restaurant_id))
    .where(and(eq(caisseCategories.restaurant_id, restaurantId), search ? ilike(caisseCategories.name, search) : undefined))
    .orderBy(asc(caisseCategories.position))
    .limit(2)
    .offset(offset)
    .$dynamic();
};

describe('query-memo', () => {
  it('answers what Drizzle answers, for each restaurant, learning the shape once', async () => {
    const before = memoShapes();
    const left = memoLeftToDrizzle();
    for (const r of [w.restaurants.a1, w.restaurants.b]) {
      const memo = await memoSelect(categories(r.id));
      expect(memo).toEqual(await categories(r.id));
      expect(memo.map((c) => c.name)).toEqual([`Plats ${r.name}`, `Desserts ${r.name}`]);
      expect(memo[0].restaurant).toBe(r.name);
    }
    expect(memoShapes()).toBe(before + 1);
    expect(memoLeftToDrizzle()).toBe(left);
  });

  it('takes the first page too, whose zero offset Drizzle leaves out of the text', async () => {
    // a shape no other test has seen first with an offset (whose text would then serve page 1 as well)
    const left = memoLeftToDrizzle();
    const first = await memoSelect(categories(w.restaurants.a1.id, '%', 0));
    expect(first).toEqual(await categories(w.restaurants.a1.id, '%', 0));
    expect(first.map((c) => c.name)).toEqual([`Entrées ${w.restaurants.a1.name}`, `Plats ${w.restaurants.a1.name}`]);
    expect(memoLeftToDrizzle()).toBe(left);
  });

  it('tells shapes apart: another condition is another text', async () => {
    const before = memoShapes();
    const found = await memoSelect(categories(w.restaurants.a1.id, 'Plats%'));
    expect(found).toEqual(await categories(w.restaurants.a1.id, 'Plats%'));
    expect(memoShapes()).toBe(before + 1);
    const none = await memoSelect(categories(w.restaurants.a1.id, 'Rien%'));
    expect(none).toEqual([]);
    expect(memoShapes()).toBe(before + 1);
  });

  it('maps selected SQL with its decoder (count as a number) and counts per restaurant', async () => {
    const { db } = ctx.database;
    const countOf = (id: string) =>
      memoSelect(db.select({ total: count() }).from(caisseCategories).where(eq(caisseCategories.restaurant_id, id)).$dynamic());
    const before = memoShapes();
    expect(await countOf(w.restaurants.a1.id)).toEqual([{ total: 3 }]);
    expect(await countOf(w.restaurants.a2.id)).toEqual([{ total: 0 }]);
    // count() makes a new decoder object each time: still one shape.
    expect(memoShapes()).toBe(before + 1);
  });

  it('leaves a query it cannot fingerprint (a subquery) to Drizzle, with the same answer', async () => {
    const { db } = ctx.database;
    const before = memoShapes();
    const withTax = db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.id, w.restaurants.a1.id),
          exists(db.select({ one: sql`1` }).from(caisseCategories).where(eq(caisseCategories.restaurant_id, restaurants.id))),
        ),
      )
      .$dynamic();
    const left = memoLeftToDrizzle();
    expect(await memoSelect(withTax)).toEqual([{ id: w.restaurants.a1.id }]);
    expect(memoShapes()).toBe(before);
    expect(memoLeftToDrizzle()).toBe(left + 1);
  });

  it('runs raw SQL once per shape with its values in order', async () => {
    const { db } = ctx.database;
    const q = (id: string, min: number) =>
      sql`select name from ${caisseCategories} where ${caisseCategories.restaurant_id} = ${id} and ${caisseCategories.position} >= ${min} order by position`;
    const before = memoShapes();
    expect((await memoExecute<{ name: string }>(db, q(w.restaurants.b.id, 2))).map((r) => r.name)).toEqual([
      `Desserts ${w.restaurants.b.name}`,
    ]);
    expect(await memoExecute(db, q(w.restaurants.a1.id, 1))).toHaveLength(2);
    expect(memoShapes()).toBe(before + 1);
    expect(
      await memoExecute(db, sql`select count(*)::int as n from ${caisseTaxes} where ${caisseTaxes.restaurant_id} = ${w.restaurants.a2.id}`),
    ).toEqual([{ n: 0 }]);
  });

  it('learns a paged list once: the same request again, for another restaurant, adds no shape', async () => {
    const token = await login(ctx.app, w.users.admin.email);
    const list = (id: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/restaurants/${id}/caisse/categories?sort=name&order=asc`, headers: bearer(token) });
    const left = memoLeftToDrizzle();
    const first = await list(w.restaurants.a1.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().total_entries).toBe(3);
    const before = memoShapes();
    const other = await list(w.restaurants.b.id);
    expect(other.json().data.map((c: { name: string }) => c.name)).toEqual(
      ['Desserts', 'Entrées', 'Plats'].map((n) => `${n} ${w.restaurants.b.name}`),
    );
    expect(memoShapes()).toBe(before);
    // page 1, rows and count: both as named statements, none left to Drizzle
    expect(memoLeftToDrizzle()).toBe(left);
  });
});
