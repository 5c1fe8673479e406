import { musicAdminEndpoints as admin, musicEndpoints as music } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import { restaurantScopedOf } from '../../../lib/scoped-db';
import type { ModuleDeps } from '../../types';
import { ADMIN_ACCESS, MUSIC_ACCESS } from '../common';
import * as service from './service';

/**
 * Catalogue playlists: the admin's calls of SPEC §7 (list with `only_soft_deleted`, create, update, delete,
 * `playlists/{id}` as a paged search of the content) plus restore and cover; the restaurant reads the ones
 * published to it.
 */
export const playlistRoutes = (app: FastifyInstance, { db, storage }: ModuleDeps) => {
  const access = ADMIN_ACCESS;
  route(app, admin.playlists, { access, handler: (request) => service.listPlaylists(db, request.query) });
  route(app, admin.createPlaylist, { access, handler: (request) => service.createPlaylist(db, request.body) });
  route(app, admin.playlistEntries, { access, handler: (request) => service.playlistEntries(db, request.params.id, request.query) });
  route(app, admin.playlist, { access, handler: (request) => service.getPlaylist(db, request.params.id) });
  route(app, admin.updatePlaylist, { access, handler: (request) => service.updatePlaylist(db, request.params.id, request.body) });
  route(app, admin.deletePlaylist, { access, handler: (request) => service.deletePlaylist(db, request.params.id) });
  route(app, admin.restorePlaylist, { access, handler: (request) => service.restorePlaylist(db, request.params.id) });
  route(app, admin.setPlaylistCover, { access, handler: (request) => service.replaceCover(db, storage, request.params.id, request) });
  route(app, admin.clearPlaylistCover, { access, handler: (request) => service.clearCover(db, storage, request.params.id) });

  route(app, music.playlists, {
    access: MUSIC_ACCESS,
    handler: (request) => service.restaurantPlaylists(restaurantScopedOf(request), request.query),
  });
  route(app, music.playlistEntries, {
    access: MUSIC_ACCESS,
    handler: (request) => service.restaurantPlaylistEntries(restaurantScopedOf(request), request.params.id, request.query),
  });
  route(app, music.playlist, {
    access: MUSIC_ACCESS,
    handler: (request) => service.restaurantPlaylist(restaurantScopedOf(request), request.params.id),
  });
};
