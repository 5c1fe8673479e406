import {
  authEndpoints,
  completeRegistrationRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  registrationRequestSchema,
  sessionResponseSchema,
} from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
    const app = root.withTypeProvider<ZodTypeProvider>();
    const throttle = new LoginThrottle(db, {
      perAccount: config.LOGIN_RATE_LIMIT,
      perAddress: config.LOGIN_ADDRESS_LIMIT ?? config.LOGIN_RATE_LIMIT * 3,
      registrationsPerAddress: config.REGISTRATION_ADDRESS_LIMIT,
      resetsPerAccount: config.PASSWORD_RESET_ACCOUNT_LIMIT,
      resetsPerAddress: config.PASSWORD_RESET_ADDRESS_LIMIT,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
    });
    const deps: service.AuthDeps = { db, sessionTtlHours: config.SESSION_TTL_HOURS, throttle, adminMfa: config.adminMfa };
    const tags = ['auth'];

    app.post('/api/v1/auth/login', {
      config: { access: { public: true } },
      schema: { tags, summary: 'Se connecter', body: loginRequestSchema, response: { 200: loginResponseSchema } },
      handler: (request) => service.login(deps, request.body.email, request.body.password, client(request)),
    });

    app.post('/api/v1/auth/logout', {
      config: { access: { roles: ALL_ROLES, totpSetup: true } },
      schema: { tags, summary: 'Se déconnecter (révoque la session)' },
      handler: async (request, reply) => {
        await service.logout(db, auth(request).sessionId);
        return reply.code(204).send();
      },
    });

    app.get('/api/v1/auth/me', {
      config: { access: { roles: ALL_ROLES, totpSetup: true } },
      schema: { tags, summary: 'Utilisateur courant', response: { 200: currentUserSchema } },
      handler: (request) => service.buildCurrentUser(db, auth(request).user, auth(request).totpSetupRequired),
    });

    app.post('/api/v1/auth/registration', {
      config: { access: { public: true } },
      schema: { tags, summary: 'Inscription d’un restaurateur', body: registrationRequestSchema, response: { 201: sessionResponseSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.register(deps, request.body, client(request))),
    });

    app.post('/api/v1/auth/complete-registration', {
      config: { access: { roles: ['restorer'] } },
      schema: {
        tags,
        summary: 'Finaliser l’inscription (données légales, modules, abonnement)',
        body: completeRegistrationRequestSchema,
        response: { 200: currentUserSchema },
      },
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
