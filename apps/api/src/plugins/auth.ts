import { type ModuleCode, TOTP_SETUP_REQUIRED_MESSAGE } from '@fitfit/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/database';
import { runWithTenants, tenantsOf } from '../db/tenant-context';
import { type Access, memberRefusal } from '../lib/access';
import { forbidden, notFound, unauthorized } from '../lib/http-errors';
import { executorGrant, type Scoped } from '../lib/scoped-db';
import { accessGrant, type TenantScope } from '../lib/tenant-scope';
import { hashToken } from '../lib/tokens';
import {
  AccessCache,
  type AccessCacheOptions,
  findDevice,
  findSessionAccess,
  franchisorRestaurantIds,
  restaurantAccess,
  type SessionAccess,
  SessionTouch,
} from '../modules/auth';

const uuid = z.uuid();

const readBearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
};

/** `adminMfa`: ADMIN_MFA (config.ts); `required` limits an administrator without two-step verification to its setup. */
type AuthPluginOptions = { db: Db; accessCache?: AccessCacheOptions; adminMfa?: 'required' | 'optional' };

/**
 * Authorization in one place: every /api route must declare `config.access`; this hook checks
 * session, role, restaurant membership and module before validation or the handler run.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('device', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('heldModules', null);
  app.decorateRequest('memberAccess', null);
  // The scope's executor (lib/scoped-db.ts), made on first use: a route that never asks for it pays nothing.
  const executors = new WeakMap<TenantScope, Scoped<TenantScope, Db>>();
  app.decorateRequest('scoped', {
    getter(this: FastifyRequest) {
      const scope = this.scope;
      if (!scope) return null;
      const made = executors.get(scope);
      if (made) return made;
      const scoped = executorGrant(opts.db, scope);
      executors.set(scope, scoped);
      return scoped;
    },
  });
  app.decorate('accessRoutes', []);

  // The session's access, kept in memory while PostgreSQL tells this instance what changes (access-cache.ts).
  const cache = new AccessCache(opts.db, { log: (message) => app.log.warn(message), ...opts.accessCache });
  app.decorate('accessCache', cache);
  await cache.start();
  app.addHook('onClose', () => cache.close());
  // « Mes sessions »: each session's last use, written at most once a minute (modules/auth/account/session-touch.ts).
  const touch = new SessionTouch(opts.db, (message, err) => app.log.warn({ err }, message));

  const sessionAccess = async (tokenHash: Buffer, restaurantId: string | null) => {
    const key = `${tokenHash.toString('base64')}|${restaurantId ?? ''}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const ticket = cache.ticket();
    const row = await findSessionAccess(opts.db, tokenHash, restaurantId);
    if (row) cache.set(key, ticket, row, restaurantId, row.valid_until);
    return row;
  };

  // A write through this instance may have revoked an access (logout, user deleted, membership or module
  // removed…): before its answer leaves, this instance's listener has applied every change committed so far,
  // so the client's next request here is judged on the new state. Terminals' writes change no access.
  app.addHook('onSend', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access.device || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    await cache.sync();
  });

  // The handler and everything it starts run under the scope granted above: the database's row-level security
  // limits its queries to the scope's restaurants (db/tenant-context.ts). Set here, after the body is read: an
  // async context opened before the body parser would not reach the handler.
  app.addHook('preHandler', (request, _reply, done) => runWithTenants(tenantsOf(request.scope), done));

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} has no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessRoutes.push({ method, url: route.url, access });
    }
  });

  const authenticateDevice = async (request: FastifyRequest, module: ModuleCode | undefined) => {
    const key = request.headers['x-device-key'];
    const device = typeof key === 'string' && key.length < 200 ? await findDevice(opts.db, hashToken(key)) : undefined;
    if (!device) throw unauthorized('Clé de terminal invalide ou révoquée');
    const restaurantId = (request.params as { restaurantId?: string }).restaurantId;
    if (restaurantId !== device.restaurant_id) throw forbidden("Ce terminal n'appartient pas à ce restaurant");
    if (module) {
      const found = await restaurantAccess(opts.db, { id: device.id, role: 'admin' }, device.restaurant_id);
      if (!found?.modules.includes(module)) throw forbidden("Ce restaurant n'a pas accès à ce module");
    }
    request.device = { restaurantHardwareId: device.id, restaurantId: device.restaurant_id };
    request.scope = accessGrant.restaurant(device.restaurant_id);
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (!access.public && access.device) return authenticateDevice(request, access.module);
    const token = readBearer(request);
    // The session and the route's restaurant are read together: one round trip per request.
    const restaurantId = !access.public && access.restaurant ? (request.params as { restaurantId?: string }).restaurantId : undefined;
    const validRestaurantId = restaurantId && uuid.safeParse(restaurantId).success ? restaurantId : null;
    let found: SessionAccess['restaurant'] = null;
    if (token) {
      const row = await sessionAccess(hashToken(token), validRestaurantId);
      if (row) await touch.seen(row.session_id);
      if (row) {
        const { session_id, restaurant, valid_until: _, totp_enabled, ...user } = row;
        const totpSetupRequired = opts.adminMfa === 'required' && user.role === 'admin' && !totp_enabled;
        request.auth = { sessionId: session_id, user, totpSetupRequired };
        found = restaurant;
      }
    }
    if (access.public || access.device) return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (!access.roles.includes(auth.user.role)) throw forbidden();
    if (auth.totpSetupRequired && !access.totpSetup) throw forbidden(TOTP_SETUP_REQUIRED_MESSAGE);
    if (access.restaurant) {
      if (!validRestaurantId) throw notFound('Restaurant introuvable');
      if (!found)
        throw auth.user.role === 'admin' ? notFound('Restaurant introuvable') : forbidden("Vous n'avez pas accès à ce restaurant");
      if (!found.allowed) throw forbidden("Vous n'avez pas accès à ce restaurant");
      if (access.module && !found.modules.includes(access.module)) throw forbidden("Ce restaurant n'a pas accès à ce module");
      if (access.modules && !access.modules.some((m) => found?.modules.includes(m)))
        throw forbidden("Ce restaurant n'a pas accès à ce module");
      const refusal = memberRefusal(access, request.method, auth.user.role, found.access);
      if (refusal) throw forbidden(refusal);
      request.memberAccess = found.access;
      request.scope = accessGrant.restaurant(validRestaurantId);
      request.heldModules = found.modules;
    } else if (access.network) {
      request.scope =
        auth.user.role === 'admin'
          ? accessGrant.all()
          : accessGrant.network(await franchisorRestaurantIds(opts.db, auth.user.id, access.module));
    }
  });
});
