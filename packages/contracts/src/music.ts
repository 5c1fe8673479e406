import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { optionalText, safeString, text } from './primitives';

/** Music (PRODUCT §6): the platform's catalogue of songs and playlists, played in restaurants. */

const id = z.uuid();
const timestamps = { created_at: z.string(), updated_at: z.string() };

/** Audio formats accepted on upload, recognised from the file's bytes. */
export const songFormats = ['mp3', 'ogg', 'm4a', 'flac'] as const;
export type SongFormat = (typeof songFormats)[number];

/** Moments of the day a playlist suits. */
export const moodLabels = {
  breakfast: 'Petit-déjeuner',
  lunch: 'Déjeuner',
  afternoon: 'Après-midi',
  aperitif: 'Apéro',
  dinner: 'Dîner',
  evening: 'Soirée',
} as const;
export type Mood = keyof typeof moodLabels;
export const moods = Object.keys(moodLabels) as Mood[];
export const moodSchema = z.enum(moods as [Mood, ...Mood[]]);

// ---------- songs ----------
export const songSchema = z.object({
  id,
  title: z.string(),
  artist: z.string(),
  album: z.string().nullable(),
  genre: z.string().nullable(),
  duration_ms: z.number().int(),
  format: z.enum(songFormats),
  size_bytes: z.number().int(),
  cover_url: z.string().nullable(),
  /** Catalogue playlists (deleted ones included) that hold the song: it cannot be deleted while > 0. */
  playlists_count: z.number().int(),
  ...timestamps,
});
export type Song = z.infer<typeof songSchema>;

/** What the admin may correct after the tags were read. */
export const songInputSchema = z.strictObject({
  title: text(200),
  artist: text(200),
  album: optionalText(200),
  genre: optionalText(80),
  duration_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
export type SongInput = z.infer<typeof songInputSchema>;

export const songQuerySchema = pageQuerySchema.extend({
  genre: safeString().trim().max(80).optional(),
  artist: safeString().trim().max(200).optional(),
});
export type SongQuery = z.infer<typeof songQuerySchema>;

/** Distinct genres and artists of the catalogue, for the filters. */
export const songFacetsSchema = z.object({ genres: z.array(z.string()), artists: z.array(z.string()) });
export type SongFacets = z.infer<typeof songFacetsSchema>;

/** A short-lived address of one song's audio, for the audio element (which cannot send the bearer token). */
export const streamUrlSchema = z.object({ url: z.string(), expires_at: z.string() });
export type StreamUrl = z.infer<typeof streamUrlSchema>;

// ---------- playlists ----------
export const MAX_PLAYLIST_SONGS = 500;

export const playlistSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  mood: moodSchema,
  cover_url: z.string().nullable(),
  publish_to_all: z.boolean(),
  mark_ids: z.array(id),
  songs_count: z.number().int(),
  total_duration_ms: z.number().int(),
  deleted_at: z.string().nullable(),
  ...timestamps,
});
export type Playlist = z.infer<typeof playlistSchema>;

export const playlistInputSchema = z.strictObject({
  name: text(120),
  description: optionalText(1000),
  mood: moodSchema,
  publish_to_all: z.boolean(),
  mark_ids: z.array(id).max(500).default([]),
  /** The songs in playing order. */
  song_ids: z
    .array(id)
    .max(MAX_PLAYLIST_SONGS)
    .refine((ids) => new Set(ids).size === ids.length, 'Une musique ne peut figurer qu’une fois dans la playlist'),
});
export type PlaylistInput = z.input<typeof playlistInputSchema>;

export const playlistQuerySchema = pageQuerySchema.extend({
  only_soft_deleted: z.enum(['true', 'false']).optional(),
  mood: moodSchema.optional(),
});
export type PlaylistQuery = z.infer<typeof playlistQuerySchema>;

// ---------- a restaurant's own playlists ----------
/** A playlist a restaurant builds from the catalogue for itself (its cover: its first song's). */
export const ownPlaylistSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  mood: moodSchema,
  cover_url: z.string().nullable(),
  songs_count: z.number().int(),
  total_duration_ms: z.number().int(),
  ...timestamps,
});
export type OwnPlaylist = z.infer<typeof ownPlaylistSchema>;

export const ownPlaylistInputSchema = playlistInputSchema.pick({ name: true, description: true, mood: true, song_ids: true });
export type OwnPlaylistInput = z.input<typeof ownPlaylistInputSchema>;

export const ownPlaylistQuerySchema = pageQuerySchema.extend({ mood: moodSchema.optional() });
export type OwnPlaylistQuery = z.infer<typeof ownPlaylistQuerySchema>;

/** What a playlist's header shows, catalogue or own. */
export type PlaylistHeader = Pick<Playlist, 'id' | 'name' | 'description' | 'mood' | 'cover_url' | 'songs_count' | 'total_duration_ms'>;

/** One line of a playlist's content (SPEC §7 `playlists/{id}`: a paged search of its songs). */
export const playlistEntrySchema = songSchema.omit({ playlists_count: true }).extend({ position: z.number().int() });
export type PlaylistEntry = z.infer<typeof playlistEntrySchema>;

// ---------- weekly schedule ----------
/** The two moments of the week the player follows. */
export const scheduleMomentLabels = { lunch: 'Déjeuner', dinner: 'Dîner' } as const;
export type ScheduleMoment = keyof typeof scheduleMomentLabels;
export const scheduleMoments = Object.keys(scheduleMomentLabels) as ScheduleMoment[];
/** Local hours of each moment, [start, end): the player switches at the next song after a change. */
export const scheduleHours: Record<ScheduleMoment, [number, number]> = { lunch: [11, 15], dinner: [18, 23] };

export const scheduleEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  moment: z.enum(['lunch', 'dinner']),
  playlist_id: id,
});
export const scheduleSchema = z.object({
  /** `own`: one of the restaurant's own playlists (else a catalogue playlist published to it). */
  entries: z.array(scheduleEntrySchema.extend({ playlist_name: z.string(), own: z.boolean() })),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleInputSchema = z.strictObject({
  entries: z
    .array(scheduleEntrySchema)
    .max(14)
    .refine((e) => new Set(e.map((x) => `${x.weekday}-${x.moment}`)).size === e.length, 'Un seul choix par jour et par moment'),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;
