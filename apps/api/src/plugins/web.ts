import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-errors';

/** The encodings the client accepts (a `q=0` refuses one). */
const accepts = (request: FastifyRequest, encoding: 'br' | 'gzip') =>
  String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name.trim() === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (never cached) for every
 * other GET that is not an API call, with the splash delay setting injected. The build writes
 * brotli and gzip copies beside the assets (apps/web/scripts/precompress.mjs); they are sent as they
 * are to the clients that accept them, and index.html is compressed once here, after the injection.
 */
export const registerWeb = async (app: FastifyInstance, opts: { distDir: string; splashDelayMs: number }) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasWeb
    ? readFileSync(indexPath, 'utf8').replace('content="__SPLASH_DELAY_MS__"', `content="${opts.splashDelayMs}"`)
    : '<!doctype html><html lang="fr"><body>Application web non construite : lancez <code>npm run build</code>.</body></html>';
  const indexBr = brotliCompressSync(indexHtml);
  const indexGz = gzipSync(indexHtml, { level: 9 });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || /\.[a-z0-9]+$/i.test(request.url.split('?')[0])) {
      throw notFound("La ressource demandée n'existe pas");
    }
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(indexBr);
    if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(indexGz);
    return reply.send(indexHtml);
  });
};
