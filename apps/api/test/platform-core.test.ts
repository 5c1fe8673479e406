import { asc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { HttpError } from '../src/lib/http-errors';
import { newId } from '../src/lib/ids';
import { type KeysetQuery, keysetPage } from '../src/lib/keyset';
import { sumCents } from '../src/lib/money';
import { toHttpError } from '../src/lib/pg-errors';
import { inScope, platformScope, scopeOf } from '../src/lib/tenant-scope';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, type World } from './fixtures';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' }, (app, { db }) => {
    // Network routes as a franchisor screen would declare them: the hook hands over the set of restaurants.
    const network = (scope: ReturnType<typeof scopeOf>) =>
      db.select({ id: restaurants.id }).from(restaurants).where(inScope(scope, restaurants.id)).orderBy(asc(restaurants.id));
    app.get('/api/v1/test/network', { config: { access: { roles: ['admin', 'franchisor'], network: true } } }, (req) =>
      network(scopeOf(req)),
    );
    app.get(
      '/api/v1/test/network-caisse',
      { config: { access: { roles: ['admin', 'franchisor'], network: true, module: 'fitfit_caisse' } } },
      (req) => network(scopeOf(req)),
    );
  });
  world = await createWorld(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
/** The PostgreSQL error a statement raises (it must raise one). */
const failure = (query: ReturnType<typeof sql>) =>
  db()
    .execute(query)
    .then(
      () => expect.unreachable('PostgreSQL accepted the statement'),
      (e: unknown) => e,
    );

describe('keysetPage', () => {
  const scope = () => platformScope(world.restaurants.b.id);
  const base = { search: '', page: 1, per_page: 2 } as const;
  // Five tags of B: three share one instant, so only the id (UUIDv7) orders them.
  const tags: { id: string; at: string }[] = [];
  beforeAll(async () => {
    const at = [
      '2026-01-01T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-03T10:00:00.000Z',
    ];
    for (const [i, instant] of at.entries()) {
      const id = newId();
      tags.push({ id, at: instant });
      await db().execute(sql`insert into caisse_tags (id, restaurant_id, name, color, created_at)
        values (${id}, ${world.restaurants.b.id}, ${`Keyset ${i}`}, '#000000', ${instant}::timestamptz)`);
    }
    // A tag of A1 at the same instants must never show in B's pages.
    await db().execute(sql`insert into caisse_tags (restaurant_id, name, color, created_at)
      values (${world.restaurants.a1.id}, 'Keyset A1', '#000000', '2026-01-02T10:00:00.000Z')`);
  });
  const page = (q: KeysetQuery) =>
    keysetPage<{ id: string; name: string }>(db(), q, {
      select: sql`t.id, t.name`,
      from: sql`caisse_tags t`,
      where: sql`${inScope(scope(), sql`t.restaurant_id`)} and t.name like 'Keyset %'`,
      sortBy: sql`t.created_at`,
      id: sql`t.id`,
    });
  const walk = async (order: 'asc' | 'desc') => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 1; n <= 5; n++) {
      const p = await page({ ...base, order, page: n, cursor });
      expect(p.total_entries).toBe(5);
      expect(p.total_pages).toBe(3);
      seen.push(...p.data.map((r) => r.id));
      if (!p.next_cursor) return { seen, pages: n };
      cursor = p.next_cursor;
    }
    throw new Error('the cursor never ended');
  };
  const expected = (order: 'asc' | 'desc') => {
    const sorted = [...tags].sort((x, y) => x.at.localeCompare(y.at) || x.id.localeCompare(y.id)).map((t) => t.id);
    return order === 'asc' ? sorted : sorted.reverse();
  };

  it('walks every row once, in (date, id) order, ties broken by the id, with the cursor of each page', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const { seen, pages } = await walk(order);
      expect(pages).toBe(3);
      expect(seen).toEqual(expected(order));
    }
  });

  it('resumes exactly after the cursor’s row, even inside a run of equal dates', async () => {
    const first = await page({ ...base, order: 'desc' });
    const second = await page({ ...base, order: 'desc', page: 2, cursor: first.next_cursor ?? undefined });
    expect(second.data.map((r) => r.id)).toEqual(expected('desc').slice(2, 4));
    expect(second.search).toBe('');
    expect(second.current_page).toBe(2);
  });

  it('refuses a forged or broken cursor with a French 400', async () => {
    for (const cursor of ['pas-un-curseur', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1]').toString('base64url')]) {
      const error = await page({ ...base, order: 'desc', cursor }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 400, message: 'Le curseur de pagination est invalide' });
    }
  });
});

describe('toHttpError', () => {
  let taxId: string;
  beforeAll(async () => {
    const a = world.restaurants.a1.id;
    const { rows } = await db().execute<{ id: string }>(sql`insert into caisse_taxes (restaurant_id, name, rate_on_spot_bp,
      rate_takeaway_bp, rate_delivery_bp) values (${a}, 'Core', 1000, 550, 1000) returning id`);
    taxId = rows[0].id;
    await db().execute(sql`insert into caisse_products (restaurant_id, tax_id, name, price_on_spot_cents, price_takeaway_cents,
      price_delivery_cents) values (${a}, ${taxId}, 'Core', 100, 100, 100)`);
  });
  const duplicate = () =>
    failure(sql`insert into caisse_taxes (restaurant_id, name, rate_on_spot_bp, rate_takeaway_bp, rate_delivery_bp)
      values (${world.restaurants.a1.id}, 'CORE', 1000, 550, 1000)`);

  it('maps each class of constraint to its status and French message', async () => {
    expect(toHttpError(await duplicate())).toMatchObject({ statusCode: 409, message: 'Cet élément existe déjà' });
    // a parent still referenced, through an ON DELETE RESTRICT key (23001) or a plain one (23503): 409
    const stillUsed = { statusCode: 409, message: 'Cet élément est encore utilisé et ne peut pas être supprimé' };
    expect(toHttpError(await failure(sql`delete from caisse_taxes where id = ${taxId}`))).toMatchObject(stillUsed);
    const { rows } = await db().execute<{ id: string }>(
      sql`insert into caisse_roles (restaurant_id, name) values (${world.restaurants.a1.id}, 'Core') returning id`,
    );
    await db().execute(sql`insert into caisse_pos_users (restaurant_id, role_id, first_name, last_name, pin_hash)
      values (${world.restaurants.a1.id}, ${rows[0].id}, 'Léa', 'Core', 'x')`);
    expect(toHttpError(await failure(sql`delete from caisse_roles where id = ${rows[0].id}`))).toMatchObject(stillUsed);
    // a row naming a missing parent: 422
    expect(
      toHttpError(
        await failure(sql`insert into caisse_products (restaurant_id, tax_id, name, price_on_spot_cents, price_takeaway_cents,
          price_delivery_cents) values (${world.restaurants.a1.id}, ${newId()}, 'Orphelin', 100, 100, 100)`),
      ),
    ).toMatchObject({ statusCode: 422, message: "Un élément référencé n'existe pas dans ce restaurant" });
    // not null: 422
    expect(
      toHttpError(
        await failure(sql`insert into caisse_tags (restaurant_id, name, color) values (${world.restaurants.a1.id}, null, '#000000')`),
      ),
    ).toMatchObject({ statusCode: 422, message: 'Les données envoyées ne respectent pas les règles de cet élément' });
  });

  it('gives a named constraint its own meaning, with the field, and leaves other errors alone', async () => {
    const error = toHttpError(await duplicate(), {
      caisse_taxes_restaurant_name_key: { status: 409, message: 'Une taxe porte déjà ce nom', field: 'name' },
    });
    expect(error).toMatchObject({ statusCode: 409, message: 'Une taxe porte déjà ce nom', fields: { name: 'Une taxe porte déjà ce nom' } });
    const notFound = toHttpError(await duplicate(), { caisse_taxes_restaurant_name_key: { status: 404, message: 'Taxe introuvable' } });
    expect(notFound).toMatchObject({ statusCode: 404, message: 'Taxe introuvable' });
    const plain = new Error('pas une erreur PostgreSQL');
    expect(toHttpError(plain)).toBe(plain);
    const http = new HttpError(418, 'teapot', 'Théière');
    expect(toHttpError(http)).toBe(http);
  });
});

describe('network scope', () => {
  const get = async (url: string, email: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(await login(ctx.app, email)) });
  const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((r) => r.id);
  const sorted = (list: string[]) => [...list].sort();

  it('hands a franchisor the live restaurants of its marks, and only those holding the module when the route names one', async () => {
    const { a1, a2 } = world.restaurants;
    const all = await get('/api/v1/test/network', world.users.franchisor.email);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(sorted([a1.id, a2.id]));
    const caisse = await get('/api/v1/test/network-caisse', world.users.franchisor.email);
    expect(ids(caisse)).toEqual([a1.id]); // A2 holds no module
  });

  it('hands an admin every restaurant', async () => {
    const res = await get('/api/v1/test/network', world.users.admin.email);
    expect(res.statusCode).toBe(200);
    const every = await db().select({ id: restaurants.id }).from(restaurants).where(isNull(restaurants.deleted_at));
    expect(ids(res)).toEqual(expect.arrayContaining(every.map((r) => r.id)));
    expect(ids(res)).toContain(world.restaurants.b.id);
  });

  it('refuses a restorer (403) and an anonymous caller (401)', async () => {
    expect((await get('/api/v1/test/network', world.users.restorer.email)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/test/network' })).statusCode).toBe(401);
  });
});

describe('UUIDv7 ids', () => {
  it('sort like their creation order, as text and in PostgreSQL, and are valid uuid values', async () => {
    const made = Array.from({ length: 500 }, () => newId());
    expect([...made].sort()).toEqual(made);
    for (const id of made.slice(0, 5)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const list = `{${[...made].reverse().join(',')}}`;
    const { rows } = await db().execute<{ id: string }>(sql`select id from unnest(${list}::uuid[]) as t(id) order by id`);
    expect(rows.map((r) => r.id)).toEqual(made);
  });
});

describe('sumCents', () => {
  it('sums past 21 474 836,47 € without overflowing, as a number', async () => {
    const { rows } = await db().execute<{ total: number }>(
      sql`select ${sumCents(sql`v.cents`)} as total from (values (2000000000), (2000000000), (147483648)) as v(cents)`,
    );
    expect(rows[0].total).toBe(4_147_483_648);
    const { rows: none } = await db().execute<{ total: number }>(
      sql`select ${sumCents(sql`v.cents`)} as total from (values (1)) as v(cents) where false`,
    );
    expect(none[0].total).toBe(0);
  });
});
