import { randomUUID } from 'node:crypto';
import { type ModuleCode, moduleCodes, type Role } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Access, ALL_ROLES, RESTAURANT_ROLES } from '../src/lib/access';
import { createTestContext, syncBeforeInject } from './context';
import { addMembers, bearer, createWorld, login } from './fixtures';

/**
 * The authorization matrix of ENGINEERING.md: every /api/v1 route (as registered in `app.accessRoutes`)
 * × every caller × (for tenant routes) own / foreign / module-less / unknown / malformed restaurant.
 * Cases are generated from the routes, so a route added later joins the matrix without touching this file.
 */

type AccessRoute = FastifyInstance['accessRoutes'][number];
/** manager and accountant: restorers whose member access to A1 and A2 is `manager` or `accountant` (the restorer owns them). */
type Member = 'manager' | 'accountant';
type Caller = 'anonymous' | Role | Member;
type RestaurantKind = 'own' | 'foreign' | 'without-module' | 'unknown' | 'not-a-uuid';
type Expected = 401 | 403 | 404 | 'allowed';

const CALLERS: Caller[] = ['anonymous', 'admin', 'restorer', 'franchisor', 'saler', 'manager', 'accountant'];
const isMember = (caller: Caller): caller is Member => caller === 'manager' || caller === 'accountant';
const RESTAURANT_KINDS: RestaurantKind[] = ['own', 'foreign', 'without-module', 'unknown', 'not-a-uuid'];

// Top-level await: the cases below are generated from the routes the real app registered.
const ctx = await createTestContext({ LOGIN_RATE_LIMIT: '10000' });
afterAll(() => ctx.close());
const world = await createWorld(ctx.database.db);
const members = await addMembers(ctx.database.db, world, ['manager', 'accountant']);
const emails: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: world.users.admin.email,
  restorer: world.users.restorer.email,
  franchisor: world.users.franchisor.email,
  saler: world.users.saler.email,
  manager: members.manager.email,
  accountant: members.accountant.email,
};
const tokens = Object.fromEntries(
  await Promise.all(Object.entries(emails).map(async ([caller, email]) => [caller, await login(ctx.app, email)] as const)),
) as Record<Exclude<Caller, 'anonymous'>, string>;

/** A second app on the same database with probe tenant routes, so the restaurant/module branch of the
 * access hook is walked by the very same matrix even before a business module declares such a route. */
const probe: FastifyInstance = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', LOGIN_RATE_LIMIT: '10000' }),
  db: ctx.database.db,
  logger: false,
});
const ok = async () => ({ ok: true });
probe.get('/api/v1/restaurants/:restaurantId/probe/caisse', {
  config: { access: { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_caisse' } },
  handler: ok,
});
probe.post('/api/v1/restaurants/:restaurantId/probe/things/:thingId', {
  config: { access: { roles: ['restorer', 'franchisor'], restaurant: true } },
  handler: ok,
});
probe.put('/api/v1/restaurants/:restaurantId/probe/everyone', {
  config: { access: { roles: ALL_ROLES, restaurant: true, module: 'fitfit_music' } },
  handler: ok,
});
probe.get('/api/v1/probe/admin-only', { config: { access: { roles: ['admin'] } }, handler: ok });
probe.put('/api/v1/restaurants/:restaurantId/probe/owners', {
  config: { access: { roles: RESTAURANT_ROLES, restaurant: true, owner: true } },
  handler: ok,
});
probe.get('/api/v1/restaurants/:restaurantId/probe/stock-for-accountants', {
  config: { access: { roles: RESTAURANT_ROLES, restaurant: true, module: 'fitfit_stocks', accountant: true } },
  handler: ok,
});
await probe.ready();
syncBeforeInject(probe);
afterAll(() => probe.close());

const restaurantIds: Record<RestaurantKind, string> = {
  own: world.restaurants.a1.id, // all modules; restorer's and franchisor's own
  foreign: world.restaurants.b.id, // another restorer, no mark
  'without-module': world.restaurants.a2.id, // restorer's and franchisor's own, no module at all
  unknown: randomUUID(),
  'not-a-uuid': 'pas-un-uuid',
};

const isPublic = (access: Access): access is { public: true } => access.public === true;
type SessionAccess = Extract<Access, { roles: readonly Role[] }>;
/** Routes for signed-in people (not public, not a POS terminal's device key). */
const isSession = (access: Access): access is SessionAccess => !access.public && !access.device;

/** What an accountant reads (docs/accounts.md), written here again rather than imported, so the test checks the rule. */
const ACCOUNTANT_READS: readonly ModuleCode[] = ['fitfit_caisse', 'fitfit_pnl'];

/** The outcome the access rule promises, checks in the hook's order: session, role, tenant, module, member access. */
const expectedOutcome = (access: Access, caller: Caller, method: string, kind?: RestaurantKind): Expected => {
  if (isPublic(access)) return 'allowed';
  if (caller === 'anonymous') return 401;
  if (!isSession(access)) return 401; // a device route takes no bearer session, only a terminal key
  if (!access.roles.includes(isMember(caller) ? 'restorer' : caller)) return 403;
  if (!access.restaurant || kind === undefined) return 'allowed';
  if (kind === 'not-a-uuid') return 404;
  if (kind === 'unknown') return caller === 'admin' ? 404 : 403;
  if (caller === 'saler') return 403; // a saler acts for no restaurant
  if (kind === 'foreign' && caller !== 'admin') return 403;
  const modules: readonly ModuleCode[] = kind === 'without-module' ? [] : moduleCodes; // A1 and B hold all five
  if (access.module && !modules.includes(access.module)) return 403;
  if (access.modules && !access.modules.some((m) => modules.includes(m))) return 403;
  // Owner routes: admins and owner members (the restorer owns A1 and A2); managers, accountants, franchisors refused.
  if (access.owner && caller !== 'admin' && caller !== 'restorer') return 403;
  if (caller === 'accountant') {
    if (method !== 'GET' && method !== 'HEAD') return 403;
    const reads = access.accountant || (!access.module && !access.modules) || (access.module && ACCOUNTANT_READS.includes(access.module));
    if (!reads) return 403;
  }
  return 'allowed';
};

const fillUrl = (url: string, restaurantId: string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (name === 'restaurantId' ? restaurantId : randomUUID()));

const send = async (app: FastifyInstance, route: AccessRoute, caller: Caller, restaurantId: string, method = route.method) => {
  let headers: Record<string, string> = {};
  if (caller !== 'anonymous') {
    // Logging out revokes the session: such a call gets a session of its own.
    const token = route.url.endsWith('/auth/logout') ? await login(ctx.app, emails[caller]) : tokens[caller];
    headers = bearer(token);
  }
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  return app.inject({
    method: method as 'GET',
    url: fillUrl(route.url, restaurantId),
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
};

const assertOutcome = (res: Awaited<ReturnType<typeof send>>, expected: Expected, method = 'GET') => {
  if (expected === 'allowed') {
    expect(res.statusCode, res.body).not.toBe(401);
    expect(res.statusCode, res.body).not.toBe(403);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 404 && method !== 'HEAD') expect(res.json().error.message).not.toBe('Restaurant introuvable');
    return;
  }
  expect(res.statusCode, res.body).toBe(expected);
  if (method === 'HEAD') return; // no body to look at
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe({ 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' }[expected]);
  expect(body.error.message).toMatch(/\S/);
};

type Case = { name: string; route: AccessRoute; caller: Caller; kind?: RestaurantKind; expected: Expected };

const casesFor = (routes: AccessRoute[]): Case[] =>
  routes.flatMap((route) => {
    const label = `${route.method} ${route.url}`;
    const kinds: (RestaurantKind | undefined)[] = isSession(route.access) && route.access.restaurant ? RESTAURANT_KINDS : [undefined];
    return CALLERS.flatMap((caller) =>
      kinds
        // The tenant dimension matters only once the session and the role pass; members are restorers, whose
        // tenant dimension the restorer walks: theirs is their access level, on their own restaurant.
        .filter(
          (kind) =>
            kind === undefined ||
            kind === 'own' ||
            (!isMember(caller) && expectedOutcome(route.access, caller, route.method) === 'allowed'),
        )
        .map((kind) => {
          const expected = expectedOutcome(route.access, caller, route.method, kind);
          return {
            name: `${label} · ${caller}${kind ? ` · ${kind} restaurant` : ''} → ${expected}`,
            route,
            caller,
            kind,
            expected,
          };
        }),
    );
  });

const runMatrix = (app: FastifyInstance, routes: AccessRoute[]) => {
  it.each(casesFor(routes).map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await send(app, c.route, c.caller, restaurantIds[c.kind ?? 'own']);
    assertOutcome(res, c.expected);
  });
  // Fastify answers HEAD for every GET route: the same rule must hold there.
  const heads = casesFor(routes.filter((r) => r.method === 'GET')).map((c) => [c.name.replace(/^GET /, 'HEAD '), c] as const);
  it.each(heads)('%s', async (_name, c) => {
    const res = await send(app, c.route, c.caller, restaurantIds[c.kind ?? 'own'], 'HEAD');
    assertOutcome(res, c.expected, 'HEAD');
  });
};

describe('access rules of the registered routes', () => {
  it('lists every /api/v1 route, including /api/v1/auth/me', () => {
    expect(ctx.app.accessRoutes.length).toBeGreaterThan(0);
    expect(ctx.app.accessRoutes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/v1/auth/me' }));
    expect(ctx.app.accessRoutes.every((r) => r.url.startsWith('/api/v1'))).toBe(true);
  });

  it('declares each method and URL once', () => {
    const keys = ctx.app.accessRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every signed-in route at least one role', () => {
    for (const r of ctx.app.accessRoutes) {
      if (isSession(r.access)) expect(r.access.roles.length, `${r.method} ${r.url}`).toBeGreaterThan(0);
    }
  });

  it('checks the tenant exactly on the routes whose URL names a restaurant', () => {
    for (const r of [...ctx.app.accessRoutes, ...probe.accessRoutes]) {
      const tenant = r.access.device === true || (isSession(r.access) && r.access.restaurant === true);
      expect(tenant, `${r.method} ${r.url}`).toBe(r.url.includes(':restaurantId'));
    }
  });

  it('sets a module only on tenant routes (the module is checked with the restaurant)', () => {
    for (const r of ctx.app.accessRoutes) {
      if (isSession(r.access) && (r.access.module || r.access.modules)) expect(r.access.restaurant, `${r.method} ${r.url}`).toBe(true);
    }
  });

  it('refuses a malformed or foreign bearer token like no session at all', async () => {
    const route = ctx.app.accessRoutes.find((r) => r.url === '/api/v1/auth/me');
    expect(route).toBeDefined();
    for (const authorization of ['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(300)}`, `Basic ${tokens.admin}`, tokens.admin]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
  });
});

describe('authorization matrix of the app', () => {
  runMatrix(ctx.app, ctx.app.accessRoutes);
});

describe('authorization matrix on probe tenant routes (restaurant and module checks)', () => {
  const probeRoutes = probe.accessRoutes.filter((r) => r.url.includes('/probe/'));
  it('registered the probe routes', () => {
    expect(probeRoutes).toHaveLength(6);
  });
  runMatrix(probe, probeRoutes);

  it('lets restorer B act for its own restaurant B but not for A1', async () => {
    const token = await login(ctx.app, world.users.restorerB.email);
    const url = (id: string) => `/api/v1/restaurants/${id}/probe/caisse`;
    const own = await probe.inject({ method: 'GET', url: url(world.restaurants.b.id), headers: bearer(token) });
    const other = await probe.inject({ method: 'GET', url: url(world.restaurants.a1.id), headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
  });

  it('applies a lost membership and a logout on the very next request (the cached access is dropped)', async () => {
    const { pool } = ctx.database;
    const token = await login(ctx.app, world.users.restorerB.email);
    const url = `/api/v1/restaurants/${world.restaurants.b.id}/probe/caisse`;
    const ask = () => probe.inject({ method: 'GET', url, headers: bearer(token) });
    expect((await ask()).statusCode).toBe(200);
    const member = [world.restaurants.b.id, world.users.restorerB.id];
    try {
      await pool.query('delete from restaurant_users where restaurant_id = $1 and user_id = $2', member);
      const removed = await ask();
      expect(removed.statusCode).toBe(403);
      expect(removed.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    } finally {
      await pool.query('insert into restaurant_users (restaurant_id, user_id) values ($1, $2)', member);
    }
    expect((await ask()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect((await ask()).statusCode).toBe(401);
  });

  it('says why a member access refuses, and applies a removal or a new access on the very next request', async () => {
    const { pool } = ctx.database;
    const a1 = world.restaurants.a1.id;
    const put = (caller: Member) =>
      probe.inject({ method: 'PUT', url: `/api/v1/restaurants/${a1}/probe/owners`, headers: bearer(tokens[caller]), payload: {} });
    const write = (caller: Member) =>
      probe.inject({
        method: 'POST',
        url: `/api/v1/restaurants/${a1}/probe/things/${randomUUID()}`,
        headers: bearer(tokens[caller]),
        payload: {},
      });
    expect((await put('manager')).json().error.message).toBe('Réservé aux propriétaires du restaurant');
    expect((await write('accountant')).json().error.message).toBe('Votre accès comptable est en lecture seule');
    const music = await probe.inject({
      method: 'PUT',
      url: `/api/v1/restaurants/${a1}/probe/everyone`,
      headers: bearer(tokens.accountant),
      payload: {},
    });
    expect(music.statusCode).toBe(403);
    expect((await write('manager')).statusCode).toBe(200);
    const member = [a1, members.manager.id];
    try {
      await pool.query(`update restaurant_users set access = 'owner' where restaurant_id = $1 and user_id = $2`, member);
      expect((await put('manager')).statusCode).toBe(200);
      await pool.query('update restaurant_users set removed_at = now() where restaurant_id = $1 and user_id = $2', member);
      const removed = await write('manager');
      expect(removed.statusCode).toBe(403);
      expect(removed.json().error.message).toBe("Vous n'avez pas accès à ce restaurant");
    } finally {
      await pool.query(
        `update restaurant_users set access = 'manager', removed_at = null where restaurant_id = $1 and user_id = $2`,
        member,
      );
    }
    expect((await put('manager')).statusCode).toBe(403);
  });

  it('refuses a module that ended or has not started yet', async () => {
    const { pool } = ctx.database;
    const url = `/api/v1/restaurants/${world.restaurants.a1.id}/probe/caisse`;
    const caisse = `(select id from fitfit_modules where code_name = 'fitfit_caisse')`;
    try {
      await pool.query(
        `update fitfit_module_restaurants set ends_on = current_date - 1 where restaurant_id = $1 and fitfit_module_id = ${caisse}`,
        [world.restaurants.a1.id],
      );
      const ended = await probe.inject({ method: 'GET', url, headers: bearer(tokens.restorer) });
      expect(ended.statusCode).toBe(403);
      expect(ended.json().error.message).toBe("Ce restaurant n'a pas accès à ce module");
      await pool.query(
        `update fitfit_module_restaurants set ends_on = null, starts_on = current_date + 1 where restaurant_id = $1 and fitfit_module_id = ${caisse}`,
        [world.restaurants.a1.id],
      );
      const future = await probe.inject({ method: 'GET', url, headers: bearer(tokens.restorer) });
      expect(future.statusCode).toBe(403);
    } finally {
      await pool.query(
        `update fitfit_module_restaurants set ends_on = null, starts_on = current_date where restaurant_id = $1 and fitfit_module_id = ${caisse}`,
        [world.restaurants.a1.id],
      );
    }
    expect((await probe.inject({ method: 'GET', url, headers: bearer(tokens.restorer) })).statusCode).toBe(200);
  });

  it('refuses a deleted restaurant, even to an admin', async () => {
    const { pool } = ctx.database;
    const url = `/api/v1/restaurants/${world.restaurants.b.id}/probe/caisse`;
    try {
      await pool.query('update restaurants set deleted_at = now() where id = $1', [world.restaurants.b.id]);
      const res = await probe.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
      expect(res.statusCode).toBe(403);
    } finally {
      await pool.query('update restaurants set deleted_at = null where id = $1', [world.restaurants.b.id]);
    }
  });

  it('checks access before validating the body or running the handler', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: `/api/v1/restaurants/${world.restaurants.b.id}/probe/things/${randomUUID()}`,
      headers: { ...bearer(tokens.restorer), 'content-type': 'application/json' },
      payload: '{ pas du json',
    });
    expect(res.statusCode).toBe(403);
  });
});
