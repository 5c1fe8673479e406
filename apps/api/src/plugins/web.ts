import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-errors';

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (never cached) for every
 * other GET that is not an API call, with the splash delay setting injected.
 */
export const registerWeb = async (app: FastifyInstance, opts: { distDir: string; splashDelayMs: number }) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasWeb
    ? readFileSync(indexPath, 'utf8').replace('content="__SPLASH_DELAY_MS__"', `content="${opts.splashDelayMs}"`)
    : '<!doctype html><html lang="fr"><body>Application web non construite : lancez <code>npm run build</code>.</body></html>';

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(request.url.split('?')[0])) {
      throw notFound("La ressource demandée n'existe pas");
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
  });
};
