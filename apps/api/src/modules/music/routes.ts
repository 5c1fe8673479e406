import multipart from '@fastify/multipart';
import type { ApiModule } from '../types';
import { registerCoverRoute } from './covers';
import { ownPlaylistRoutes } from './own-playlists/routes';
import { playlistRoutes } from './playlists/routes';
import { scheduleRoutes } from './schedule/routes';
import { songRoutes } from './songs/routes';
import { streamRoutes } from './stream/routes';

/** Music (PRODUCT §6, issue 15): the admin's catalogue, the restaurants' playlists, streaming by signed addresses. */
export const musicModule: ApiModule = {
  name: 'music',
  routes: async (app, deps) => {
    // in this module's scope only: the audio size limit is a setting (MUSIC_MAX_UPLOAD_MB)
    await app.register(multipart, { limits: { fileSize: deps.config.MUSIC_MAX_UPLOAD_MB * 1_000_000, files: 1, fields: 5 } });
    registerCoverRoute(app, deps.storage);
    songRoutes(app, deps);
    playlistRoutes(app, deps);
    ownPlaylistRoutes(app, deps.db);
    scheduleRoutes(app, deps.db);
    streamRoutes(app, deps.db, deps.storage);
  },
};
