import {
  musicAdminEndpoints as admin,
  musicEndpoints as music,
  type OwnPlaylistInput,
  type PlaylistEntry,
  type PlaylistInput,
  type ScheduleInput,
  type Song,
  type SongFacets,
  type SongInput,
  type StreamUrl,
} from '@fitfit/contracts';
import { call, upload } from '../../lib/api-client';
import { resourceKeys } from '../../lib/queryKeys';
import { platformResource, type Resource, resource, restaurantResource } from '../../lib/resource';
import type { PageFetch } from '../../ui/usePagedList';

/** A list the music screens page through: its cache keys and its page, typed by its endpoint descriptor. */
export type PagedSource<T> = Resource & { page: PageFetch<T> };
/** The catalogue as one side reads it (the admin's, or a restaurant's): its songs and their genres and artists. */
export type Catalogue = PagedSource<Song> & { facets(signal?: AbortSignal): Promise<SongFacets> };

/** A playlist's content in pages (SPEC §7 `playlists/{id}`), cached under its path's keys. */
const content = (path: string, page: PageFetch<PlaylistEntry>): PagedSource<PlaylistEntry> => ({
  ...resource(path, resourceKeys(...path.split('/'), 'content')),
  page,
});

/** The admin's catalogue (SPEC §7 songs, playlists under `admin/`), each call through its descriptor in `musicAdminEndpoints`. */
export const musicAdmin = {
  songs: {
    ...platformResource('admin/songs'),
    page: (query, signal) => call(admin.songs, { query, signal }),
    facets: (signal) => call(admin.songFacets, { signal }),
  } satisfies Catalogue as Catalogue,
  playlists: {
    ...platformResource('admin/playlists'),
    page: (query, signal) => call(admin.playlists, { query, signal }),
  } satisfies PagedSource<unknown>,
  playlistContent: (id: string) =>
    content(`admin/playlists/${id}`, (query, signal) => call(admin.playlistEntries, { params: { id }, query, signal })),
  updateSong: (id: string, input: SongInput) => call(admin.updateSong, { params: { id }, body: input }),
  deleteSong: (id: string) => call(admin.deleteSong, { params: { id } }),
  /** One audio file, with its progress (0 to 1). */
  uploadSong: (file: File, onProgress: (fraction: number) => void) => upload(admin.uploadSong, { body: file }, onProgress),
  replaceSongFile: (id: string, file: File) => call(admin.replaceSongFile, { params: { id }, body: file }),
  setSongCover: (id: string, file: File) => call(admin.setSongCover, { params: { id }, body: file }),
  clearSongCover: (id: string) => call(admin.clearSongCover, { params: { id } }),
  savePlaylist: (input: PlaylistInput, id?: string) =>
    id ? call(admin.updatePlaylist, { params: { id }, body: input }) : call(admin.createPlaylist, { body: input }),
  deletePlaylist: (id: string) => call(admin.deletePlaylist, { params: { id } }),
  restorePlaylist: (id: string) => call(admin.restorePlaylist, { params: { id } }),
  setPlaylistCover: (id: string, file: File) => call(admin.setPlaylistCover, { params: { id }, body: file }),
};

/** A restaurant's music: the catalogue it reads, the playlists published to it, its own and its week's schedule. */
export const musicResources = (restaurantId: string) => {
  const params = { restaurantId };
  return {
    songs: {
      ...restaurantResource(restaurantId, 'music', 'songs'),
      page: (query, signal) => call(music.songs, { params, query, signal }),
      facets: (signal) => call(music.songFacets, { params, signal }),
    } satisfies Catalogue as Catalogue,
    playlists: {
      ...restaurantResource(restaurantId, 'music', 'playlists'),
      page: (query, signal) => call(music.playlists, { params, query, signal }),
    } satisfies PagedSource<unknown>,
    ownPlaylists: {
      ...restaurantResource(restaurantId, 'music', 'own-playlists'),
      page: (query, signal) => call(music.ownPlaylists, { params, query, signal }),
    } satisfies PagedSource<unknown>,
    playlistContent: (id: string) =>
      content(`restaurants/${restaurantId}/music/playlists/${id}`, (query, signal) =>
        call(music.playlistEntries, { params: { restaurantId, id }, query, signal }),
      ),
    ownPlaylistContent: (id: string) =>
      content(`restaurants/${restaurantId}/music/own-playlists/${id}`, (query, signal) =>
        call(music.ownPlaylistEntries, { params: { restaurantId, id }, query, signal }),
      ),
    saveOwnPlaylist: (input: OwnPlaylistInput, id?: string) =>
      id
        ? call(music.updateOwnPlaylist, { params: { restaurantId, id }, body: input })
        : call(music.createOwnPlaylist, { params, body: input }),
    deleteOwnPlaylist: (id: string) => call(music.deleteOwnPlaylist, { params: { restaurantId, id } }),
    schedule: (signal?: AbortSignal) => call(music.schedule, { params, signal }),
    saveSchedule: (input: ScheduleInput) => call(music.saveSchedule, { params, body: input }),
  };
};

/**
 * Where the player asks for a song's signed address: the admin's catalogue or the restaurant's. It names its
 * restaurant so that the player, saving its queue, can ask the same place again after a reload.
 */
export type StreamSigner = ((songId: string) => Promise<StreamUrl>) & { restaurantId: string | null };
export const streamUrlOf = (restaurantId: string | null): StreamSigner =>
  Object.assign(
    (songId: string) =>
      restaurantId ? call(music.streamUrl, { params: { restaurantId, id: songId } }) : call(admin.streamUrl, { params: { id: songId } }),
    { restaurantId },
  );

/** "3:07", "1:02:05" from milliseconds. */
export const formatDuration = (ms: number) => {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};
