import { Writable } from 'node:stream';
import { GENERIC_ERROR_MESSAGE, moduleCodes } from '@fitfit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, PASSWORD, type World } from './fixtures';

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
  world = await createWorld(ctx.database.db);
});
afterAll(() => ctx.close());

const expectErrorShape = (body: unknown, code: string) => {
  expect(Object.keys(body as object)).toEqual(['error']);
  const { error } = body as { error: Record<string, unknown> };
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  for (const key of Object.keys(error)) expect(['code', 'message', 'fields']).toContain(key);
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/);
};

describe('error shape', () => {
  it('answers an invalid JSON body with 400 in French', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'invalid_json');
    expect(res.json().error.message).toBe('Le corps de la requête n’est pas un JSON valide');
  });

  it('refuses a prototype-poisoning JSON body (400) in the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr", "password": "motdepasse", "__proto__": {"role": "admin"}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_json', message: 'Le corps de la requête n’est pas un JSON valide' } });
  });

  it('answers an empty JSON body with 400 in French', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'invalid_json');
    expect(res.json().error.message).toBe('Le corps de la requête est vide');
  });

  it('answers an unsupported content type with 415 in French', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'unsupported_media_type');
    expect(res.json().error.message).toBe('Type de contenu non pris en charge');
  });

  it('answers an unknown API route with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/nope' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectErrorShape(res.json(), 'not_found');
      expect(res.json().error.message).toBe("La ressource demandée n'existe pas");
    }
  });

  it('serves the web app (not a JSON 404) for an unknown non-API page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/caisse/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/absent.js' });
    expect(asset.statusCode).toBe(404);
    expectErrorShape(asset.json(), 'not_found');
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(1024 * 1024) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'payload_too_large');
    expect(res.json().error.message).toBe('La requête est trop volumineuse');
  });

  it('accepts a body just under the limit as far as the validation', async () => {
    const payload = JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(1000 * 1024) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'Le champ mot de passe doit contenir au plus 200 caractères' });
  });
});

describe('public lookups', () => {
  it('answers the health check', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('lists the enumerations with their French labels', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/enumerations' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['delivery_statuses', 'sources', 'statuses', 'types']);
    expect(body.types).toEqual([
      { key: 'on_spot', label: 'Sur place' },
      { key: 'takeaway', label: 'À emporter' },
      { key: 'delivery', label: 'Livraison' },
    ]);
    expect(body.statuses).toEqual([
      { key: 'opened', label: 'En cours' },
      { key: 'canceled', label: 'Annulée' },
      { key: 'ended', label: 'Terminé' },
      { key: 'cancel_created', label: 'Annulée créée' },
    ]);
    for (const list of [body.sources, body.delivery_statuses]) {
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) {
        expect(Object.keys(entry).sort()).toEqual(['key', 'label']);
        expect(entry.key).toMatch(/^[a-z_]+$/);
        expect(entry.label).toMatch(/\S/);
      }
    }
  });

  it('lists the five modules offered, in catalogue order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/public/fitfit_modules' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { code_name: string }) => m.code_name)).toEqual([...moduleCodes]);
    for (const m of data) {
      expect(Object.keys(m).sort()).toEqual(['code_name', 'description', 'monthly_price_cents', 'title']);
      expect(Number.isInteger(m.monthly_price_cents)).toBe(true);
    }
  });

  it('leaves out a module that is no longer offered', async () => {
    await ctx.database.pool.query(`update fitfit_modules set active = false where code_name = 'fitfit_music'`);
    try {
      const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/public/fitfit_modules' })).json();
      expect(data.map((m: { code_name: string }) => m.code_name)).not.toContain('fitfit_music');
    } finally {
      await ctx.database.pool.query(`update fitfit_modules set active = true where code_name = 'fitfit_music'`);
    }
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and documents every /api/v1 route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('FitFit Solution API');
    expect(doc.paths['/api/v1/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
    for (const route of ctx.app.accessRoutes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('response headers', () => {
  it('sets x-request-id on every response, echoing a caller-supplied id', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const notFound = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(notFound.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(notFound.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBeTruthy();
    const echoed = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'trace-1234' } });
    expect(echoed.headers['x-request-id']).toBe('trace-1234');
    const long = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(long.headers['x-request-id']).toBe('x'.repeat(64));
  });

  it('sets the helmet security headers', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the generic French message, no detail, and log the error with the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', WEB_DIST: '/nonexistent' }),
      db: ctx.database.db,
      logStream: stream,
    });
    app.get('/api/v1/probe/boom', {
      config: { access: { public: true } },
      handler: async () => {
        throw new Error('détail secret /srv/app.js:12:3');
      },
    });
    app.get('/api/v1/probe/sql', {
      config: { access: { public: true } },
      handler: async () => ctx.database.pool.query('select 1 / 0'),
    });
    await app.ready();
    try {
      for (const [url, id] of [
        ['/api/v1/probe/boom', 'req-boom'],
        ['/api/v1/probe/sql', 'req-sql'],
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': id } });
        expect(res.statusCode, url).toBe(500);
        expect(res.json()).toEqual({ error: { code: 'internal_error', message: GENERIC_ERROR_MESSAGE } });
        expect(res.body).not.toContain('secret');
        expect(res.body).not.toContain('division');
        expect(res.headers['x-request-id']).toBe(id);
      }
    } finally {
      await app.close();
    }
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged.find((l) => l.reqId === 'req-boom' && l.err?.message?.includes('secret'))).toBeDefined();
    expect(logged.find((l) => l.reqId === 'req-sql' && l.err)).toBeDefined();
  });
});

describe('sessions of deleted users', () => {
  it('stops a deleted user from using its existing token or signing in again', async () => {
    const user = world.users.restorerB;
    const token = await login(ctx.app, user.email);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.database.pool.query('update users set deleted_at = now() where id = $1', [user.id]);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expectErrorShape(me.json(), 'unauthorized');
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe('E-mail ou mot de passe incorrect');
  });
});
