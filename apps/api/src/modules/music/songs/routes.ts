import { musicAdminEndpoints as admin, musicEndpoints as music } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/endpoints';
import type { ModuleDeps } from '../../types';
import { ADMIN_ACCESS, MUSIC_ACCESS } from '../common';
import { streamUrl } from '../stream/service';
import * as service from './service';

/** The catalogue's songs: the admin's CRUD (SPEC §7 songs), and the restaurant's read of the same catalogue. */
export const songRoutes = (app: FastifyInstance, { db, storage, config }: ModuleDeps) => {
  const access = ADMIN_ACCESS;
  const maxMb = config.MUSIC_MAX_UPLOAD_MB;
  route(app, admin.songs, { access, handler: (request) => service.listSongs(db, request.query) });
  route(app, admin.songFacets, { access, handler: () => service.songFacets(db) });
  route(app, admin.uploadSong, {
    access,
    summary: `Ajouter une musique (multipart, champ file : MP3, OGG, M4A ou FLAC, ${maxMb} Mo max ; étiquettes lues)`,
    handler: (request) => service.uploadSong(db, storage, request, maxMb),
  });
  route(app, admin.song, { access, handler: (request) => service.getSong(db, request.params.id) });
  route(app, admin.updateSong, { access, handler: (request) => service.updateSong(db, request.params.id, request.body) });
  route(app, admin.deleteSong, { access, handler: (request) => service.deleteSong(db, storage, request.params.id) });
  route(app, admin.replaceSongFile, {
    access,
    summary: `Remplacer le fichier audio (multipart, champ file ; étiquettes relues, durée mise à jour ; ${maxMb} Mo max)`,
    handler: (request) => service.replaceSongFile(db, storage, request.params.id, request, maxMb),
  });
  route(app, admin.setSongCover, { access, handler: (request) => service.replaceSongCover(db, storage, request.params.id, request) });
  route(app, admin.clearSongCover, { access, handler: (request) => service.clearSongCover(db, storage, request.params.id) });
  route(app, admin.streamUrl, { access, handler: (request) => streamUrl(db, config, request.params.id) });

  route(app, music.songs, { access: MUSIC_ACCESS, handler: (request) => service.listSongs(db, request.query) });
  route(app, music.songFacets, { access: MUSIC_ACCESS, handler: () => service.songFacets(db) });
  route(app, music.streamUrl, { access: MUSIC_ACCESS, handler: (request) => streamUrl(db, config, request.params.id) });
};
