import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mood } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage/create-storage';
import * as playlists from '../../modules/music/playlists/service';
import * as songs from '../../modules/music/songs/service';
import type { Db } from '../database';
import { demoMp3, demoTracks } from './music-audio';

const demoPlaylists: { name: string; description: string; mood: Mood; genres: string[]; toMark: boolean }[] = [
  {
    name: 'Déjeuner en terrasse',
    description: 'Léger et lumineux pour le service du midi',
    mood: 'lunch',
    genres: ['Bossa nova', 'Pop'],
    toMark: false,
  },
  { name: 'Dîner feutré', description: 'Jazz et piano pour le soir', mood: 'dinner', genres: ['Jazz', 'Classique'], toMark: false },
  { name: 'Apéro jazz', description: 'Swing pour l’heure de l’apéritif', mood: 'aperitif', genres: ['Jazz', 'Lounge'], toMark: false },
  { name: 'Brunch du dimanche', description: 'Réveil en douceur', mood: 'breakfast', genres: ['Classique', 'Bossa nova'], toMark: false },
  { name: 'Après-midi lounge', description: 'Pour les heures creuses', mood: 'afternoon', genres: ['Lounge', 'Électro'], toMark: true },
  {
    name: 'Soirée Bistro Parisien',
    description: 'La sélection de la marque',
    mood: 'evening',
    genres: ['Électro', 'Pop', 'Jazz'],
    toMark: true,
  },
];

/** Bump when the synthesis or the tracks change: older cached files are then ignored. */
const CACHE_VERSION = 'v2';

/**
 * Encoding is the slow part (a pure-JS encoder: about a second per track on a busy machine), so each track is
 * kept in the data folder once made; a reset or another test database reuses it. Written aside then
 * renamed, so that two seeds at once never read half a file.
 */
const cached = async (file: string, make: () => Buffer) => {
  const found = await readFile(file).catch(() => null);
  if (found) return found;
  const bytes = make();
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  return bytes;
};

/**
 * The demo catalogue (PRODUCT §9): synthesised, tagged MP3 tracks added through the upload service, and six
 * playlists, four published to every restaurant and two to the demo mark. A catalogue that already has
 * songs is left as it is. Eight tracks for short demos (tests, `DEMO_DAYS` under 30): the catalogue does not grow with the days.
 */
export const seedMusic = async (db: Db, days = loadConfig().DEMO_DAYS) => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from music_songs`);
  if (rows[0].n > 0) return;
  const config = loadConfig();
  const storage = createStorage(config);
  const added: { id: string; genre: string | null }[] = [];
  // a short demo (tests) shares four tunes among its eight tracks: encoding is the slow part
  for (const [i, track] of (days >= 30 ? demoTracks(40) : demoTracks(8, 4)).entries()) {
    const mp3 = await cached(path.join(config.DATA_DIR, 'music-demo', `${CACHE_VERSION}-${i}.mp3`), () => demoMp3(track));
    added.push(await songs.addSong(db, storage, mp3, `${track.title}.mp3`));
  }
  const { rows: marks } = await db.execute<{ id: string }>(sql`select id from marks where name = 'Bistro Parisien'`);
  for (const p of demoPlaylists) {
    await playlists.createPlaylist(db, {
      name: p.name,
      description: p.description,
      mood: p.mood,
      publish_to_all: !p.toMark || marks.length === 0,
      mark_ids: p.toMark ? marks.map((m) => m.id) : [],
      song_ids: added.filter((s) => s.genre && p.genres.includes(s.genre)).map((s) => s.id),
    });
  }
};
