import { Mp3Encoder } from '@breezystack/lamejs';
import { ID3Writer } from 'browser-id3-writer';
import { placeholderPng } from '../../lib/uploads/png';

/**
 * Real, playable demo audio made without any file from outside: a short melody synthesised note by note
 * (sine with a soft attack and release, a fifth below for body), encoded to MP3 by a pure-JS LAME port and
 * tagged (ID3v2: title, artist, album, genre, cover) so that the upload path reads it like any other file.
 * Mono, 16 kHz, 16 kbit/s CBR: sines up to 1.5 kHz lose nothing audible, and a three-minute song weighs about 350 kB.
 */
const RATE = 16_000;
const KBPS = 16;
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
  /**
   * Length of a whole song, in seconds: its tune and a bridge built from it, played in turns (A A B A …) up to
   * that length. Without it, the tune once (a few seconds).
   */
  seconds?: number;
}

/** One stretch of music encoded on its own: MPEG frames of one encoder run, which can follow any other such run. */
export interface Phrase {
  /** Identifies the phrase's audio (notes, beat, encoding): equal keys, equal frames. */
  key: string;
  notes: (number | null)[];
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
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  const parts: Uint8Array[] = [];
  const block = 1152 * 8;
  for (let i = 0; i < samples.length; i += block) parts.push(encoder.encodeBuffer(samples.subarray(i, i + block)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
};

/** The MP3 frames of a phrase (the slow part: about 55 ms of a core per second of audio). */
export const encodePhrase = (phrase: Phrase) => encodeMp3(synthesize(phrase.notes, phrase.beat));

const phrase = (notes: (number | null)[], beat: number): Phrase => ({
  key: `${RATE}-${KBPS}-${beat}-${notes.map((n) => (n === null ? '_' : n)).join(',')}`,
  notes,
  beat,
});
/** The tune (A: the melody, then its first half answered back to its first note) and the bridge (B: a fourth up, then a fifth up backwards). */
const songPhrases = (track: DemoTrack) => {
  const m = track.notes;
  const up = (n: number) => m.map((x) => (x === null ? null : x + n));
  const a = phrase([...m, ...m.slice(0, 4), ...m.slice(0, 3).reverse(), null], track.beat);
  const b = phrase([...up(5), ...up(7).reverse().slice(0, 7), null], track.beat);
  return { a, b };
};

/** The phrases a track is made of, each once: what has to be encoded (or found in a cache) to make it. */
export const demoPhrases = (track: DemoTrack): Phrase[] => {
  if (!track.seconds) return [phrase(track.notes, track.beat)];
  const { a, b } = songPhrases(track);
  return [a, b];
};

/** Encoding is the slow part (pure JS): tracks sharing a melody share its frames, only their tags differ. */
const encoded = new Map<string, Buffer>();
const framesOf = (p: Phrase) => {
  let mp3 = encoded.get(p.key);
  if (!mp3) {
    mp3 = encodePhrase(p);
    encoded.set(p.key, mp3);
  }
  return mp3;
};

/** Seconds of audio in CBR frames. */
const secondsOf = (frames: Buffer) => frames.length / ((KBPS * 1000) / 8);

/**
 * The track's frames: its tune once, or a song of `seconds` made of its two phrases in turns (A A B A, again,
 * ending on A). Each phrase is a whole encoder run (its first frame borrows nothing from the one before), so the
 * runs play one after the other, with the encoder's short silence between them as a breath.
 */
const trackFrames = (track: DemoTrack, frames: (p: Phrase) => Buffer) => {
  if (!track.seconds) return frames(phrase(track.notes, track.beat));
  const { a, b } = songPhrases(track);
  const [fa, fb] = [frames(a), frames(b)];
  const form = [fa, fa, fb, fa];
  const parts: Buffer[] = [];
  let seconds = 0;
  for (let i = 0; seconds < track.seconds || parts.at(-1) !== fa; i++) {
    const part = form[i % form.length];
    parts.push(part);
    seconds += secondsOf(part);
  }
  return Buffer.concat(parts);
};

/**
 * One tagged MP3 of the track, with its cover. `frames` gives each phrase's encoded frames (by default encoded
 * here, once per process); the seed passes the ones it keeps on disk.
 */
export const demoMp3 = (track: DemoTrack, frames: (p: Phrase) => Buffer = framesOf) => {
  const mp3 = trackFrames(track, frames);
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
 * The n first demo tracks, always the same for the same n: `melodies` distinct tunes (8 at most) shared out
 * among them, each encoded once. A few seconds each, or with `songs`, whole songs of 2 to 4 minutes.
 */
export const demoTracks = (n: number, melodies = 8, songs = false): DemoTrack[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `${words[i % words.length]} ${places[(i * 3) % places.length]}`,
    artist: artists[i % artists.length],
    album: albums[i % albums.length],
    genre: genres[i % genres.length],
    color: colors[i % colors.length],
    notes: motifs[i % melodies].map((x) => (x === null ? null : x - 12 + ((i % melodies) % 5))),
    beat: 0.35 + ((i % melodies) % 4) * 0.05,
    ...(songs ? { seconds: 120 + ((i * 47) % 101) } : {}),
  }));
