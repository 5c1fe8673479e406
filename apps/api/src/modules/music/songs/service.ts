import { randomBytes } from 'node:crypto';
import { plural, type Song, type SongInput, type SongQuery } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { conflict, notFound } from '../../../lib/http-errors';
import { iso } from '../../../lib/iso';
import { withConstraints } from '../../../lib/pg-errors';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { readUpload } from '../../../lib/uploads/read-upload';
import { audioMime, readAudio } from '../audio';
import { MUSIC_FOLDER } from '../common';
import { removeCover, storeCover, uploadCover } from '../covers';
import { removeSongFromOwnPlaylists } from '../own-playlists/repository';
import * as repo from './repository';

export const SONG_NOT_FOUND = 'Musique introuvable';

export const toSong = (r: repo.SongRow): Song => ({
  id: r.id,
  title: r.title,
  artist: r.artist,
  album: r.album,
  genre: r.genre,
  duration_ms: r.duration_ms,
  format: r.format as Song['format'],
  size_bytes: r.size_bytes,
  cover_url: r.cover_url,
  playlists_count: r.playlists_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export const listSongs = async (db: Db, query: SongQuery) => {
  const page = await repo.listSongs(db, query);
  return { ...page, data: page.data.map(toSong) };
};

export const songFacets = (db: Db) => repo.facets(db);

export const getSong = async (db: Db, id: string) => {
  const row = await repo.findSong(db, id);
  if (!row) throw notFound(SONG_NOT_FOUND);
  return toSong(row);
};

/** A file name without its extension, as the title of a file without tags ("01 - Valse.mp3" → "01 - Valse"). */
const titleOf = (filename: string | undefined) =>
  filename
    ?.replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 200) || 'Sans titre';

/**
 * One audio file: its format checked from its bytes, its tags read (title, artist, album, genre, duration,
 * cover), the audio and cover stored, then the row. The upload route and the demo data both come here.
 */
export const addSong = async (db: Db, storage: FileStorage, buffer: Buffer, filename?: string) => {
  const tags = await readAudio(buffer);
  const fileKey = `${MUSIC_FOLDER}/${randomBytes(16).toString('hex')}.${tags.format}`;
  await storage.put(fileKey, buffer, audioMime[tags.format]);
  const cover = tags.cover ? await storeCover(storage, tags.cover.data) : null;
  try {
    const id = await repo.insertSong(db, {
      title: tags.title ?? titleOf(filename),
      artist: tags.artist ?? 'Artiste inconnu',
      album: tags.album,
      genre: tags.genre,
      duration_ms: tags.duration_ms,
      format: tags.format,
      size_bytes: buffer.length,
      file_key: fileKey,
      cover_url: cover,
    });
    return getSong(db, id);
  } catch (error) {
    await storage.remove(fileKey);
    await removeCover(storage, cover);
    throw error;
  }
};

/** One file per request: several files are several requests (per-file progress and errors on the screen). */
export const uploadSong = async (db: Db, storage: FileStorage, request: FastifyRequest, maxMb: number) => {
  const { buffer, filename } = await readUpload(request, maxMb);
  return addSong(db, storage, buffer, filename);
};

export const updateSong = async (db: Db, id: string, input: SongInput) => {
  if (!(await repo.updateSong(db, id, input))) throw notFound(SONG_NOT_FOUND);
  return getSong(db, id);
};

/**
 * A new audio file for the same song (docs/music.md "Replacing a song's file"): checked and read like an
 * upload, stored under a new random name, then the row points at it: format, size and duration from the new
 * file; title, artist, album, genre and cover from its tags when it carries them (else the current ones stay).
 * The old file goes last. Playlists keep the song; a signed address already given streams the new file (the
 * signature is over the song, not the file), and its new ETag makes a browser start over rather than mix two files.
 */
export const replaceSongFile = async (db: Db, storage: FileStorage, id: string, request: FastifyRequest, maxMb: number) => {
  await getSong(db, id);
  const { buffer } = await readUpload(request, maxMb);
  const tags = await readAudio(buffer);
  const fileKey = `${MUSIC_FOLDER}/${randomBytes(16).toString('hex')}.${tags.format}`;
  await storage.put(fileKey, buffer, audioMime[tags.format]);
  const cover = tags.cover ? await storeCover(storage, tags.cover.data) : null;
  const previous = await repo
    .replaceFile(db, id, {
      title: tags.title,
      artist: tags.artist,
      album: tags.album,
      genre: tags.genre,
      duration_ms: tags.duration_ms,
      format: tags.format,
      size_bytes: buffer.length,
      file_key: fileKey,
      cover_url: cover,
    })
    .catch(async (error) => {
      await storage.remove(fileKey);
      await removeCover(storage, cover);
      throw error;
    });
  if (!previous) {
    await storage.remove(fileKey);
    await removeCover(storage, cover);
    throw notFound(SONG_NOT_FOUND);
  }
  await storage.remove(previous.previous_file);
  if (cover) await removeCover(storage, previous.previous_cover);
  return getSong(db, id);
};

/** A cover chosen by hand (JPEG, PNG or WebP, checked by its bytes) instead of the one of the tags. */
export const replaceSongCover = async (db: Db, storage: FileStorage, id: string, request: FastifyRequest) => {
  await getSong(db, id);
  const url = await uploadCover(storage, request);
  const changed = await repo.setCover(db, id, url);
  if (!changed) {
    await removeCover(storage, url);
    throw notFound(SONG_NOT_FOUND);
  }
  await removeCover(storage, changed.previous);
  return getSong(db, id);
};

export const clearSongCover = async (db: Db, storage: FileStorage, id: string) => {
  const changed = await repo.setCover(db, id, null);
  if (!changed) throw notFound(SONG_NOT_FOUND);
  await removeCover(storage, changed.previous);
  return getSong(db, id);
};

/**
 * Refused while a catalogue playlist (deleted ones included, they may come back) holds the song: the admin
 * takes it out of them first (docs/music.md "Deleting a song").
 */
export const deleteSong = async (db: Db, storage: FileStorage, id: string) => {
  const song = await getSong(db, id);
  if (song.playlists_count > 0) {
    throw conflict(
      `Impossible de supprimer cette musique : elle figure dans ${plural(song.playlists_count, 'playlist', 'playlists')}. Retirez-la d’abord.`,
    );
  }
  // a playlist that took the song in meanwhile makes PostgreSQL refuse (still referenced → 409); the
  // restaurants' own playlists lose the song (their positions closed up)
  const removed = await withConstraints(() =>
    db.transaction(async (tx) => {
      await removeSongFromOwnPlaylists(tx as unknown as Db, id);
      return repo.deleteSong(tx as unknown as Db, id);
    }),
  );
  if (!removed) throw notFound(SONG_NOT_FOUND);
  await storage.remove(removed.file_key);
  await removeCover(storage, removed.cover_url);
};
