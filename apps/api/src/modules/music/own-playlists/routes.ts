import { musicEndpoints as music } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { route } from '../../../lib/endpoints';
import { restaurantScopeOf } from '../../../lib/tenant-scope';
import { MUSIC_ACCESS } from '../common';
import * as service from './service';

/** A restaurant's own playlists, built from the catalogue: list, create, update, delete, content as a paged search. */
export const ownPlaylistRoutes = (app: FastifyInstance, db: Db) => {
  const access = MUSIC_ACCESS;
  route(app, music.ownPlaylists, { access, handler: (request) => service.listOwnPlaylists(db, restaurantScopeOf(request), request.query) });
  route(app, music.createOwnPlaylist, {
    access,
    handler: (request) => service.createOwnPlaylist(db, restaurantScopeOf(request), request.body),
  });
  route(app, music.ownPlaylistEntries, {
    access,
    handler: (request) => service.ownPlaylistEntries(db, restaurantScopeOf(request), request.params.id, request.query),
  });
  route(app, music.ownPlaylist, {
    access,
    handler: (request) => service.getOwnPlaylist(db, restaurantScopeOf(request), request.params.id),
  });
  route(app, music.updateOwnPlaylist, {
    access,
    handler: (request) => service.updateOwnPlaylist(db, restaurantScopeOf(request), request.params.id, request.body),
  });
  route(app, music.deleteOwnPlaylist, {
    access,
    handler: (request) => service.deleteOwnPlaylist(db, restaurantScopeOf(request), request.params.id),
  });
};
