import {
  idParamsSchema,
  pageEnvelope,
  pageQuerySchema,
  playlistEntrySchema,
  playlistInputSchema,
  playlistQuerySchema,
  playlistSchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import type { ModuleDeps } from '../../types';
import { ADMIN_ACCESS, adminTags, MUSIC_ACCESS, restaurantTags } from '../common';
import * as service from './service';

/**
 * Catalogue playlists: the admin's calls of SPEC §7 (list with `only_soft_deleted`, create, update, delete,
 * `playlists/{id}` as a paged search of the content) plus restore and cover; the restaurant reads the ones
 * published to it.
 */
export const playlistRoutes = (root: FastifyInstance, { db, storage }: ModuleDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_ACCESS };
  const tags = adminTags;
  const entries = pageEnvelope(playlistEntrySchema);
  app.get('/api/v1/admin/playlists', {
    config,
    schema: {
      tags,
      summary: 'Playlists du catalogue (only_soft_deleted=true : les supprimées)',
      querystring: playlistQuerySchema,
      response: { 200: pageEnvelope(playlistSchema) },
    },
    handler: (request) => service.listPlaylists(db, request.query),
  });
  app.post('/api/v1/admin/playlists', {
    config,
    schema: { tags, summary: 'Créer une playlist', body: playlistInputSchema, response: { 201: playlistSchema } },
    handler: async (request, reply) => reply.code(201).send(await service.createPlaylist(db, request.body)),
  });
  app.get('/api/v1/admin/playlists/:id', {
    config,
    schema: {
      tags,
      summary: 'Contenu d’une playlist (recherche paginée ; sort=position, order=asc pour l’ordre de lecture)',
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: entries },
    },
    handler: (request) => service.playlistEntries(db, request.params.id, request.query),
  });
  app.get('/api/v1/admin/playlists/:id/summary', {
    config,
    schema: { tags, summary: 'Une playlist (sans son contenu)', params: idParamsSchema, response: { 200: playlistSchema } },
    handler: (request) => service.getPlaylist(db, request.params.id),
  });
  app.put('/api/v1/admin/playlists/:id', {
    config,
    schema: {
      tags,
      summary: 'Modifier une playlist',
      params: idParamsSchema,
      body: playlistInputSchema,
      response: { 200: playlistSchema },
    },
    handler: (request) => service.updatePlaylist(db, request.params.id, request.body),
  });
  app.delete('/api/v1/admin/playlists/:id', {
    config,
    schema: { tags, summary: 'Supprimer une playlist (suppression douce, restaurable)', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.deletePlaylist(db, request.params.id);
      return reply.code(204).send();
    },
  });
  app.post('/api/v1/admin/playlists/:id/restore', {
    config,
    schema: { tags, summary: 'Restaurer une playlist supprimée', params: idParamsSchema, response: { 200: playlistSchema } },
    handler: (request) => service.restorePlaylist(db, request.params.id),
  });
  app.post('/api/v1/admin/playlists/:id/cover', {
    config,
    schema: {
      tags,
      summary: 'Pochette (multipart, champ file : JPEG, PNG ou WebP, 5 Mo max)',
      params: idParamsSchema,
      response: { 200: playlistSchema },
    },
    handler: (request) => service.replaceCover(db, storage, request.params.id, request),
  });
  app.delete('/api/v1/admin/playlists/:id/cover', {
    config,
    schema: { tags, summary: 'Retirer la pochette', params: idParamsSchema, response: { 200: playlistSchema } },
    handler: (request) => service.clearCover(db, storage, request.params.id),
  });

  const music = { access: MUSIC_ACCESS };
  const rtags = restaurantTags;
  app.get(restaurantUrl('music/playlists'), {
    config: music,
    schema: {
      tags: rtags,
      summary: 'Playlists publiées pour le restaurant',
      params: restaurantParams,
      querystring: playlistQuerySchema,
      response: { 200: pageEnvelope(playlistSchema) },
    },
    handler: (request) => service.restaurantPlaylists(db, restaurantScopeOf(request).restaurantId, request.query),
  });
  app.get(restaurantUrl('music/playlists/:id'), {
    config: music,
    schema: {
      tags: rtags,
      summary: 'Contenu d’une playlist (recherche paginée)',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: entries },
    },
    handler: (request) => service.restaurantPlaylistEntries(db, restaurantScopeOf(request).restaurantId, request.params.id, request.query),
  });
  app.get(restaurantUrl('music/playlists/:id/summary'), {
    config: music,
    schema: { tags: rtags, summary: 'Une playlist publiée (sans son contenu)', params: idParams, response: { 200: playlistSchema } },
    handler: (request) => service.restaurantPlaylist(db, restaurantScopeOf(request).restaurantId, request.params.id),
  });
};
