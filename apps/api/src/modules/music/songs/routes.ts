import {
  idParamsSchema,
  pageEnvelope,
  songFacetsSchema,
  songInputSchema,
  songQuerySchema,
  songSchema,
  streamUrlSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import type { ModuleDeps } from '../../types';
import { ADMIN_ACCESS, adminTags, MUSIC_ACCESS, restaurantTags } from '../common';
import { streamUrl } from '../stream/service';
import * as service from './service';

/** The catalogue's songs: the admin's CRUD (SPEC §7 songs), and the restaurant's read of the same catalogue. */
export const songRoutes = (root: FastifyInstance, { db, storage, config }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const access = ADMIN_ACCESS;
  const tags = adminTags;
  app.get('/api/v1/admin/songs', {
    config: { access },
    schema: { tags, summary: 'Musiques du catalogue', querystring: songQuerySchema, response: { 200: pageEnvelope(songSchema) } },
    handler: (request) => service.listSongs(db, request.query),
  });
  app.get('/api/v1/admin/songs/facets', {
    config: { access },
    schema: { tags, summary: 'Genres et artistes du catalogue (filtres)', response: { 200: songFacetsSchema } },
    handler: () => service.songFacets(db),
  });
  app.post('/api/v1/admin/songs', {
    config: { access },
    schema: {
      tags,
      summary: `Ajouter une musique (multipart, champ file : MP3, OGG, M4A ou FLAC, ${config.MUSIC_MAX_UPLOAD_MB} Mo max ; étiquettes lues)`,
      response: { 201: songSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.uploadSong(db, storage, request, config.MUSIC_MAX_UPLOAD_MB)),
  });
  app.get('/api/v1/admin/songs/:id', {
    config: { access },
    schema: { tags, summary: 'Une musique', params: idParamsSchema, response: { 200: songSchema } },
    handler: (request) => service.getSong(db, request.params.id),
  });
  app.put('/api/v1/admin/songs/:id', {
    config: { access },
    schema: { tags, summary: 'Modifier une musique', params: idParamsSchema, body: songInputSchema, response: { 200: songSchema } },
    handler: (request) => service.updateSong(db, request.params.id, request.body),
  });
  app.delete('/api/v1/admin/songs/:id', {
    config: { access },
    schema: { tags, summary: 'Supprimer une musique (refusé tant qu’une playlist la contient)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.deleteSong(db, storage, request.params.id);
      return reply.code(204).send();
    },
  });
  app.put('/api/v1/admin/songs/:id/file', {
    config: { access },
    schema: {
      tags,
      summary: `Remplacer le fichier audio (multipart, champ file ; étiquettes relues, durée mise à jour ; ${config.MUSIC_MAX_UPLOAD_MB} Mo max)`,
      params: idParamsSchema,
      response: { 200: songSchema },
    },
    handler: (request) => service.replaceSongFile(db, storage, request.params.id, request, config.MUSIC_MAX_UPLOAD_MB),
  });
  app.post('/api/v1/admin/songs/:id/cover', {
    config: { access },
    schema: {
      tags,
      summary: 'Pochette choisie à la main (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)',
      params: idParamsSchema,
      response: { 200: songSchema },
    },
    handler: (request) => service.replaceSongCover(db, storage, request.params.id, request),
  });
  app.delete('/api/v1/admin/songs/:id/cover', {
    config: { access },
    schema: { tags, summary: 'Retirer la pochette', params: idParamsSchema, response: { 200: songSchema } },
    handler: (request) => service.clearSongCover(db, storage, request.params.id),
  });
  app.get('/api/v1/admin/songs/:id/stream-url', {
    config: { access },
    schema: { tags, summary: 'Adresse de lecture signée (courte durée)', params: idParamsSchema, response: { 200: streamUrlSchema } },
    handler: (request) => streamUrl(db, config, request.params.id),
  });

  const music = { access: MUSIC_ACCESS };
  app.get(restaurantUrl('music/songs'), {
    config: music,
    schema: {
      tags: restaurantTags,
      summary: 'Le catalogue des musiques',
      params: restaurantParams,
      querystring: songQuerySchema,
      response: { 200: pageEnvelope(songSchema) },
    },
    handler: (request) => service.listSongs(db, request.query),
  });
  app.get(restaurantUrl('music/songs/facets'), {
    config: music,
    schema: {
      tags: restaurantTags,
      summary: 'Genres et artistes du catalogue',
      params: restaurantParams,
      response: { 200: songFacetsSchema },
    },
    handler: () => service.songFacets(db),
  });
  app.get(restaurantUrl('music/songs/:id/stream-url'), {
    config: music,
    schema: {
      tags: restaurantTags,
      summary: 'Adresse de lecture signée (courte durée)',
      params: idParams,
      response: { 200: streamUrlSchema },
    },
    handler: (request) => streamUrl(db, config, request.params.id),
  });
};
