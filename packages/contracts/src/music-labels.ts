/** French labels of the fields of music: songs and playlists (music.ts), collected into `fieldLabels` (errors.ts). */
export const musicLabels = {
  artist: 'artiste',
  album: 'album',
  genre: 'genre',
  duration_ms: 'durée',
  mood: 'moment',
  song_ids: 'musiques',
  publish_to_all: 'publication',
} satisfies Record<string, string>;
