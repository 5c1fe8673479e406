import { Mp3Encoder } from '@breezystack/lamejs';
import { ID3Writer } from 'browser-id3-writer';
import { placeholderPng } from '../../modules/caisse/uploads/png';

/**
 * Real, playable demo audio made without any file from outside: a short melody synthesised note by note
 * (sine with a soft attack and release, a fifth below for body), encoded to MP3 by a pure-JS LAME port and
 * tagged (ID3v2: title, artist, album, genre, cover) so that the upload path reads it like any other file.
 */
const RATE = 22_050;
const A4 = 440;

export interface DemoTrack {
  title: string;
  artist: string;
  album: string;
  genre: string;
  /** Cover colour (#rrggbb). */
  color: string;
  /** Semitones from A4 of each note; null is a rest. */
  notes: (number | null)[];
  /** Note length in seconds. */
  beat: number;
}

const synthesize = (notes: (number | null)[], beat: number) => {
  const perNote = Math.round(beat * RATE);
  const out = new Int16Array(perNote * notes.length);
  const fade = Math.round(0.02 * RATE);
  notes.forEach((n, i) => {
    if (n === null) return;
    const f = A4 * 2 ** (n / 12);
    for (let k = 0; k < perNote; k++) {
      const env = Math.min(1, k / fade, (perNote - k) / (fade * 4));
      const t = k / RATE;
      const v = 0.6 * Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(2 * Math.PI * (f / 1.5) * t);
      out[i * perNote + k] = Math.round(v * env * 0.5 * 32767);
    }
  });
  return out;
};

const encodeMp3 = (samples: Int16Array) => {
  const encoder = new Mp3Encoder(1, RATE, 64);
  const parts: Uint8Array[] = [];
  const block = 1152 * 8;
  for (let i = 0; i < samples.length; i += block) parts.push(encoder.encodeBuffer(samples.subarray(i, i + block)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
};

/** Encoding is the slow part (pure JS): tracks sharing a melody share its frames, only their tags differ. */
const encoded = new Map<string, Buffer>();
const framesOf = (notes: (number | null)[], beat: number) => {
  const key = JSON.stringify([notes, beat]);
  let mp3 = encoded.get(key);
  if (!mp3) {
    mp3 = encodeMp3(synthesize(notes, beat));
    encoded.set(key, mp3);
  }
  return mp3;
};

/** One tagged MP3 of the track, with its cover. */
export const demoMp3 = (track: DemoTrack) => {
  const mp3 = framesOf(track.notes, track.beat);
  const writer = new ID3Writer(mp3.buffer.slice(mp3.byteOffset, mp3.byteOffset + mp3.byteLength) as ArrayBuffer);
  const cover = placeholderPng(track.color, 120, 120);
  writer
    .setFrame('TIT2', track.title)
    .setFrame('TPE1', [track.artist])
    .setFrame('TALB', track.album)
    .setFrame('TCON', [track.genre])
    .setFrame('APIC', {
      type: 3,
      data: cover.buffer.slice(cover.byteOffset, cover.byteOffset + cover.byteLength) as ArrayBuffer,
      description: 'Pochette',
    });
  return Buffer.from(writer.addTag());
};

/** Melodies: the C major scale and its modes, arpeggios, a waltz; enough variety to tell tracks apart. */
const motifs: (number | null)[][] = [
  [3, 5, 7, 8, 10, 12, 14, 15],
  [15, 12, 8, 3, 8, 12, 15, null],
  [3, 7, 10, 7, 3, 7, 10, 15],
  [0, 3, 7, 12, 7, 3, 0, null],
  [5, 8, 12, 8, 5, 8, 12, 17],
  [10, 8, 7, 5, 3, 5, 7, 3],
  [3, null, 3, 7, null, 7, 10, 12],
  [12, 10, 8, 7, 8, 10, 12, 15],
];

const genres = ['Jazz', 'Bossa nova', 'Lounge', 'Pop', 'Classique', 'Électro'];
const artists = ['Les Accords Parisiens', 'Trio Saint-Germain', 'Orchestre du Marais', 'Nina Valse', 'Duo Canal', 'Quartet Montmartre'];
const albums = ['Terrasse', 'Comptoir', 'Service du soir', 'Café crème'];
const words = ['Valse', 'Balade', 'Matin', 'Pluie', 'Soleil', 'Terrasse', 'Nuit', 'Canal', 'Jardin', 'Étoile'];
const places = ['du Marais', 'à Montmartre', 'sur la Seine', 'de Belleville', 'en terrasse', 'au comptoir', 'd’été', 'bleue'];
const colors = ['#b5343c', '#2b6cb0', '#2f855a', '#b7791f', '#553c9a', '#c05621', '#2c7a7b', '#97266d'];

/**
 * The n first demo tracks (a few seconds each), always the same for the same n: `melodies` distinct tunes
 * (8 at most) shared out among them, each encoded once.
 */
export const demoTracks = (n: number, melodies = 8): DemoTrack[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `${words[i % words.length]} ${places[(i * 3) % places.length]}`,
    artist: artists[i % artists.length],
    album: albums[i % albums.length],
    genre: genres[i % genres.length],
    color: colors[i % colors.length],
    notes: motifs[i % melodies].map((x) => (x === null ? null : x - 12 + ((i % melodies) % 5))),
    beat: 0.35 + ((i % melodies) % 4) * 0.05,
  }));
