import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { loggerOptions } from './lib/logging';
import { createMailer } from './lib/mailer';
import { SseHub } from './lib/sse';
import { createStorage } from './lib/storage/create-storage';
import type { FileStorage } from './lib/storage/file-storage';
import { apiModules } from './modules';
import type { AccessCacheOptions } from './modules/auth';
import { authPlugin } from './plugins/auth';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { applySecurityHeaders } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import { registerValidation } from './plugins/validation';
import { registerWeb } from './plugins/web';

export interface AppOptions {
  config: Config;
  db: Db;
  /** `false` silences the app; otherwise JSON lines at LOG_LEVEL, to stdout or to `logStream`. */
  logger?: false;
  logStream?: { write(line: string): void };
  /** Uploaded files; by default what the settings ask for (data folder, or S3 when S3_BUCKET is set). */
  storage?: FileStorage;
  /** Settings of the in-memory session access (modules/auth/access-cache.ts); defaults suit production. */
  accessCache?: AccessCacheOptions;
}

/** Builds the Fastify app: plugins, then each business module's routes, then the SPA. */
export const buildApp = async ({ config, db, logger, logStream, storage = createStorage(config), accessCache }: AppOptions) => {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  registerValidation(app);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers hold personal data and tokens: no browser or proxy keeps them unless a route says so.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  registerErrorHandling(app);

  // Helmet's middleware built once (security-headers.ts): @fastify/helmet builds it again on every request.
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw);
    done();
  });
  await registerOpenApi(app);
  await app.register(authPlugin, { db, accessCache, adminMfa: config.adminMfa });

  // one LISTEN connection and one set of open streams for every module's server-sent events
  const sse = new SseHub(db.$client, { log: (message, err) => app.log.warn({ err }, message) });
  // open streams would hold the server's close: end them first
  app.addHook('preClose', async () => sse.endStreams());
  app.addHook('onClose', () => sse.close());
  const mailer = createMailer(config);
  app.addHook('onClose', async () => mailer.close());
  for (const module of apiModules) {
    await app.register(async (scope) => module.routes(scope, { db, config, storage, sse, mailer }));
  }
  await registerWeb(app, { distDir: config.WEB_DIST, splashDelayMs: config.SPLASH_DELAY_MS });
  return app;
};
