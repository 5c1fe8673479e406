import {
  ownPlaylistInputSchema,
  ownPlaylistQuerySchema,
  ownPlaylistSchema,
  pageEnvelope,
  pageQuerySchema,
  playlistEntrySchema,
} from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database';
import { idParams, restaurantParams, restaurantUrl } from '../../../lib/resource-routes';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { MUSIC_ACCESS, restaurantTags } from '../common';
import * as service from './service';

/** A restaurant's own playlists, built from the catalogue: list, create, update, delete, content as a paged search. */
export const ownPlaylistRoutes = (root: FastifyInstance, db: Db) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const config = { access: MUSIC_ACCESS };
  const tags = restaurantTags;
  app.get(restaurantUrl('music/own-playlists'), {
    config,
    schema: {
      tags,
      summary: 'Les playlists du restaurant',
      params: restaurantParams,
      querystring: ownPlaylistQuerySchema,
      response: { 200: pageEnvelope(ownPlaylistSchema) },
    },
    handler: (request) => service.listOwnPlaylists(db, restaurantScopeOf(request), request.query),
  });
  app.post(restaurantUrl('music/own-playlists'), {
    config,
    schema: {
      tags,
      summary: 'Créer une playlist du restaurant (musiques du catalogue, dans l’ordre)',
      params: restaurantParams,
      body: ownPlaylistInputSchema,
      response: { 201: ownPlaylistSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createOwnPlaylist(db, restaurantScopeOf(request), request.body)),
  });
  app.get(restaurantUrl('music/own-playlists/:id'), {
    config,
    schema: {
      tags,
      summary: 'Contenu d’une playlist du restaurant (recherche paginée ; sort=position, order=asc pour l’ordre de lecture)',
      params: idParams,
      querystring: pageQuerySchema,
      response: { 200: pageEnvelope(playlistEntrySchema) },
    },
    handler: (request) => service.ownPlaylistEntries(db, restaurantScopeOf(request), request.params.id, request.query),
  });
  app.get(restaurantUrl('music/own-playlists/:id/summary'), {
    config,
    schema: { tags, summary: 'Une playlist du restaurant (sans son contenu)', params: idParams, response: { 200: ownPlaylistSchema } },
    handler: (request) => service.getOwnPlaylist(db, restaurantScopeOf(request), request.params.id),
  });
  app.put(restaurantUrl('music/own-playlists/:id'), {
    config,
    schema: {
      tags,
      summary: 'Modifier une playlist du restaurant',
      params: idParams,
      body: ownPlaylistInputSchema,
      response: { 200: ownPlaylistSchema },
    },
    handler: (request) => service.updateOwnPlaylist(db, restaurantScopeOf(request), request.params.id, request.body),
  });
  app.delete(restaurantUrl('music/own-playlists/:id'), {
    config,
    schema: { tags, summary: 'Supprimer une playlist du restaurant (elle quitte aussi le programme)', params: idParams },
    handler: async (request, reply) => {
      await service.deleteOwnPlaylist(db, restaurantScopeOf(request), request.params.id);
      return reply.code(204).send();
    },
  });
};
