import type { Mood, OwnPlaylist, OwnPlaylistQuery, ownPlaylistInputSchema, PageQuery } from '@fitfit/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { withConstraints } from '../../../lib/pg-errors';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { toEntry } from '../playlists/service';
import * as repo from './repository';

const NOT_FOUND = 'Playlist introuvable';
type Input = z.output<typeof ownPlaylistInputSchema>;

const MEANINGS = {
  music_own_playlist_songs_song_id_music_songs_id_fk: {
    status: 422,
    message: 'Une des musiques choisies n’existe plus',
    field: 'song_ids',
  },
  music_own_playlists_restaurant_name_key: { status: 409, message: 'Une de vos playlists porte déjà ce nom', field: 'name' },
} as const;

const toOwnPlaylist = (r: repo.OwnPlaylistRow): OwnPlaylist => ({
  id: r.id,
  name: r.name,
  description: r.description,
  mood: r.mood as Mood,
  cover_url: r.cover_url,
  songs_count: r.songs_count,
  total_duration_ms: Number(r.total_duration_ms),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const listOwnPlaylists = async (db: Db, scope: RestaurantScope, query: OwnPlaylistQuery) => {
  const page = await repo.listOwnPlaylists(db, scope, query);
  return { ...page, data: page.data.map(toOwnPlaylist) };
};

/** Another restaurant's playlist is a 404 here (its URL under another restaurant is the access hook's 403). */
export const getOwnPlaylist = async (db: Db, scope: RestaurantScope, id: string) => {
  const row = await repo.findOwnPlaylist(db, scope, id);
  if (!row) throw notFound(NOT_FOUND);
  return toOwnPlaylist(row);
};

export const ownPlaylistEntries = async (db: Db, scope: RestaurantScope, id: string, query: PageQuery) => {
  await getOwnPlaylist(db, scope, id);
  const page = await repo.listOwnEntries(db, scope, id, query);
  return { ...page, data: page.data.map(toEntry) };
};

export const createOwnPlaylist = (db: Db, scope: RestaurantScope, input: Input) =>
  withConstraints(async () => getOwnPlaylist(db, scope, await repo.insertOwnPlaylist(db, scope, input)), MEANINGS);

export const updateOwnPlaylist = (db: Db, scope: RestaurantScope, id: string, input: Input) =>
  withConstraints(async () => {
    if (!(await repo.updateOwnPlaylist(db, scope, id, input))) throw notFound(NOT_FOUND);
    return getOwnPlaylist(db, scope, id);
  }, MEANINGS);

/** A hard delete: the playlist leaves the week's schedule with it. */
export const deleteOwnPlaylist = async (db: Db, scope: RestaurantScope, id: string) => {
  if (!(await repo.deleteOwnPlaylist(db, scope, id))) throw notFound(NOT_FOUND);
};
