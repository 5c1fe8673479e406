import type { PageLoaders } from '../types';

/** Music: the restaurant's playlists and catalogue, the admin's songs and playlists. */
export const musicPages: PageLoaders = {
  'music-playlists': () => import('./pages/PlaylistsPage'),
  'music-songs': () => import('./pages/SongsPage'),
  'music-admin-songs': () => import('./pages/AdminSongsPage'),
  'music-admin-playlists': () => import('./pages/AdminPlaylistsPage'),
};
