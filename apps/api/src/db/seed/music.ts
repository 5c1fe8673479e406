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

/**
 * The demo catalogue (PRODUCT §9): synthesised, tagged MP3 tracks added through the upload service, and six
 * playlists, four published to every restaurant and two to the demo mark. A catalogue that already has
 * songs is left as it is. Fewer tracks for short demos (tests): the catalogue does not grow with the days.
 */
export const seedMusic = async (db: Db, days = loadConfig().DEMO_DAYS) => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from music_songs`);
  if (rows[0].n > 0) return;
  const storage = createStorage(loadConfig());
  const added: { id: string; genre: string | null }[] = [];
  for (const track of demoTracks(days >= 30 ? 40 : 12)) {
    added.push(await songs.addSong(db, storage, demoMp3(track), `${track.title}.mp3`));
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
