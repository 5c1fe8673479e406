import type { SongFormat } from '@fitfit/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { z } from 'zod';
import type { Db } from '../../../db/database';
import { musicSongs } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { requireSignature } from '../../../lib/signed-urls';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { audioMime } from '../audio';
import { songSubject } from './signing';

const params = z.object({ id: z.uuid() });

/**
 * GET (and HEAD) /media/music/:id?expires=…&signature=…: one song's audio for the audio element,
 * by HTTP ranges (seek without downloading the whole file). Outside /api/v1 like the photos of /uploads:
 * no session is read, the signed address is the right (lib/signed-urls.ts); a foreign, tampered or expired
 * one is a 403.
 */
export const streamRoutes = (app: FastifyInstance, db: Db, storage: FileStorage) => {
  app.get('/media/music/:id', {
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const p = params.safeParse(request.params);
      const remaining = await requireSignature(db, songSubject(p.success ? p.data.id : ''), request.query, {
        invalid: 'Lien de lecture invalide',
        expired: 'Lien de lecture expiré : relancez la lecture',
      });
      if (!p.success) throw notFound('Musique introuvable');
      const [song] = await db
        .select({
          file_key: musicSongs.file_key,
          size: musicSongs.size_bytes,
          format: musicSongs.format,
          updated_at: musicSongs.updated_at,
        })
        .from(musicSongs)
        .where(eq(musicSongs.id, p.data.id));
      if (!song) throw notFound('Musique introuvable');
      // A stored file never changes (a replaced file gets a new random name): its name is a strong validator.
      const etag = `"${song.file_key.split('/')[1]}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', audioMime[song.format as SongFormat])
        .header('etag', etag)
        .header('last-modified', song.updated_at.toUTCString())
        .header('cache-control', `private, max-age=${remaining}`)
        .header('x-content-type-options', 'nosniff');
      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      const wantsRange = rangeHeader && (!ifRange || ifRange === etag);
      if (!wantsRange && request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (wantsRange) {
        const ranges = parseRange(song.size, rangeHeader, { combine: true });
        if (ranges === -1 || (ranges !== -2 && ranges.type !== 'bytes')) {
          return reply
            .code(416)
            .header('content-range', `bytes */${song.size}`)
            .header('content-type', 'application/json; charset=utf-8')
            .send({ error: { code: 'range_not_satisfiable', message: 'Plage demandée hors du fichier' } });
        }
        // A malformed header is ignored (RFC 9110 §14.2); several ranges get the whole file, as most servers do.
        if (ranges !== -2 && ranges.length === 1) {
          const [{ start, end }] = ranges;
          const found = await storage.get(song.file_key, { start, end });
          if (!found) throw notFound('Fichier audio introuvable');
          return reply
            .code(206)
            .header('content-range', `bytes ${start}-${end}/${song.size}`)
            .header('content-length', end - start + 1)
            .send(found.body);
        }
      }
      const found = await storage.get(song.file_key);
      if (!found) throw notFound('Fichier audio introuvable');
      return reply.header('content-length', found.size).send(found.body);
    },
  });
};
