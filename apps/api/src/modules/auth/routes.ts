import { authEndpoints } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import { ALL_ROLES, RESTAURANT_ROLES } from '../../lib/access';
import { route } from '../../lib/endpoints';
import type { ApiModule } from '../types';
import { registerAccountRoutes } from './account/routes';
import { LoginThrottle } from './login-throttle';
import * as service from './service';
import { registerTotpRoutes } from './totp/routes';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const auth = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('access rule let an anonymous request through');
  return request.auth;
};

export const authModule: ApiModule = {
  name: 'auth',
  routes: (root, { db, config, mailer }) => {
    const throttle = new LoginThrottle(db, {
      perAccount: config.LOGIN_RATE_LIMIT,
      perAddress: config.LOGIN_ADDRESS_LIMIT ?? config.LOGIN_RATE_LIMIT * 3,
      registrationsPerAddress: config.REGISTRATION_ADDRESS_LIMIT,
      resetsPerAccount: config.PASSWORD_RESET_ACCOUNT_LIMIT,
      resetsPerAddress: config.PASSWORD_RESET_ADDRESS_LIMIT,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
    });
    const deps: service.AuthDeps = { db, sessionTtlHours: config.SESSION_TTL_HOURS, throttle, adminMfa: config.adminMfa };
    route(root, authEndpoints.login, {
      access: { public: true },
      handler: (request) => service.login(deps, request.body.email, request.body.password, client(request)),
    });

    route(root, authEndpoints.logout, {
      access: { roles: ALL_ROLES, totpSetup: true },
      handler: async (request) => {
        await service.logout(db, auth(request).sessionId);
      },
    });

    route(root, authEndpoints.me, {
      access: { roles: ALL_ROLES, totpSetup: true },
      handler: (request) => service.buildCurrentUser(db, auth(request).user, auth(request).totpSetupRequired),
    });

    route(root, authEndpoints.registration, {
      access: { public: true },
      handler: (request) => service.register(deps, request.body, client(request)),
    });

    route(root, authEndpoints.completeRegistration, {
      access: { roles: ['restorer'] },
      handler: (request) => service.completeRegistration(deps, auth(request).user, request.body),
    });

    route(root, authEndpoints.restaurants, {
      access: { roles: RESTAURANT_ROLES },
      handler: (request) => service.listRestaurants(db, auth(request).user, request.query),
    });

    route(root, authEndpoints.chooseRestaurant, {
      access: { roles: RESTAURANT_ROLES },
      handler: async (request) => ({ data: await service.chooseRestaurant(db, auth(request).user, request.body.restaurant_id) }),
    });

    registerAccountRoutes(root, { db, config, mailer, throttle });

    registerTotpRoutes(root, { ...deps, mailer, config });
  },
};
