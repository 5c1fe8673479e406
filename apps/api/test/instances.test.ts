import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connect, type Database, runMigrations } from '../src/db/database';
import { placeholderPng } from '../src/lib/uploads/png';
import { createTestContext, syncBeforeInject, type TestContext } from './context';
import { bearer, createWorld, login, PASSWORD, type World } from './fixtures';
import { startS3 } from './s3-server';

/**
 * Two API instances on one PostgreSQL and one S3-compatible bucket, each with its own connection pool and
 * nothing shared in memory: what one does, the other sees.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let ctx: TestContext;
let secondPool: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let w: World;
beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '3', ...s3.env });
  secondPool = connect(ctx.database.url, 5);
  b = await buildApp({ config: ctx.config, db: secondPool.db, logger: false });
  await b.ready();
  syncBeforeInject(b);
  a = ctx.app;
  w = await createWorld(ctx.database.db);
});
afterAll(async () => {
  await b.close();
  await secondPool.close();
  await ctx.close();
  await s3.close();
});

const multipart = (content: Buffer) => {
  const boundary = `----fitfit${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe('two API instances on one database', () => {
  it('share sessions: a token opened on one works on the other, and a logout on the other ends it on both', async () => {
    const token = await login(a, w.users.restorer.email);
    const me = await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(w.users.restorer.email);
    expect((await b.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect((await a.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('share the sign-in throttle: failures on one instance block the account on the other', async () => {
    const email = w.users.franchisor.email;
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
    expect((await attempt(a, 'mauvais-mdp')).statusCode).toBe(401);
    expect((await attempt(b, 'mauvais-mdp')).statusCode).toBe(401);
    expect((await attempt(a, 'mauvais-mdp')).statusCode).toBe(401);
    const blocked = await attempt(b, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Trop de tentatives, veuillez réessayer dans quelques minutes');
  });

  it('share uploads: a photo stored through one is served by the other, and removed through the other', async () => {
    const token = await login(a, w.users.admin.email);
    const base = `/api/v1/restaurants/${w.restaurants.a1.id}/caisse`;
    const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url: `${base}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const tax = (
      await call(a, 'POST', 'taxes', { name: 'TVA', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 })
    ).json();
    const product = await call(a, 'POST', 'products', {
      name: 'Tarte',
      tax_id: tax.id,
      category_id: null,
      price_on_spot_cents: 500,
      price_takeaway_cents: 500,
      price_delivery_cents: 500,
    });
    expect(product.statusCode, product.body).toBe(201);
    const png = placeholderPng('#e67700');
    const file = multipart(png);
    const uploaded = await a.inject({
      method: 'POST',
      url: `${base}/products/${product.json().id}/photo`,
      headers: { ...bearer(token), ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().photo_url;
    const served = await b.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    expect((await call(b, 'DELETE', `products/${product.json().id}/photo`)).statusCode).toBe(200);
    expect((await a.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('apply the migrations once when they start together on an empty database', async () => {
    const name = `m_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await ctx.database.pool.query(`create database ${name}`);
    const url = new URL(ctx.database.url);
    url.pathname = `/${name}`;
    const [one, two] = [connect(url.toString(), 2), connect(url.toString(), 2)];
    try {
      await Promise.all([runMigrations(one.pool), runMigrations(two.pool)]);
      const { rows } = await one.pool.query('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBeGreaterThan(5);
      expect(rows[0].d).toBe(rows[0].n);
    } finally {
      await one.close();
      await two.close();
      await ctx.database.pool.query(`drop database if exists ${name} with (force)`);
    }
  });
});
