import { platformResourceEndpoints } from '@fitfit/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restaurants } from '../src/db/schema';
import { platformResource } from '../src/lib/platform-resource';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login } from './fixtures';

/**
 * The platform resource generator (lib/platform-resource.ts) on a table with soft delete, the shape no admin resource
 * uses from its table today (restaurants and users keep their services): the repository written from the table's
 * description pages, searches, sorts, dates a deletion instead of deleting, and answers 404 in French.
 */
const endpoints = platformResourceEndpoints({
  path: 'generated_restaurants',
  item: z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() }),
  input: z.strictObject({ name: z.string().min(1), city: z.string().nullable() }),
  summaries: { list: 'Test', get: 'Test', create: 'Test', update: 'Test', delete: 'Test' },
  tags: ['test'],
});
const NOT_FOUND = 'Ce restaurant de test n’existe pas';

let ctx: TestContext;
let admin: string;
let restorer: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' }, (app, { db }) => {
    platformResource(app, endpoints, {
      db,
      table: {
        table: restaurants,
        select: sql`r.id, r.name, r.city`,
        from: sql`restaurants r`,
        id: sql`r.id`,
        searchColumns: [sql`r.name`, sql`r.city`],
        sortColumns: { name: sql`lower(r.name)`, city: sql`r.city` },
        softDelete: sql`r.deleted_at`,
        notFound: NOT_FOUND,
      },
    });
  });
  const world = await createWorld(ctx.database.db);
  [admin, restorer] = await Promise.all([login(ctx.app, world.users.admin.email), login(ctx.app, world.users.restorer.email)]);
});
afterAll(() => ctx.close());

const call = (method: string, url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1/admin/generated_restaurants${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('platformResource from a table', () => {
  const ids: string[] = [];

  it('creates (201) and lists with search, sort and paging in the SPEC §3 envelope', async () => {
    for (const [name, city] of [
      ['Générateur Brasserie', 'Lyon'],
      ['Générateur Adour', 'Bayonne'],
      ['Générateur Crêperie', null],
    ]) {
      const res = await call('POST', '', { name, city });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name, city });
      ids.push(res.json().id);
    }
    const page1 = await call('GET', '?search=générateur&sort=name&order=asc&per_page=2');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({
      search: 'générateur',
      order: 'asc',
      current_page: 1,
      per_page: 2,
      total_entries: 3,
      total_pages: 2,
    });
    expect(page1.json().data.map((r: { name: string }) => r.name)).toEqual(['Générateur Adour', 'Générateur Brasserie']);
    const page2 = await call('GET', '?search=générateur&sort=name&order=asc&per_page=2&page=2');
    expect(page2.json().data.map((r: { name: string }) => r.name)).toEqual(['Générateur Crêperie']);
    const byCity = await call('GET', '?search=bayonne');
    expect(byCity.json().data.map((r: { name: string }) => r.name)).toEqual(['Générateur Adour']);
  });

  it('updates a row and answers 404 in French for an unknown one', async () => {
    const res = await call('PUT', `/${ids[0]}`, { name: 'Générateur Bistrot', city: 'Lyon' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: ids[0], name: 'Générateur Bistrot', city: 'Lyon' });
    const unknown = await call('PUT', '/00000000-0000-4000-8000-000000000000', { name: 'X', city: null });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(NOT_FOUND);
  });

  it('soft-deletes: the row stays, dated, and is no longer read, listed nor deleted twice', async () => {
    const res = await call('DELETE', `/${ids[1]}`);
    expect(res.statusCode).toBe(204);
    const [row] = await ctx.database.db.select({ deleted_at: restaurants.deleted_at }).from(restaurants).where(eq(restaurants.id, ids[1]));
    expect(row.deleted_at).toBeInstanceOf(Date);
    const get = await call('GET', `/${ids[1]}`);
    expect(get.statusCode).toBe(404);
    expect(get.json().error.message).toBe(NOT_FOUND);
    const list = await call('GET', '?search=générateur');
    expect(
      list
        .json()
        .data.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    expect((await call('DELETE', `/${ids[1]}`)).statusCode).toBe(404);
    expect((await call('PUT', `/${ids[1]}`, { name: 'Revenu', city: null })).statusCode).toBe(404);
  });

  it('is for admins only (403 for a restorer, nothing created)', async () => {
    const res = await call('POST', '', { name: 'Générateur Interdit', city: null }, restorer);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '?search=interdit')).json().total_entries).toBe(0);
  });
});
