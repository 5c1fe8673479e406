import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { apiModules } from './modules';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerWeb } from './plugins/web';

export interface AppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify app: plugins, then each business module's routes, then the SPA. */
export const buildApp = async ({ config, db, logger }: AppOptions) => {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);
  await app.register(authPlugin, { db });

  for (const module of apiModules) {
    await app.register(async (scope) => module.routes(scope, { db, config }));
  }
  await registerWeb(app, { distDir: config.WEB_DIST, splashDelayMs: config.SPLASH_DELAY_MS });
  return app;
};
