import { useSyncExternalStore } from 'react';
import { getSession, subscribe } from '../../../app/session/store';
import { type StreamSigner, streamUrlOf } from '../api';
import { clearSaved, readSaved, savePosition, saveQueue } from './persistence';

/** What the player needs of a song. */
export interface Track {
  id: string;
  title: string;
  artist: string;
  cover_url: string | null;
  duration_ms: number;
}

export type Repeat = 'off' | 'all' | 'one';

export interface PlayerState {
  queue: Track[];
  /** Index in `queue` of the current track, -1 when nothing is loaded. */
  index: number;
  /** Playing order of the queue's indexes (shuffled or not). */
  order: number[];
  playing: boolean;
  shuffle: boolean;
  repeat: Repeat;
  volume: number;
  currentTime: number;
  duration: number;
  /** Where the queue came from ("Playlist « Dîner feutré »"), shown in the bar. */
  source: string;
  /** Whether the player follows the weekly schedule. */
  following: boolean;
  error: string | null;
  /** Put back paused after a reload (browsers refuse to play before the user acts): the bar offers « Reprendre ». */
  resumable: boolean;
}

/**
 * One player for the whole signed-in app: the audio element is made once, outside React, and lives as long
 * as the tab, so the music goes on while the user moves between screens (and layouts). React reads this
 * store with useSyncExternalStore.
 */
let state: PlayerState = {
  queue: [],
  index: -1,
  order: [],
  playing: false,
  shuffle: false,
  repeat: 'off',
  volume: 0.8,
  currentTime: 0,
  duration: 0,
  source: '',
  following: false,
  error: null,
  resumable: false,
};
const listeners = new Set<() => void>();
const set = (patch: Partial<PlayerState>) => {
  const previous = state;
  state = { ...state, ...patch };
  save(previous);
  for (const l of listeners) l();
};
export const usePlayer = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );

/** What the weekly schedule asks to play now: a playlist's songs, or nothing outside lunch and dinner. */
export type SchedulePick = () => Promise<{ playlistId: string; tracks: Track[]; source: string } | null>;
/** Set while the player follows the schedule; a queue the user starts himself stops following. */
let following: { pick: SchedulePick; playlistId: string } | null = null;

let audio: HTMLAudioElement | null = null;
let signer: StreamSigner = Object.assign(() => Promise.reject(new Error('no signer')), { restaurantId: null });

/** When the position was last saved: it moves four times a second, it is written at most once a second. */
let positionSavedAt = 0;
const QUEUE_FIELDS = ['queue', 'index', 'order', 'shuffle', 'repeat', 'volume', 'source'] as const;
/** Saves what a reload needs to show the song and its position again (persistence.ts), for the signed-in user. */
const save = (previous: PlayerState) => {
  const userId = getSession().currentUser?.id;
  const track = state.queue[state.index];
  if (!userId || !track) return;
  if (QUEUE_FIELDS.some((f) => previous[f] !== state[f])) {
    const { queue, index, order, shuffle, repeat, volume, source } = state;
    saveQueue({ userId, restaurantId: signer.restaurantId, queue, index, order, shuffle, repeat, volume, source });
  }
  const now = Date.now();
  if (previous.index !== state.index || (previous.currentTime !== state.currentTime && now - positionSavedAt >= 1000)) {
    positionSavedAt = now;
    savePosition({ songId: track.id, seconds: state.currentTime });
  }
};
/** The song whose signed address is loaded, and until when it is valid. */
let loaded: { id: string; expires: number } | null = null;

const element = () => {
  if (audio) return audio;
  audio = document.createElement('audio');
  audio.preload = 'auto';
  audio.setAttribute('data-testid', 'music-audio');
  audio.volume = state.volume;
  audio.addEventListener('timeupdate', () => set({ currentTime: audio?.currentTime ?? 0 }));
  audio.addEventListener('durationchange', () => set({ duration: Number.isFinite(audio?.duration) ? (audio?.duration ?? 0) : 0 }));
  audio.addEventListener('play', () => set({ playing: true, resumable: false }));
  audio.addEventListener('pause', () => set({ playing: false }));
  audio.addEventListener('ended', () => void afterTrack());
  audio.addEventListener('error', () => {
    // an address that expired while paused: sign again and resume where it was
    if (loaded && loaded.expires <= Date.now() && state.index >= 0) void play(state.index, audio?.currentTime ?? 0);
    else set({ error: 'Lecture impossible de cette musique', playing: false });
  });
  document.body.appendChild(audio);
  return audio;
};

/** At the end of a song: the schedule's playlist when its moment changed, else the next of the queue. */
const afterTrack = async () => {
  if (following) {
    const now = await following.pick().catch(() => null);
    if (now?.tracks.length && now.playlistId !== following.playlistId) {
      following.playlistId = now.playlistId;
      return start(now.tracks, 0, now.source);
    }
  }
  if (state.repeat === 'one') return void play(state.index, 0);
  const at = state.order.indexOf(state.index);
  if (at + 1 < state.order.length) return void play(state.order[at + 1]);
  // the dining room's music does not stop at the end of a scheduled playlist: it starts again
  if ((state.repeat === 'all' || following) && state.order.length) return void play(state.order[0]);
  set({ playing: false });
};

const start = (tracks: Track[], first: number, source: string) => {
  const order = orderOf(tracks.length, state.shuffle, first);
  set({ queue: tracks, order, source });
  void play(state.shuffle ? order[0] : first);
};

const shuffled = (n: number, first: number) => {
  const rest = Array.from({ length: n }, (_, i) => i).filter((i) => i !== first);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return first >= 0 ? [first, ...rest] : rest;
};
const orderOf = (n: number, shuffle: boolean, first: number) => (shuffle ? shuffled(n, first) : Array.from({ length: n }, (_, i) => i));

const setMediaSession = (track: Track) => {
  if (!('mediaSession' in navigator)) return;
  navigator.mediaSession.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist,
    artwork: track.cover_url ? [{ src: track.cover_url }] : [],
  });
};

/** Plays the queue's track `index` (from `at` seconds), signing its address first when needed. */
export const play = async (index: number, at = 0) => {
  const track = state.queue[index];
  if (!track) return;
  const a = element();
  set({ index, error: null, currentTime: at, duration: track.duration_ms / 1000, resumable: false });
  try {
    // a minute of margin: the element asks for more ranges as it plays
    if (!loaded || loaded.id !== track.id || loaded.expires - 60_000 <= Date.now()) {
      const signed = await signer(track.id);
      if (state.queue[state.index]?.id !== track.id) return;
      loaded = { id: track.id, expires: new Date(signed.expires_at).getTime() };
      a.src = signed.url;
    }
    a.currentTime = at;
    setMediaSession(track);
    await a.play();
  } catch (error) {
    if ((error as Error).name !== 'AbortError') set({ error: 'Lecture impossible de cette musique', playing: false });
  }
};

export const player = {
  /** Replaces the queue and plays `start` (or the first of the shuffled order). */
  playQueue: (tracks: Track[], first: number, source: string, sign: StreamSigner) => {
    signer = sign;
    following = null;
    set({ following: false });
    start(tracks, first, source);
  },
  /**
   * Plays what the weekly schedule says for now and keeps following it: when lunch or dinner starts or
   * ends, the next song comes from the new moment's playlist. False when nothing is scheduled now.
   */
  followSchedule: async (pick: SchedulePick, sign: StreamSigner) => {
    const now = await pick();
    if (!now?.tracks.length) return false;
    signer = sign;
    following = { pick, playlistId: now.playlistId };
    set({ following: true });
    start(now.tracks, 0, now.source);
    return true;
  },
  toggle: () => {
    if (state.index < 0) return;
    const a = element();
    if (a.paused) void (a.src ? a.play().catch(() => undefined) : play(state.index, state.currentTime));
    else a.pause();
  },
  next: () => {
    const at = state.order.indexOf(state.index);
    const n = state.order[at + 1] ?? (state.repeat === 'all' ? state.order[0] : undefined);
    if (n !== undefined) void play(n);
  },
  /** Back to the start of the track after 3 s, else the previous one. */
  previous: () => {
    if (state.currentTime > 3) return player.seek(0);
    const at = state.order.indexOf(state.index);
    const p = state.order[at - 1] ?? (state.repeat === 'all' ? state.order[state.order.length - 1] : undefined);
    if (p !== undefined) void play(p);
    else player.seek(0);
  },
  seek: (seconds: number) => {
    const a = element();
    // nothing loaded yet (put back after a reload): the position is where « Reprendre » will start
    if (!a.src) return set({ currentTime: Math.max(0, seconds) });
    a.currentTime = Math.max(0, seconds);
    set({ currentTime: a.currentTime });
  },
  setVolume: (volume: number) => {
    element().volume = volume;
    set({ volume });
  },
  toggleShuffle: () => {
    const shuffle = !state.shuffle;
    set({ shuffle, order: orderOf(state.queue.length, shuffle, state.index) });
  },
  cycleRepeat: () => set({ repeat: state.repeat === 'off' ? 'all' : state.repeat === 'all' ? 'one' : 'off' }),
  /** Empties the queue and stops (signing out, or the user closes the player). */
  stop: () => {
    following = null;
    audio?.pause();
    audio?.removeAttribute('src');
    loaded = null;
    set({ queue: [], order: [], index: -1, playing: false, currentTime: 0, duration: 0, source: '', following: false, resumable: false });
    clearSaved();
  },
  /**
   * After a reload: the queue the user had, paused on its song at its position (a browser plays nothing before the
   * user acts), waiting for « Reprendre ». A queue that followed the schedule comes back as a plain queue. False
   * when there is nothing of this user's to put back, or something is already playing.
   */
  restore: (userId: string) => {
    if (state.index >= 0) return false;
    const saved = readSaved(userId);
    if (!saved) return false;
    const { queue, index, order, shuffle, repeat, volume, source, restaurantId } = saved.queue;
    signer = streamUrlOf(restaurantId);
    if (audio) audio.volume = volume;
    const duration = queue[index].duration_ms / 1000;
    set({
      queue,
      index,
      order,
      shuffle,
      repeat,
      volume,
      source,
      duration,
      currentTime: saved.seconds,
      playing: false,
      following: false,
      error: null,
      resumable: true,
    });
    return true;
  },
  /** Starts the restored song where it was. */
  resume: () => {
    if (state.index >= 0) void play(state.index, state.currentTime);
  },
};

// the exact position when the page goes (a reload, a closed tab), not the last second's
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    const track = state.queue[state.index];
    if (track && getSession().currentUser) savePosition({ songId: track.id, seconds: state.currentTime });
  });
}

if (typeof navigator !== 'undefined' && 'mediaSession' in navigator) {
  navigator.mediaSession.setActionHandler('play', () => player.toggle());
  navigator.mediaSession.setActionHandler('pause', () => player.toggle());
  navigator.mediaSession.setActionHandler('nexttrack', () => player.next());
  navigator.mediaSession.setActionHandler('previoustrack', () => player.previous());
}

// signing out (or an expired session) stops the music: the audio element outlives the signed-in screens
subscribe(() => {
  if (!getSession().token && state.index >= 0) player.stop();
});
