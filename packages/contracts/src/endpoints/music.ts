import { idParamsSchema } from '../admin';
import {
  ownPlaylistInputSchema,
  ownPlaylistQuerySchema,
  ownPlaylistSchema,
  playlistEntrySchema,
  playlistInputSchema,
  playlistQuerySchema,
  playlistSchema,
  scheduleInputSchema,
  scheduleSchema,
  songFacetsSchema,
  songInputSchema,
  songQuerySchema,
  songSchema,
  streamUrlSchema,
} from '../music';
import { pageEnvelope, pageQuerySchema } from '../paging';
import { endpoint, fileUpload, noContent } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const adminTags = ['musique — catalogue'] as const;
const tags = ['musique — restaurant'] as const;
const songs = pageEnvelope(songSchema);
const playlists = pageEnvelope(playlistSchema);
const entries = pageEnvelope(playlistEntrySchema);
const cover = 'multipart, champ file : JPEG, PNG ou WebP, 5 Mo max';

/**
 * The admin's music catalogue (SPEC §7 songs, playlists under `admin/`). An upload's size limit is a setting
 * (MUSIC_MAX_UPLOAD_MB): the API adds it to the summary.
 */
export const musicAdminEndpoints = {
  // ---------- songs ----------
  songs: endpoint({
    method: 'GET',
    path: '/api/v1/admin/songs',
    query: songQuerySchema,
    response: songs,
    summary: 'Musiques du catalogue',
    tags: adminTags,
  }),
  songFacets: endpoint({
    method: 'GET',
    path: '/api/v1/admin/songs/facets',
    response: songFacetsSchema,
    summary: 'Genres et artistes du catalogue (filtres)',
    tags: adminTags,
  }),
  uploadSong: endpoint({
    method: 'POST',
    path: '/api/v1/admin/songs',
    body: fileUpload,
    response: songSchema,
    status: 201,
    summary: 'Ajouter une musique (multipart, champ file : MP3, OGG, M4A ou FLAC ; étiquettes lues)',
    tags: adminTags,
  }),
  song: endpoint({
    method: 'GET',
    path: '/api/v1/admin/songs/:id',
    params: idParamsSchema,
    response: songSchema,
    summary: 'Une musique',
    tags: adminTags,
  }),
  updateSong: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/songs/:id',
    params: idParamsSchema,
    body: songInputSchema,
    response: songSchema,
    summary: 'Modifier une musique',
    tags: adminTags,
  }),
  deleteSong: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/songs/:id',
    params: idParamsSchema,
    response: noContent,
    summary: 'Supprimer une musique (refusé tant qu’une playlist la contient)',
    tags: adminTags,
  }),
  replaceSongFile: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/songs/:id/file',
    params: idParamsSchema,
    body: fileUpload,
    response: songSchema,
    summary: 'Remplacer le fichier audio (multipart, champ file ; étiquettes relues, durée mise à jour)',
    tags: adminTags,
  }),
  setSongCover: endpoint({
    method: 'POST',
    path: '/api/v1/admin/songs/:id/cover',
    params: idParamsSchema,
    body: fileUpload,
    response: songSchema,
    summary: `Pochette choisie à la main (${cover})`,
    tags: adminTags,
  }),
  clearSongCover: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/songs/:id/cover',
    params: idParamsSchema,
    response: songSchema,
    summary: 'Retirer la pochette',
    tags: adminTags,
  }),
  streamUrl: endpoint({
    method: 'GET',
    path: '/api/v1/admin/songs/:id/stream-url',
    params: idParamsSchema,
    response: streamUrlSchema,
    summary: 'Adresse de lecture signée (courte durée)',
    tags: adminTags,
  }),

  // ---------- playlists ----------
  playlists: endpoint({
    method: 'GET',
    path: '/api/v1/admin/playlists',
    query: playlistQuerySchema,
    response: playlists,
    summary: 'Playlists du catalogue (only_soft_deleted=true : les supprimées)',
    tags: adminTags,
  }),
  createPlaylist: endpoint({
    method: 'POST',
    path: '/api/v1/admin/playlists',
    body: playlistInputSchema,
    response: playlistSchema,
    status: 201,
    summary: 'Créer une playlist',
    tags: adminTags,
  }),
  playlistEntries: endpoint({
    method: 'GET',
    path: '/api/v1/admin/playlists/:id',
    params: idParamsSchema,
    query: pageQuerySchema,
    response: entries,
    summary: 'Contenu d’une playlist (recherche paginée ; sort=position, order=asc pour l’ordre de lecture)',
    tags: adminTags,
  }),
  playlist: endpoint({
    method: 'GET',
    path: '/api/v1/admin/playlists/:id/summary',
    params: idParamsSchema,
    response: playlistSchema,
    summary: 'Une playlist (sans son contenu)',
    tags: adminTags,
  }),
  updatePlaylist: endpoint({
    method: 'PUT',
    path: '/api/v1/admin/playlists/:id',
    params: idParamsSchema,
    body: playlistInputSchema,
    response: playlistSchema,
    summary: 'Modifier une playlist',
    tags: adminTags,
  }),
  deletePlaylist: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/playlists/:id',
    params: idParamsSchema,
    response: noContent,
    summary: 'Supprimer une playlist (suppression douce, restaurable)',
    tags: adminTags,
  }),
  restorePlaylist: endpoint({
    method: 'POST',
    path: '/api/v1/admin/playlists/:id/restore',
    params: idParamsSchema,
    response: playlistSchema,
    summary: 'Restaurer une playlist supprimée',
    tags: adminTags,
  }),
  setPlaylistCover: endpoint({
    method: 'POST',
    path: '/api/v1/admin/playlists/:id/cover',
    params: idParamsSchema,
    body: fileUpload,
    response: playlistSchema,
    summary: `Pochette (${cover})`,
    tags: adminTags,
  }),
  clearPlaylistCover: endpoint({
    method: 'DELETE',
    path: '/api/v1/admin/playlists/:id/cover',
    params: idParamsSchema,
    response: playlistSchema,
    summary: 'Retirer la pochette',
    tags: adminTags,
  }),
};

const params = restaurantParamsSchema;
const itemParams = restaurantItemParamsSchema;

/** A restaurant's music: the catalogue it reads, the playlists published to it, its own playlists and its week's schedule. */
export const musicEndpoints = {
  // ---------- the catalogue ----------
  songs: endpoint({
    method: 'GET',
    path: restaurantPath('music/songs'),
    params,
    query: songQuerySchema,
    response: songs,
    summary: 'Le catalogue des musiques',
    tags,
  }),
  songFacets: endpoint({
    method: 'GET',
    path: restaurantPath('music/songs/facets'),
    params,
    response: songFacetsSchema,
    summary: 'Genres et artistes du catalogue',
    tags,
  }),
  streamUrl: endpoint({
    method: 'GET',
    path: restaurantPath('music/songs/:id/stream-url'),
    params: itemParams,
    response: streamUrlSchema,
    summary: 'Adresse de lecture signée (courte durée)',
    tags,
  }),

  // ---------- playlists published to the restaurant ----------
  playlists: endpoint({
    method: 'GET',
    path: restaurantPath('music/playlists'),
    params,
    query: playlistQuerySchema,
    response: playlists,
    summary: 'Playlists publiées pour le restaurant',
    tags,
  }),
  playlistEntries: endpoint({
    method: 'GET',
    path: restaurantPath('music/playlists/:id'),
    params: itemParams,
    query: pageQuerySchema,
    response: entries,
    summary: 'Contenu d’une playlist (recherche paginée)',
    tags,
  }),
  playlist: endpoint({
    method: 'GET',
    path: restaurantPath('music/playlists/:id/summary'),
    params: itemParams,
    response: playlistSchema,
    summary: 'Une playlist publiée (sans son contenu)',
    tags,
  }),

  // ---------- its own playlists ----------
  ownPlaylists: endpoint({
    method: 'GET',
    path: restaurantPath('music/own-playlists'),
    params,
    query: ownPlaylistQuerySchema,
    response: pageEnvelope(ownPlaylistSchema),
    summary: 'Les playlists du restaurant',
    tags,
  }),
  createOwnPlaylist: endpoint({
    method: 'POST',
    path: restaurantPath('music/own-playlists'),
    params,
    body: ownPlaylistInputSchema,
    response: ownPlaylistSchema,
    status: 201,
    summary: 'Créer une playlist du restaurant (musiques du catalogue, dans l’ordre)',
    tags,
  }),
  ownPlaylistEntries: endpoint({
    method: 'GET',
    path: restaurantPath('music/own-playlists/:id'),
    params: itemParams,
    query: pageQuerySchema,
    response: entries,
    summary: 'Contenu d’une playlist du restaurant (recherche paginée ; sort=position, order=asc pour l’ordre de lecture)',
    tags,
  }),
  ownPlaylist: endpoint({
    method: 'GET',
    path: restaurantPath('music/own-playlists/:id/summary'),
    params: itemParams,
    response: ownPlaylistSchema,
    summary: 'Une playlist du restaurant (sans son contenu)',
    tags,
  }),
  updateOwnPlaylist: endpoint({
    method: 'PUT',
    path: restaurantPath('music/own-playlists/:id'),
    params: itemParams,
    body: ownPlaylistInputSchema,
    response: ownPlaylistSchema,
    summary: 'Modifier une playlist du restaurant',
    tags,
  }),
  deleteOwnPlaylist: endpoint({
    method: 'DELETE',
    path: restaurantPath('music/own-playlists/:id'),
    params: itemParams,
    response: noContent,
    summary: 'Supprimer une playlist du restaurant (elle quitte aussi le programme)',
    tags,
  }),

  // ---------- the week's schedule ----------
  schedule: endpoint({
    method: 'GET',
    path: restaurantPath('music/schedule'),
    params,
    response: scheduleSchema,
    summary: 'Programme de la semaine',
    tags,
  }),
  saveSchedule: endpoint({
    method: 'PUT',
    path: restaurantPath('music/schedule'),
    params,
    body: scheduleInputSchema,
    response: scheduleSchema,
    summary: 'Remplacer le programme de la semaine',
    tags,
  }),
};
