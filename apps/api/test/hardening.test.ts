import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { restaurantHardwares } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createTestContext, type TestContext } from './context';
import { bearer, createWorld, login, PASSWORD, type World } from './fixtures';

let ctx: TestContext;
let w: World;
let admin: string;
let restorer: string;
beforeAll(async () => {
  ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000', DATA_DIR: `/tmp/fitfit-hardening-${process.pid}` });
  w = await createWorld(ctx.database.db);
  admin = await login(ctx.app, w.users.admin.email);
  restorer = await login(ctx.app, w.users.restorer.email);
});
afterAll(() => ctx.close());

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });

describe('Fastify’s own errors go through the one error handler', () => {
  it('an over-long path parameter: 414 in French, without echoing the URL, with the security headers and no-store', async () => {
    const long = 'a'.repeat(500);
    const res = await get(`/api/v1/admin/marks/${long}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'uri_too_long', message: 'L’adresse demandée est trop longue' } });
    expect(res.body).not.toContain(long);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('a malformed URL: 400 in French with the security headers', async () => {
    const res = await get('/api/v1/admin/marks/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_url', message: 'L’adresse demandée est invalide' } });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('no-store on API answers', () => {
  it('the login answer (it holds the token), the current user and the lists are never kept by a cache', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: w.users.saler.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/v1/auth/me', '/api/v1/admin/marks']) expect((await get(url)).headers['cache-control'], url).toBe('no-store');
  });
});

describe('root fixes of malformed input', () => {
  it('refuses NUL in free text and in search with a French 400, on every kind of route', async () => {
    const mark = await send('POST', '/api/v1/admin/marks', { name: 'A\u0000B', royalty_rate_bp: 0, advertising_rate_bp: 0 });
    expect(mark.statusCode).toBe(400);
    expect(mark.json().error.fields).toEqual({ name: 'Le texte contient un caractère non autorisé' });
    const search = await get(`/api/v1/restaurants/${w.restaurants.a1.id}/caisse/roles?search=a%00b`, restorer);
    expect(search.statusCode).toBe(400);
    expect(search.json().error.message).toBe('Le texte contient un caractère non autorisé');
    const tag = await send(
      'POST',
      `/api/v1/restaurants/${w.restaurants.a1.id}/caisse/heat-tags`,
      { name: 'x\u0000', color: '#ffffff' },
      restorer,
    );
    expect(tag.statusCode).toBe(400);
  });

  it('sorts on the default column when sort names an inherited property', async () => {
    for (const sort of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const url of [
        '/api/v1/admin/marks',
        '/api/v1/admin/users',
        '/api/v1/admin/subscription_invoices',
        `/api/v1/restaurants/${w.restaurants.a1.id}/caisse/roles`,
      ]) {
        const res = await get(`${url}?sort=${sort}`);
        expect(res.statusCode, `${url} ${sort}`).toBe(200);
      }
    }
  });

  it('refuses dates that match the format but do not exist, on module dates, installed_on and the invoice period', async () => {
    const [module] = (await ctx.database.pool.query('select id from fitfit_modules limit 1')).rows;
    const [hardware] = (
      await ctx.database.pool.query("insert into hardwares (kind, brand, model) values ('pos_terminal', 'Sunmi', 'T2') returning id")
    ).rows;
    for (const day of ['2024-02-30', '2023-13-01', '0000-01-01', '2023-02-29']) {
      const assignment = await send('POST', `/api/v1/admin/restaurants/${w.restaurants.a2.id}/fitfit_module_restaurants`, {
        fitfit_module_id: module.id,
        starts_on: day,
      });
      expect(assignment.statusCode, day).toBe(400);
      expect(assignment.json().error.fields).toEqual({ starts_on: "Cette date n'existe pas dans le calendrier" });
      const installed = await send('POST', `/api/v1/admin/restaurants/${w.restaurants.a2.id}/restaurant_hardwares`, {
        hardware_id: hardware.id,
        installed_on: day,
      });
      expect(installed.statusCode, day).toBe(400);
    }
    expect((await ctx.database.db.select().from(restaurantHardwares)).length).toBe(0);
    for (const period of ['0000-01', '2023-13', '2023-00']) {
      const run = await send('POST', '/api/v1/admin/subscription_invoices/run', { period });
      expect(run.statusCode, period).toBe(400);
      expect(run.json().error.message).toBe('La période doit être de la forme AAAA-MM');
    }
    const leap = await send('POST', `/api/v1/admin/restaurants/${w.restaurants.a2.id}/fitfit_module_restaurants`, {
      fitfit_module_id: module.id,
      starts_on: '2024-02-29',
    });
    expect(leap.statusCode).toBe(201);
  });

  it('accepts null exactly where the OpenAPI document allows it (logo, e-mails), and documents it', async () => {
    type Props = Record<string, { nullable?: boolean; type?: string }>;
    type Doc = { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Props } }> } } }> };
    const doc = ctx.app.swagger() as unknown as Doc;
    const props = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema.properties;
    expect(props('/api/v1/admin/marks').logo_url).toMatchObject({ type: 'string', nullable: true });
    expect(props('/api/v1/admin/restaurants').email).toMatchObject({ type: 'string', nullable: true });
    expect(props('/api/v1/admin/terminal_partners').email).toMatchObject({ type: 'string', nullable: true });
    const mark = await send('POST', '/api/v1/admin/marks', {
      name: 'Sans logo',
      logo_url: null,
      royalty_rate_bp: 0,
      advertising_rate_bp: 0,
    });
    expect(mark.statusCode).toBe(201);
    expect(mark.json().logo_url).toBeNull();
    const bad = await send('POST', '/api/v1/admin/marks', {
      name: 'Logo',
      logo_url: 'javascript:alert(1)',
      royalty_rate_bp: 0,
      advertising_rate_bp: 0,
    });
    expect(bad.json().error.fields).toEqual({ logo_url: 'Le logo doit être une adresse web (https://…)' });
    const partner = await send('POST', '/api/v1/admin/terminal_partners', {
      name: 'Partenaire',
      kind: 'pos',
      email: 'pas-un-email',
      commission_rate_bp: 0,
    });
    expect(partner.json().error.fields).toEqual({ email: 'Le champ e-mail doit être une adresse e-mail valide' });
  });
});

describe('secrets never reach the log', () => {
  it('a server logging everything (trace) while sign-ins, device calls and failing SQL happen prints no password, hash, token, PIN or device key', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: { ...ctx.config, LOG_LEVEL: 'trace' }, db: ctx.database.db, logStream: stream });
    const secretEmail = 'secret-journal@test.example';
    const secretHash = await hashPassword('mot-de-passe-du-journal');
    // A failing query whose parameters hold an e-mail and a password hash, as a bad input once did.
    app.get('/api/v1/probe/sql-secret', {
      config: { access: { public: true } },
      handler: async () =>
        ctx.database.db.execute(sql`insert into users (email, password_hash, first_name, last_name, role)
          values (${secretEmail}, ${secretHash}, 'a', 'b', 'admin'), (${secretEmail}, ${secretHash}, 'a', 'b', 'admin')`),
    });
    app.get('/api/v1/probe/pg-value', {
      config: { access: { public: true } },
      handler: async () => ctx.database.db.execute(sql`select ${secretHash}::uuid`),
    });
    await app.ready();
    const secrets: string[] = [PASSWORD, 'mauvais-mot-de-passe', secretEmail, secretHash, '$argon2', '975318'];
    try {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: w.users.franchisor.email, password: 'mauvais-mot-de-passe' },
      });
      expect(wrong.statusCode).toBe(401);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: w.users.admin.email, password: PASSWORD },
      });
      const token: string = ok.json().token;
      secrets.push(token);
      const headers = { ...bearer(token) };
      expect((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).statusCode).toBe(200);
      // A POS user with a PIN, a terminal with its device key, then a call with the key.
      const a1 = w.restaurants.a1.id;
      const role = await app.inject({
        method: 'POST',
        url: `/api/v1/restaurants/${a1}/caisse/roles`,
        headers,
        payload: { name: 'Service', permissions: [] },
      });
      const pos = await app.inject({
        method: 'POST',
        url: `/api/v1/restaurants/${a1}/caisse/pos_users`,
        headers,
        payload: { first_name: 'Léa', last_name: 'Martin', role_id: role.json().id, pin: '975318' },
      });
      expect(pos.statusCode, pos.body).toBe(201);
      const [hardware] = (
        await ctx.database.pool.query("insert into hardwares (kind, brand, model) values ('pos_terminal', 'Sunmi', 'T3') returning id")
      ).rows;
      const installed = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/restaurants/${a1}/restaurant_hardwares`,
        headers,
        payload: { hardware_id: hardware.id },
      });
      const deviceKey: string = installed.json().api_key;
      secrets.push(deviceKey);
      expect(
        (await app.inject({ method: 'GET', url: `/api/v1/restaurants/${a1}/caisse/catalog`, headers: { 'x-device-key': deviceKey } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: `/api/v1/restaurants/${a1}/caisse/catalog`, headers: { 'x-device-key': `${deviceKey}x` } }))
          .statusCode,
      ).toBe(401);
      // A new password set by an admin, a rejected registration.
      const user = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/users',
        headers,
        payload: {
          email: 'nouveau-journal@test.example',
          first_name: 'N',
          last_name: 'J',
          role: 'admin',
          password: 'mot-de-passe-nouveau',
        },
      });
      expect(user.statusCode, user.body).toBe(201);
      secrets.push('mot-de-passe-nouveau');
      expect((await app.inject({ method: 'GET', url: '/api/v1/probe/sql-secret' })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/api/v1/probe/pg-value' })).statusCode).toBe(400);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('users_email_key'); // the failure is logged, by name…
    for (const secret of secrets) expect(log.includes(secret), `secret in log: ${secret.slice(0, 12)}…`).toBe(false); // …without its values
    expect(log).not.toMatch(/params:/);
  });
});
