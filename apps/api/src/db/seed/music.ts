import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Mood, ownPlaylistInputSchema, type ScheduleMoment } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createStorage } from '../../lib/storage/create-storage';
import { platformScope } from '../../lib/tenant-scope';
import { ownPlaylists, playlists, schedule, songs } from '../../modules/music';
import type { Db } from '../database';
import { type DemoTrack, demoMp3, demoPhrases, demoTracks, encodePhrase, type Phrase } from './music-audio';

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

/** Bump when the synthesis changes: older cached files are then ignored (a phrase's key names its notes and encoding). */
const CACHE_VERSION = 'v3';

/**
 * Encoding is the slow part (a pure-JS encoder: about 55 ms of a core per second of audio), so each phrase is
 * kept in the data folder once encoded — the phrases, not the songs: a few kB each, where the songs they make
 * are minutes long; a reset or another test database reuses them. Written aside then renamed, so that two
 * seeds at once never read half a file.
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
 * The phrases of this CACHE_VERSION as the repository ships them (16 files, 244 kB): a fresh clone's first start
 * encodes none of them (≈ 30 s of a core on 2 cores otherwise, beside the sales year). A phrase not shipped — the
 * synthesis changed without the files being made again — is encoded and kept in the data folder as before.
 */
export const SHIPPED_PHRASES = fileURLToPath(new URL('./music-phrases', import.meta.url));
/** A phrase's file name, in the repository's folder and in the data folder's cache. */
export const phraseFile = (p: Phrase) => `${CACHE_VERSION}-${createHash('sha256').update(p.key).digest('hex').slice(0, 16)}.mp3`;
/** The tracks the demo adds: a short demo (tests) shares four tunes among its eight tracks (encoding is the slow part). */
export const demoCatalogue = (days: number) => (days >= 30 ? demoTracks(40, 8, true) : demoTracks(8, 4, true));

/** A track's MP3 with its phrases read from the repository or the data folder, or encoded and kept there. */
const trackMp3 = async (dir: string, track: DemoTrack) => {
  const frames = new Map<string, Buffer>();
  for (const p of demoPhrases(track)) {
    const file = phraseFile(p);
    const shipped = await readFile(path.join(SHIPPED_PHRASES, file)).catch(() => null);
    frames.set(p.key, shipped ?? (await cached(path.join(dir, file), () => encodePhrase(p))));
  }
  return demoMp3(track, (p: Phrase) => frames.get(p.key) as Buffer);
};

/** Le Comptoir de Lucie's own playlists (built from the catalogue's genres) and where they go in its week. */
const ownDemoPlaylists: { name: string; description: string; mood: Mood; genres: string[]; count: number }[] = [
  {
    name: 'Midi au comptoir',
    description: 'Entrain et bossa pour le coup de feu du midi',
    mood: 'lunch',
    genres: ['Bossa nova', 'Pop'],
    count: 8,
  },
  {
    name: 'Soirées de Lucie',
    description: 'Jazz et lounge, le vendredi et le samedi soir',
    mood: 'evening',
    genres: ['Jazz', 'Lounge'],
    count: 10,
  },
];

/**
 * A week of music (Sunday 0 … Saturday 6): the restaurant without a mark plays its own playlists on weekday
 * lunches and at the end of the week, and catalogue ones the rest of the time; a restaurant of the mark
 * follows the catalogue and its mark's evening playlist.
 */
const demoWeek = (name: (key: string) => string | undefined, own: boolean) => {
  const entries: { weekday: number; moment: ScheduleMoment; playlist_id: string }[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const weekend = weekday === 0 || weekday === 6;
    const lunch = weekday === 0 ? 'Brunch du dimanche' : own && !weekend ? 'Midi au comptoir' : 'Déjeuner en terrasse';
    const dinner = weekday >= 5 ? (own ? 'Soirées de Lucie' : 'Soirée Bistro Parisien') : weekday === 4 ? 'Apéro jazz' : 'Dîner feutré';
    for (const [moment, key] of [
      ['lunch', lunch],
      ['dinner', dinner],
    ] as const) {
      const id = name(key);
      if (id) entries.push({ weekday, moment, playlist_id: id });
    }
  }
  return entries;
};

/**
 * The demo catalogue (PRODUCT §9): synthesised, tagged MP3 songs of 2 to 4 minutes added through the upload
 * service, and six playlists, four published to every restaurant and two to the demo mark; then, for the
 * restaurants holding fitfit_music, their week (through the schedule service), with two playlists of its own
 * for the independent one. A catalogue that already has songs is left as it is. Eight songs for short demos
 * (tests, `DEMO_DAYS` under 30): the catalogue does not grow with the days.
 */
export const seedMusic = async (db: Db, days = loadConfig().DEMO_DAYS) => {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from music_songs`);
  if (rows[0].n > 0) return;
  const config = loadConfig();
  const storage = createStorage(config);
  const added: { id: string; genre: string | null }[] = [];
  for (const track of demoCatalogue(days)) {
    const mp3 = await trackMp3(path.join(config.DATA_DIR, 'music-demo'), track);
    added.push(await songs.addSong(db, storage, mp3, `${track.title}.mp3`));
  }
  const { rows: marks } = await db.execute<{ id: string }>(sql`select id from marks where name = 'Bistro Parisien'`);
  const catalogue = new Map<string, string>();
  for (const p of demoPlaylists) {
    const created = await playlists.createPlaylist(db, {
      name: p.name,
      description: p.description,
      mood: p.mood,
      publish_to_all: !p.toMark || marks.length === 0,
      mark_ids: p.toMark ? marks.map((m) => m.id) : [],
      song_ids: added.filter((s) => s.genre && p.genres.includes(s.genre)).map((s) => s.id),
    });
    catalogue.set(p.name, created.id);
  }

  const { rows: listeners } = await db.execute<{ id: string; in_mark: boolean }>(
    sql`select r.id, r.mark_id is not null as in_mark from restaurants r
        where r.deleted_at is null and exists (select 1 from fitfit_module_restaurants fmr join fitfit_modules m on m.id = fmr.fitfit_module_id
          where fmr.restaurant_id = r.id and m.code_name = 'fitfit_music')
        order by r.name`,
  );
  for (const r of listeners) {
    const scope = platformScope(r.id);
    const own = new Map<string, string>();
    if (!r.in_mark)
      for (const p of ownDemoPlaylists) {
        const picked = added.filter((s) => s.genre && p.genres.includes(s.genre)).slice(0, p.count);
        const input = ownPlaylistInputSchema.parse({
          name: p.name,
          description: p.description,
          mood: p.mood,
          song_ids: picked.map((s) => s.id),
        });
        own.set(p.name, (await ownPlaylists.createOwnPlaylist(db, scope, input)).id);
      }
    await schedule.setSchedule(db, scope, { entries: demoWeek((key) => own.get(key) ?? catalogue.get(key), !r.in_mark) });
  }
};
