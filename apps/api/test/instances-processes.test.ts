import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderPng } from '../src/lib/uploads/png';
import { createTestContext, type TestContext } from './context';
import { createWorld, PASSWORD, type World } from './fixtures';
import { freePort, startServer, stopServer } from './server-process';

/**
 * Two API server processes (separate OS processes, separate ports) on one database and one data folder,
 * reached through real HTTP only: nothing one process keeps in memory is needed by the other.
 */
let ctx: TestContext;
let w: World;
let dataDir: string;
const servers: ChildProcess[] = [];
let a = '';
let b = '';
beforeAll(async () => {
  ctx = await createTestContext();
  w = await createWorld(ctx.database.db);
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitfit-two-proc-'));
  const env = { LOGIN_RATE_LIMIT: '3', DATA_DIR: dataDir };
  const [portA, portB] = [await freePort(), await freePort()];
  const [one, two] = await Promise.all([startServer(ctx.database.url, portA, env), startServer(ctx.database.url, portB, env)]);
  servers.push(one, two);
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  await ctx?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const json = (base: string, method: string, url: string, body?: unknown, token?: string) =>
  fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const login = async (base: string, email: string) => {
  const res = await json(base, 'POST', '/api/v1/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};

describe('two API processes on one database', () => {
  it('share sessions: a login on A is accepted by B, and a logout on B ends it on A', async () => {
    const token = await login(a, w.users.restorer.email);
    const me = await json(b, 'GET', '/api/v1/auth/me', undefined, token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(w.users.restorer.email);
    expect((await json(b, 'POST', '/api/v1/auth/logout', undefined, token)).status).toBe(204);
    expect((await json(a, 'GET', '/api/v1/auth/me', undefined, token)).status).toBe(401);
  });

  it('share the sign-in throttle: failures counted through A make B refuse the account', async () => {
    const email = w.users.franchisor.email;
    for (let i = 0; i < 3; i++) expect((await json(a, 'POST', '/api/v1/auth/login', { email, password: 'mauvais-mdp' })).status).toBe(401);
    const blocked = await json(b, 'POST', '/api/v1/auth/login', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
      'Trop de tentatives, veuillez réessayer dans quelques minutes',
    );
  });

  it('share uploads: a product photo stored through A is served by B', async () => {
    const token = await login(a, w.users.restorer.email);
    const base = `/api/v1/restaurants/${w.restaurants.a1.id}/caisse`;
    const taxRes = await json(
      a,
      'POST',
      `${base}/taxes`,
      { name: 'TVA', rate_on_spot_bp: 1000, rate_takeaway_bp: 550, rate_delivery_bp: 550 },
      token,
    );
    expect(taxRes.status).toBe(201);
    const tax = (await taxRes.json()) as { id: string };
    const productRes = await json(
      a,
      'POST',
      `${base}/products`,
      { name: 'Tarte', tax_id: tax.id, category_id: null, price_on_spot_cents: 500, price_takeaway_cents: 500, price_delivery_cents: 500 },
      token,
    );
    expect(productRes.status).toBe(201);
    const product = (await productRes.json()) as { id: string };

    const png = placeholderPng('#e67700');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tarte.png');
    const uploaded = await fetch(`${a}${base}/products/${product.id}/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const url = ((await uploaded.json()) as { photo_url: string }).photo_url;

    const served = await fetch(`${b}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${b}${url.replace(/[^/]+$/, `${randomUUID()}.png`)}`)).status).toBe(404);
  });
});
